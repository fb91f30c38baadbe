// Player classes: the seed's class numbers, their display labels, colours and a fixed display order.
// Unknown class numbers (the seed leaves them open) get a neutral "Class <n>" entry, never a crash.
/** Class colours in common use (HSReplay; DK and DH from WoW convention). Keys are the seed's class names. */
export const classPalette = {
  DEATHKNIGHT: '#C41E3A',
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
  NEUTRAL: '#808080',
  WHIZBANG: '#808080',
  OTHER: '#808080',
} as const;

type PaletteKey = keyof typeof classPalette;

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
    { id, key, label, color: classPalette[key], order, known: true },
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
      color: classPalette.OTHER,
      order: CLASSES.length + Math.max(0, id),
      known: false,
    }
  );
}

/** Look a class up by its lower-case key as used in URLs (e.g. "deathknight"). */
export function classIdFromSlug(slug: string): number | undefined {
  const wanted = slug.toUpperCase();
  const hit = CLASSES.find(([, key]) => key === wanted);
  return hit?.[0];
}
