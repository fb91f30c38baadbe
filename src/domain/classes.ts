// Player classes: the seed's class numbers, their display labels, colours and a fixed display order.
// Unknown class numbers (the seed leaves them open) get a neutral "Class <n>" entry, never a crash.
import { t } from '@lingui/core/macro';
import { classColourVariable, type PaletteKey } from './class-palette.ts';

export { classColourVariable, classPalette, type PaletteKey } from './class-palette.ts';

const CLASSES: ReadonlyArray<readonly [number, PaletteKey]> = [
  [1, 'DEATHKNIGHT'],
  [14, 'DEMONHUNTER'],
  [2, 'DRUID'],
  [3, 'HUNTER'],
  [4, 'MAGE'],
  [5, 'PALADIN'],
  [6, 'PRIEST'],
  [7, 'ROGUE'],
  [8, 'SHAMAN'],
  [9, 'WARLOCK'],
  [10, 'WARRIOR'],
  [12, 'NEUTRAL'],
  [13, 'WHIZBANG'],
];

export interface ClassInfo {
  /** The class number from the service. */
  id: number;
  /** The seed's class name (e.g. DEATHKNIGHT), or OTHER for numbers outside the seed's table. */
  key: string;
  /** The class's name in the screen's language (classLabel). */
  readonly label: string;
  color: string;
  /** Position in the fixed display order; unknown classes sort after the known ones by number. */
  order: number;
  known: boolean;
}

const byId = new Map<number, ClassInfo>(
  CLASSES.map(([id, key], order) => [
    id,
    {
      id,
      key,
      get label() {
        return classLabel(id);
      },
      color: `var(${classColourVariable(key)})`,
      order,
      known: true,
    },
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
      label: classLabel(id),
      color: `var(${classColourVariable('OTHER')})`,
      order: CLASSES.length + Math.max(0, id),
      known: false,
    }
  );
}

/** The class's name as the game writes it in this language; "Class 99" for a number it lacks. */
export function classLabel(classId: number): string {
  switch (CLASS_NAME_BY_ID.get(classId)) {
    case 'DEATHKNIGHT':
      return t({ context: 'class', message: 'Death Knight' });
    case 'DEMONHUNTER':
      return t({ context: 'class', message: 'Demon Hunter' });
    case 'DRUID':
      return t({ context: 'class', message: 'Druid' });
    case 'HUNTER':
      return t({ context: 'class', message: 'Hunter' });
    case 'MAGE':
      return t({ context: 'class', message: 'Mage' });
    case 'PALADIN':
      return t({ context: 'class', message: 'Paladin' });
    case 'PRIEST':
      return t({ context: 'class', message: 'Priest' });
    case 'ROGUE':
      return t({ context: 'class', message: 'Rogue' });
    case 'SHAMAN':
      return t({ context: 'class', message: 'Shaman' });
    case 'WARLOCK':
      return t({ context: 'class', message: 'Warlock' });
    case 'WARRIOR':
      return t({ context: 'class', message: 'Warrior' });
    case 'NEUTRAL':
      return t({ context: 'class', message: 'Neutral' });
    case 'WHIZBANG':
      return t({ context: 'class', message: 'Whizbang' });
    default:
      return t({ context: 'class', message: `Class ${classId}` });
  }
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
