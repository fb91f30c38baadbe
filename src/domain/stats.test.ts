import { describe, expect, it } from 'vitest';
import { MatchStore } from './match-store.ts';
import {
  aggregate,
  archetypeRates,
  classRates,
  createAggregateCache,
  matchups,
  wilson,
} from './stats.ts';

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

function match(
  id: string,
  a: number,
  b: number,
  aWon: boolean,
  rankA = 30,
  rankB = 30,
  legA: number | null = null,
  legB: number | null = null,
) {
  return {
    id,
    players: [
      { archetype: a, rank: rankA, legendRank: legA, won: aWon },
      { archetype: b, rank: rankB, legendRank: legB, won: !aWon },
    ] as const,
  };
}

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

describe('createAggregateCache', () => {
  it('always equals a full aggregation, through roll-ups, retention drops and window changes', () => {
    const store = new MatchStore({ retentionMs: 6 * 3_600_000 });
    const cached = createAggregateCache();
    let n = 0;
    const filters = [
      { bracket: 'all' as const, windowMs: null },
      { bracket: 'legend' as const, windowMs: null },
      { bracket: 'all' as const, windowMs: 3_600_000 },
      { bracket: 'diamond' as const, windowMs: 2 * 3_600_000 },
    ];
    const normalise = (agg: ReturnType<typeof aggregate>) => ({
      totalSlots: agg.totalSlots,
      archetypes: [...agg.archetypes].sort((x, y) => x[0] - y[0]),
      pairs: [...agg.pairs].sort((x, y) => x[0].localeCompare(y[0])),
    });
    for (let t = 0; t <= 10 * 3_600_000; t += 60_000) {
      const batch = Array.from({ length: 5 }, () => {
        const i = n++;
        return match(
          `c${i}`,
          1 + (i % 7),
          1 + ((i * 3) % 5),
          i % 3 === 0,
          i % 2 ? 51 : 45,
          i % 2 ? 51 : 30,
          i % 2 ? 100 + i : null,
          i % 2 ? 5000 : null,
        );
      });
      store.ingest(batch, t);
      if (t % (37 * 60_000) === 0) {
        for (const f of filters) {
          expect(normalise(cached(() => store.buckets(), store.version, f, t))).toEqual(
            normalise(aggregate(store.buckets(), f, t)),
          );
        }
      }
    }
  });
});
