// Player classes: the seed's class numbers, their display labels, colours and a fixed display order.
// Unknown class numbers (the seed leaves them open) get a neutral "Class <n>" entry, never a crash.
/**
 * Class colours per theme. Dark: the colours in common use (HSReplay; DK and DH from WoW
 * convention), DK lightened a little. Light: darker shades of the same hues, so every mark has
 * at least 3:1 against the light page (classes.test.ts checks both). Neutral, Whizbang and
 * Unknown (OTHER) each have their own mark. Keys are the seed's class names.
 */
export const classPalette = {
  dark: {
    DEATHKNIGHT: '#D4344F',
    DEMONHUNTER: '#A330C9',
    DRUID: '#FF7D0A',
    HUNTER: '#ABD473',
    MAGE: '#69CCF0',
    PALADIN: '#F58CBA',
    PRIEST: '#D2D2D2',
    ROGUE: '#FFF01A',
    SHAMAN: '#0070DE',
    WARLOCK: '#9482C9',
    WARRIOR: '#C79C6E',
    NEUTRAL: '#9AA0A6',
    WHIZBANG: '#2AA198',
    OTHER: '#8C8174',
  },
  light: {
    DEATHKNIGHT: '#C41E3A',
    DEMONHUNTER: '#A330C9',
    DRUID: '#C05A00',
    HUNTER: '#4E7A1E',
    MAGE: '#1A7CA3',
    PALADIN: '#C2407A',
    PRIEST: '#6B6B6B',
    ROGUE: '#7F7400',
    SHAMAN: '#0070DE',
    WARLOCK: '#7558C0',
    WARRIOR: '#8C6239',
    NEUTRAL: '#57606A',
    WHIZBANG: '#1F776F',
    OTHER: '#857A6E',
  },
} as const;

/** The CSS variable a class's colour is drawn with; its value follows the theme. */
export const classColourVariable = (key: PaletteKey) => `--class-${key.toLowerCase()}`;

export type PaletteKey = keyof typeof classPalette.dark;

const CLASSES: ReadonlyArray<readonly [number, PaletteKey, string]> = [
  [1, 'DEATHKNIGHT', 'Death Knight'],
  [14, 'DEMONHUNTER', 'Demon Hunter'],
  [2, 'DRUID', 'Druid'],
  [3, 'HUNTER', 'Hunter'],
  [4, 'MAGE', 'Mage'],
  [5, 'PALADIN', 'Paladin'],
  [6, 'PRIEST', 'Priest'],
  [7, 'ROGUE', 'Rogue'],
  [8, 'SHAMAN', 'Shaman'],
  [9, 'WARLOCK', 'Warlock'],
  [10, 'WARRIOR', 'Warrior'],
  [12, 'NEUTRAL', 'Neutral'],
  [13, 'WHIZBANG', 'Whizbang'],
];

export interface ClassInfo {
  /** The class number from the service. */
  id: number;
  /** The seed's class name (e.g. DEATHKNIGHT), or OTHER for numbers outside the seed's table. */
  key: string;
  label: string;
  color: string;
  /** Position in the fixed display order; unknown classes sort after the known ones by number. */
  order: number;
  known: boolean;
}

const byId = new Map<number, ClassInfo>(
  CLASSES.map(([id, key, label], order) => [
    id,
    { id, key, label, color: `var(${classColourVariable(key)})`, order, known: true },
  ]),
);

/** The seed's class numbers in display order. */
export const KNOWN_CLASS_IDS: readonly number[] = CLASSES.map(([id]) => id);

/** The seed's class-number to class-name table (2.4). */
export const CLASS_NAME_BY_ID: ReadonlyMap<number, string> = new Map(
  CLASSES.map(([id, key]) => [id, key]),
);

export function classInfo(id: number): ClassInfo {
  return (
    byId.get(id) ?? {
      id,
      key: 'OTHER',
      label: `Class ${id}`,
      color: `var(${classColourVariable('OTHER')})`,
      order: CLASSES.length + Math.max(0, id),
      known: false,
    }
  );
}

/** Look a class up by its lower-case key as used in URLs (e.g. "deathknight"). */
/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function classIdFromSlug(slug: string): number | undefined {
  const wanted = slug.toUpperCase();
  const hit = CLASSES.find(([, key]) => key === wanted);
  return hit?.[0];
}
