import { describe, expect, it } from 'vitest';
import { testMatch as match } from '../test/fixtures.ts';
import { MatchStore } from './match-store.ts';
import { aggregate, archetypeRates, classRates, matchups, wilson } from './stats.ts';

describe('wilson', () => {
  it('matches known values', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    const one = wilson(1, 1);
    expect(one.low).toBeCloseTo(0.2065, 4);
    expect(one.high).toBeCloseTo(1, 6);
    const a = wilson(81, 91);
    expect(a.low).toBeCloseTo(0.8097, 3);
    expect(a.high).toBeCloseTo(0.9392, 3);
    const half = wilson(500, 1000);
    expect(half.low).toBeCloseTo(0.4691, 4);
    expect(half.high).toBeCloseTo(0.5309, 4);
  });

  it('always contains the observed rate and stays within [0, 1]', () => {
    for (const [w, n] of [
      [0, 5],
      [5, 5],
      [3, 7],
      [1, 1000],
    ] as const) {
      const { low, high } = wilson(w, n);
      expect(low).toBeGreaterThanOrEqual(0);
      expect(high).toBeLessThanOrEqual(1);
      expect(low).toBeLessThanOrEqual(w / n);
      expect(high).toBeGreaterThanOrEqual(w / n);
    }
  });
});

describe('selectors', () => {
  const store = new MatchStore();
  store.ingest(
    [
      match('1', 1, 2, true),
      match('2', 1, 2, true),
      match('3', 1, 2, false),
      match('4', 1, 1, true), // mirror
      match('5', 3, 1, true, 51, 51, 500, 2000), // legend; 3 is top 1000
      match('6', 99, 2, false, 45, 45), // 99: not in catalogue
    ],
    0,
  );
  const all = aggregate(store.buckets(), { bracket: 'all', windowMs: null }, 1000);
  const classOf = (id: number) => ({ 1: 4, 2: 4, 3: 9 })[id];

  it('excludes mirrors from win rates but counts them in popularity, and reports them', () => {
    const rows = archetypeRates(all);
    const one = rows.find((r) => r.archetype === 1);
    expect(one).toMatchObject({ games: 4, wins: 2, losses: 2, mirrorsExcluded: 1 });
    expect(one?.popularity).toBeCloseTo(6 / 12);
    expect(one?.winRate).toBeCloseTo(0.5);
  });

  it('keeps archetypes missing from the catalogue', () => {
    expect(archetypeRates(all).find((r) => r.archetype === 99)).toMatchObject({
      games: 1,
      wins: 0,
    });
  });

  it('counts each player in the bracket of their own rank', () => {
    const legend = aggregate(store.buckets(), { bracket: 'legend', windowMs: null }, 1000);
    expect(legend.totalSlots).toBe(2);
    const top = aggregate(store.buckets(), { bracket: 'top1000', windowMs: null }, 1000);
    expect(archetypeRates(top)).toEqual([
      expect.objectContaining({ archetype: 3, games: 1, wins: 1 }),
    ]);
    const diamond = aggregate(store.buckets(), { bracket: 'diamond', windowMs: null }, 1000);
    expect(diamond.totalSlots).toBe(2);
    const low = aggregate(store.buckets(), { bracket: 'bronze-platinum', windowMs: null }, 1000);
    expect(low.totalSlots).toBe(8);
  });

  it('groups by class, excluding class mirrors, with unknown archetypes in their own group', () => {
    const rows = classRates(all, classOf);
    const mage = rows.find((r) => r.classId === 4);
    // Mage (1 and 2) only played Mage except match 5 (lost to Warlock) and 6 (beat the unknown).
    expect(mage).toMatchObject({ games: 2, wins: 1 });
    expect(mage?.mirrorsExcluded).toBe(4);
    expect(rows.find((r) => r.classId === null)).toMatchObject({ games: 1, wins: 0 });
    expect(rows.find((r) => r.classId === 9)).toMatchObject({ games: 1, wins: 1 });
  });

  it('lists matchups of one archetype against each opponent', () => {
    expect(matchups(all, 1).sort((a, b) => a.opponent - b.opponent)).toEqual([
      expect.objectContaining({ opponent: 2, games: 3, wins: 2 }),
      expect.objectContaining({ opponent: 3, games: 1, wins: 0 }),
    ]);
  });
});
