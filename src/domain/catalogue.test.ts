import { describe, expect, it } from 'vitest';
import { browseCatalogue, fold, formatLabel, matchesText } from './catalogue.ts';

const core = { asOf: 'x', format: 2, components: [] };
const list = [
  { id: 30, name: 'Évolve Shaman', classId: 8, standardCore: core },
  { id: 4, name: 'Ramp Druid', classId: 2, standardCore: null },
  { id: 12, name: 'aggro druid', classId: 2, standardCore: core },
  { id: 7, name: '', classId: 3, standardCore: null },
  { id: 99, name: 'Mystery', classId: 42, standardCore: null },
  { id: 5, name: 'Zoo Warlock', classId: 9, standardCore: core },
];
const none = { text: '', classId: null, withCore: false, sort: 'name' as const };
const names = (groups: ReturnType<typeof browseCatalogue>) =>
  groups.map((g) => [g.label, g.items.map((a) => a.id)]);

describe('catalogue browsing', () => {
  it('groups by class in the fixed class order, unknown classes last', () => {
    expect(names(browseCatalogue(list, none, () => 0))).toEqual([
      ['Druid', [12, 4]],
      ['Hunter', [7]],
      ['Shaman', [30]],
      ['Warlock', [5]],
      ['Class 42', [99]],
    ]);
  });

  it('searches names without regard to case or accents, and by id', () => {
    expect(fold('  ÉVOLVE ')).toBe('evolve');
    expect(
      browseCatalogue(list, { ...none, text: 'evolve' }, () => 0).flatMap((g) =>
        g.items.map((a) => a.id),
      ),
    ).toEqual([30]);
    expect(
      browseCatalogue(list, { ...none, text: 'DRUID' }, () => 0).flatMap((g) =>
        g.items.map((a) => a.id),
      ),
    ).toEqual([12, 4]);
    expect(matchesText(list[1] as (typeof list)[number], '4')).toBe(true);
    expect(matchesText(list[1] as (typeof list)[number], '#4')).toBe(true);
    // An id must match whole; any text matches with an empty query; "#" only prefixes an id.
    const ramp = list[1] as (typeof list)[number];
    expect(matchesText(ramp, '44')).toBe(false);
    expect(matchesText(ramp, '')).toBe(true);
    expect(matchesText(ramp, '   ')).toBe(true);
    expect(matchesText(ramp, '4#')).toBe(false);
    expect(matchesText({ id: 12, name: 'Druid 4', classId: 2 }, '4')).toBe(true);
    expect(matchesText({ id: 5, name: 'Zoo', classId: 9 }, '#zoo')).toBe(false);
    expect(
      browseCatalogue(list, { ...none, text: 'unnamed hunter' }, () => 0)[0]?.items[0]?.id,
    ).toBe(7);
  });

  it('filters by class and by having a standard core', () => {
    expect(names(browseCatalogue(list, { ...none, classId: 2 }, () => 0))).toEqual([
      ['Druid', [12, 4]],
    ]);
    expect(names(browseCatalogue(list, { ...none, withCore: true }, () => 0))).toEqual([
      ['Druid', [12]],
      ['Shaman', [30]],
      ['Warlock', [5]],
    ]);
  });

  it('sorts names without regard to case or accents', () => {
    const shamans = [
      { id: 1, name: 'Évolve Shaman', classId: 8, standardCore: null },
      { id: 2, name: 'Elemental Shaman', classId: 8, standardCore: null },
      { id: 3, name: 'evolve shaman', classId: 8, standardCore: null },
      { id: 4, name: 'Ezio Shaman', classId: 8, standardCore: null },
    ];
    expect(browseCatalogue(shamans, none, () => 0)[0]?.items.map((a) => a.id)).toEqual([
      2, 1, 3, 4,
    ]);
  });

  it('sorts by name, id or live popularity (most played first, ties by name)', () => {
    const mages = [
      { id: 40, name: 'Spell Mage', classId: 4, standardCore: null },
      { id: 8, name: 'arcane Mage', classId: 4, standardCore: null },
      { id: 23, name: 'Big Spell Mage', classId: 4, standardCore: null },
      { id: 15, name: 'Tempo Mage', classId: 4, standardCore: null },
    ];
    const order = (sort: 'name' | 'id' | 'popularity', pop: (id: number) => number) =>
      browseCatalogue(mages, { ...none, sort }, pop)[0]?.items.map((a) => a.id);
    expect(order('name', () => 0)).toEqual([8, 23, 40, 15]);
    expect(order('id', () => 0)).toEqual([8, 15, 23, 40]);
    const share: Record<number, number> = { 40: 0.1, 8: 0.05, 23: 0.3, 15: 0.1 };
    expect(order('popularity', (id) => share[id] ?? 0)).toEqual([23, 40, 15, 8]);
    // Sorting by name ignores popularity; one name twice goes by id.
    expect(order('name', (id) => share[id] ?? 0)).toEqual([8, 23, 40, 15]);
    const twins = [
      { id: 9, name: 'Aggro Mage', classId: 4, standardCore: null },
      { id: 3, name: 'aggro mage', classId: 4, standardCore: null },
    ];
    expect(browseCatalogue(twins, none, () => 0)[0]?.items.map((a) => a.id)).toEqual([3, 9]);
  });

  it('labels formats', () => {
    expect(formatLabel(2)).toBe('Standard');
    expect(formatLabel(1)).toBe('Format 1');
    expect(formatLabel(7)).toBe('Format 7');
  });
});
