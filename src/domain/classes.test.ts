import { describe, expect, it } from 'vitest';
import {
  CLASS_NAME_BY_ID,
  classIdFromSlug,
  classInfo,
  classPalette,
  contrastRatio,
  KNOWN_CLASS_IDS,
} from './classes.ts';

describe('classes', () => {
  it('knows every class of the seed, in display order, with its palette colour', () => {
    expect(KNOWN_CLASS_IDS).toEqual([1, 14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13]);
    expect(classInfo(4)).toEqual({
      id: 4,
      key: 'MAGE',
      label: 'Mage',
      color: 'var(--class-mage)',
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
      color: 'var(--class-other)',
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

describe('class colours', () => {
  // The surfaces marks are drawn on, per theme (src/app/index.css: --c-bg and --c-surface).
  const surfaces = { dark: ['#0d1117', '#161b22'], light: ['#f6f8fa', '#ffffff'] } as const;

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it.each(['dark', 'light'] as const)('gives every mark at least 3:1 on the %s theme', (theme) => {
    const weak: string[] = [];
    for (const [key, colour] of Object.entries(classPalette[theme])) {
      for (const surface of surfaces[theme]) {
        const ratio = contrastRatio(colour, surface);
        if (ratio < 3) weak.push(`${key} ${colour} on ${surface}: ${ratio.toFixed(2)}`);
      }
    }
    expect(weak).toEqual([]);
  });

  it.each(['dark', 'light'] as const)(
    'gives Neutral, Whizbang and Unknown marks of their own (%s)',
    (theme) => {
      const p = classPalette[theme];
      expect(new Set([p.NEUTRAL, p.WHIZBANG, p.OTHER]).size).toBe(3);
      expect(new Set(Object.values(p)).size).toBe(Object.keys(p).length);
    },
  );
});
