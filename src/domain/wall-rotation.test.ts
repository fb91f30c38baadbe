import { describe, expect, it } from 'vitest';
import { gamesBetween } from '../test/synthetic-matches.ts';
import { classCharts } from './chart-rows.ts';
import { MatchStore } from './match-store.ts';
import { ALL_TIME, aggregate } from './stats.ts';
import { wallRotation, withLeaderEvery } from './wall-rotation.ts';

const CATALOGUE = new Map([
  [1, { id: 1, name: 'Spell Mage', classId: 4 }],
  [2, { id: 2, name: 'Tempo Mage', classId: 4 }],
  [3, { id: 3, name: 'Zoo Warlock', classId: 9 }],
]);
const lookup = (id: number) => CATALOGUE.get(id);

function aggOf(matches: ReturnType<typeof gamesBetween>) {
  const store = new MatchStore();
  store.ingest(matches, Date.now());
  return aggregate(store.buckets(), ALL_TIME, Date.now());
}

describe('wallRotation', () => {
  it('shows the top archetypes, the notable matchups, then each class', () => {
    const agg = aggOf([
      ...gamesBetween(1, 3, 80, 20),
      ...gamesBetween(2, 3, 30, 70),
      ...gamesBetween(1, 2, 50, 50),
    ]);
    const items = wallRotation(agg, lookup, classCharts(agg, lookup, 30), 30, 20);
    // At 20 s a slide the top archetypes come back after two others: never a minute away.
    expect(items.map((i) => i.key)).toEqual(['top', 'matchups', '4', 'top', '9']);
    // As on #/tiers: 65% (tier 1), then 45% (tier 3), then 40% (clearly below: tier 4).
    expect(items[0]?.rows.map((r) => r.name)).toEqual(['Spell Mage', 'Zoo Warlock', 'Tempo Mage']);
    // Its figure is the tier list's: the estimate (pulled from the observed 65 % towards the
    // field), with the tier in words.
    expect(items[0]?.rows[0]?.standing).toBe('clearly above 50%');
    expect(items[0]?.rows[1]?.standing).toBe('not yet clear');
    expect(items[0]?.rows[0]?.winPct).toBeLessThan(65);
    expect(items[0]?.rows[0]?.winPct).toBeGreaterThan(50);
    expect(items.map((i) => i.title)).toEqual([
      'Top archetypes, all classes',
      'Notable matchups, most played',
      'Mage archetypes',
      'Top archetypes, all classes',
      'Warlock archetypes',
    ]);
    expect(items[2]).toMatchObject({ title: 'Mage archetypes', classId: 4 });
    // A matchup's share is of all games: Spell Mage vs Zoo Warlock is 100 of 300.
    expect(items[1]?.rows[0]).toMatchObject({ name: 'Spell Mage vs Zoo Warlock' });
    expect(items[1]?.rows[0]?.popularity).toBeCloseTo(100 / 300, 10);
  });

  it('leaves out an item with fewer than two bars', () => {
    const agg = aggOf(gamesBetween(1, 3, 20, 20));
    const items = wallRotation(agg, lookup, classCharts(agg, lookup, 30), 30, 20);
    expect(items.map((i) => i.key)).toEqual(['top', '4', '9']);
    // At 10 s a slide, five others fit between two showings of the top; at 90 s, one.
    const ten = wallRotation(agg, lookup, classCharts(agg, lookup, 30), 30, 10);
    expect(ten.map((i) => i.key)).toEqual(['top', '4', '9']);
  });

  it('shows at most 8 top archetypes, and archetypes of no known class as such', () => {
    const many = Array.from({ length: 10 }, (_, i) => gamesBetween(20 + i, 1, 20 + i, 20));
    const agg = aggOf(many.flat());
    const items = wallRotation(agg, lookup, classCharts(agg, lookup, 30), 30, 20);
    expect(items[0]?.key).toBe('top');
    expect(items[0]?.rows).toHaveLength(8);
    expect(items.find((i) => i.key === 'unknown')).toMatchObject({
      title: 'Unknown archetypes',
      classId: null,
    });
  });

  it('leaves out the top item when one archetype alone has enough games', () => {
    const agg = aggOf([3, 4, 5, 6].flatMap((opponent) => gamesBetween(1, opponent, 5, 5)));
    const items = wallRotation(agg, lookup, classCharts(agg, lookup, 30), 30, 20);
    expect(items.map((i) => i.key)).toEqual(['4', '9', 'unknown']);
  });
});

describe('withLeaderEvery', () => {
  it('brings the leader back within a minute, whatever the slide time allows', () => {
    const others = ['a', 'b', 'c', 'd', 'e'];
    expect(withLeaderEvery('T', others, 20)).toEqual(['T', 'a', 'b', 'T', 'c', 'd', 'T', 'e']);
    expect(withLeaderEvery('T', others, 15)).toEqual(['T', 'a', 'b', 'c', 'T', 'd', 'e']);
    expect(withLeaderEvery('T', others, 90)).toEqual([
      'T',
      'a',
      'T',
      'b',
      'T',
      'c',
      'T',
      'd',
      'T',
      'e',
    ]);
    expect(withLeaderEvery('T', [], 20)).toEqual(['T']);
  });
});
