import { describe, expect, it } from 'vitest';
import {
  CLASS_NAME_BY_ID,
  classIdFromSlug,
  classInfo,
  classPalette,
  KNOWN_CLASS_IDS,
} from './classes.ts';

describe('classes', () => {
  it('knows every class of the seed, in display order, with its palette colour', () => {
    expect(KNOWN_CLASS_IDS).toEqual([1, 14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13]);
    expect(classInfo(4)).toEqual({
      id: 4,
      key: 'MAGE',
      label: 'Mage',
      color: classPalette.MAGE,
      order: 4,
      known: true,
    });
    expect(CLASS_NAME_BY_ID.get(14)).toBe('DEMONHUNTER');
  });

  it('gives an unknown class number a neutral entry after the known ones, never a crash', () => {
    expect(classInfo(42)).toEqual({
      id: 42,
      key: 'OTHER',
      label: 'Class 42',
      color: classPalette.OTHER,
      order: KNOWN_CLASS_IDS.length + 42,
      known: false,
    });
    expect(classInfo(-3).order).toBe(KNOWN_CLASS_IDS.length);
    expect(classInfo(11).order).toBeGreaterThan(classInfo(13).order);
  });

  it('finds a class by its URL slug, in any case', () => {
    expect(classIdFromSlug('deathknight')).toBe(1);
    expect(classIdFromSlug('DemonHunter')).toBe(14);
    expect(classIdFromSlug('other')).toBeUndefined();
    expect(classIdFromSlug('')).toBeUndefined();
  });
});
