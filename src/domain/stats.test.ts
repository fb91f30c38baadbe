import { describe, expect, it } from 'vitest';
import { testMatch as match } from '../test/fixtures.ts';
import { MatchStore } from './match-store.ts';
import { PairCounts } from './pair-counts.ts';
import { archetypeRates, classRates, matchups } from './rates.ts';
import { addBucket, aggregate, emptyAggregate, overlaps, pairOf, wilson } from './stats.ts';
import { windowMs } from './windows.ts';

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

describe('adding and removing buckets', () => {
  const bucket = (pairs: [string, number[]][]): Parameters<typeof addBucket>[1] => ({
    start: 0,
    width: 60_000,
    rev: 0,
    matches: 0,
    pairs: PairCounts.from(pairs),
  });
  const everyTier = [true, true, true, true];

  it('adds the slots of the tiers in the mask, per archetype and pair', () => {
    // Counters: per tier (bronze-platinum, diamond, legend, top1000) lost then won.
    const b = bucket([
      ['1:2', [1, 2, 0, 3, 0, 0, 4, 0]],
      ['2:2', [1, 1, 0, 0, 0, 0, 0, 0]],
    ]);
    const all = emptyAggregate();
    addBucket(all, b, everyTier, 1);
    expect(all.totalSlots).toBe(12);
    expect(pairOf(all, 1, 2)).toEqual({ games: 10, wins: 5 });
    expect(all.archetypes.get(2)).toEqual({ slots: 2, wins: 1, mirrorSlots: 2, mirrorWins: 1 });
    expect(pairOf(all, 2, 2)).toBeUndefined();
    const top = emptyAggregate();
    addBucket(top, b, [false, false, false, true], 1);
    expect(pairOf(top, 1, 2)).toEqual({ games: 4, wins: 0 });
    expect(top.archetypes.has(2)).toBe(false);
  });

  it('removes what it added, leaving nothing behind', () => {
    const b = bucket([
      ['1:2', [1, 2, 0, 3, 0, 0, 4, 0]],
      ['3:3', [2, 2, 0, 0, 0, 0, 0, 0]],
    ]);
    const agg = emptyAggregate();
    addBucket(agg, b, everyTier, 1);
    addBucket(agg, b, everyTier, -1);
    expect(agg).toEqual(emptyAggregate());
  });

  it('counts a bucket as in a window while any of it is', () => {
    const b = { start: 60_000, width: 60_000 };
    expect(overlaps(b as never, 119_999)).toBe(true);
    expect(overlaps(b as never, 120_000)).toBe(false);
  });

  it('knows the length of each window', () => {
    expect(windowMs('1h')).toBe(3_600_000);
    expect(windowMs('all')).toBeNull();
  });
});

describe('rates with no games', () => {
  it('has no win rate and no popularity where nothing was played', () => {
    const agg = emptyAggregate();
    agg.totalSlots = 0;
    agg.archetypes.set(9, { slots: 2, wins: 1, mirrorSlots: 2, mirrorWins: 1 });
    const [row] = archetypeRates(agg);
    // Mirrors are counted in matches: two slots, one match.
    expect(row).toMatchObject({ games: 0, winRate: null, popularity: 0, mirrorsExcluded: 1 });
  });

  it('leaves class mirrors out of a class win rate but not mirrors of unknown classes', () => {
    const agg = emptyAggregate();
    agg.totalSlots = 20;
    agg.pairs.set(1, new Map([[2, { games: 6, wins: 4 }]]));
    agg.pairs.set(3, new Map([[4, { games: 4, wins: 1 }]]));
    agg.archetypes.set(1, { slots: 6, wins: 4, mirrorSlots: 0, mirrorWins: 0 });
    agg.archetypes.set(3, { slots: 4, wins: 1, mirrorSlots: 0, mirrorWins: 0 });
    // 1 and 2 are both Mage: a class mirror. 3 and 4 have no known class.
    const classOf = (id: number) => (id <= 2 ? 4 : undefined);
    const rows = classRates(agg, classOf);
    expect(rows.find((r) => r.classId === 4)).toMatchObject({ games: 0, mirrorsExcluded: 3 });
    expect(rows.find((r) => r.classId === null)).toMatchObject({ games: 4, wins: 1 });
  });

  it('gives a matchup with no games a zero rate', () => {
    const agg = emptyAggregate();
    agg.pairs.set(1, new Map([[2, { games: 0, wins: 0 }]]));
    expect(matchups(agg, 1)[0]).toMatchObject({ games: 0, winRate: 0 });
  });
});
