import { describe, expect, it } from 'vitest';
import { gamesBetween } from '../test/synthetic-matches.ts';
import { HOUR } from './buckets.ts';
import { MatchStore } from './match-store.ts';
import { aggregate } from './stats.ts';
import {
  benjaminiHochberg,
  gamesWithin,
  markTrends,
  normalTail,
  recentSpanMs,
  spanLabel,
  TREND_MIN_GAMES,
  twoProportionZ,
} from './trend-test.ts';

describe('the test statistic', () => {
  it('is the pooled two-proportion z statistic', () => {
    // 60/100 against 40/100: pooled 0.5, se = sqrt(0.25 * 0.02) = 0.0707.
    expect(twoProportionZ(60, 100, 40, 100)).toBeCloseTo(2.828, 3);
    expect(twoProportionZ(5, 10, 0, 0)).toBe(0);
    expect(twoProportionZ(0, 10, 0, 10)).toBe(0);
  });

  it('gives normal tail probabilities to within 1e-7', () => {
    expect(normalTail(0)).toBeCloseTo(0.5, 6);
    expect(normalTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(normalTail(-1.959964)).toBeCloseTo(0.975, 6);
    expect(normalTail(3.290527)).toBeCloseTo(0.0005, 6);
  });
});

describe('Benjamini–Hochberg', () => {
  it('keeps the p-values under the step-up line i/m · q', () => {
    // Sorted: 0.001 ≤ 0.0125, 0.008 ≤ 0.025, 0.039 > 0.0375, 0.041 ≤ 0.05: all four found,
    // because the largest p under its line carries every smaller one with it.
    expect(benjaminiHochberg([0.041, 0.001, 0.039, 0.008], 0.05)).toEqual([true, true, true, true]);
    expect(benjaminiHochberg([0.2, 0.001, 0.039, 0.008], 0.05)).toEqual([false, true, false, true]);
    expect(benjaminiHochberg([], 0.05)).toEqual([]);
  });

  it('does not mark a lone p of 0.01 among 60 tests, as a 95% test each would', () => {
    const p: number[] = Array.from({ length: 60 }, (_, i) => (i === 7 ? 0.01 : 0.5));
    expect(benjaminiHochberg(p, 0.05).some(Boolean)).toBe(false);
    p[7] = 0.0005;
    expect(benjaminiHochberg(p, 0.05)[7]).toBe(true);
  });
});

describe('markTrends', () => {
  const side = (games: number, wins: number) => ({ games, wins });

  it('marks a clear change either way and tests every archetype together', () => {
    const { trends, tested } = markTrends(
      new Map([
        [1, { recent: side(300, 200), earlier: side(300, 140) }],
        [2, { recent: side(300, 120), earlier: side(300, 180) }],
        [3, { recent: side(300, 155), earlier: side(300, 150) }],
      ]),
    );
    expect(tested).toBe(3);
    expect([trends.get(1), trends.get(2), trends.get(3)]).toEqual(['rising', 'falling', null]);
  });

  it('needs the floor of games on both sides: a faller with few recent games is untested', () => {
    const few = TREND_MIN_GAMES - 1;
    const { trends, tested } = markTrends(
      new Map([
        [1, { recent: side(few, 10), earlier: side(1000, 600) }],
        [2, { recent: side(1000, 600), earlier: side(few, 10) }],
        [3, { recent: undefined, earlier: side(1000, 600) }],
      ]),
    );
    expect(tested).toBe(0);
    expect([...trends.values()]).toEqual([]);
  });

  it('does not mark p = 0.01 when 60 archetypes are tested', () => {
    // z ≈ 2.58 (p ≈ 0.01) for archetype 0, the other 59 unchanged.
    const sides = new Map(
      Array.from({ length: 60 }, (_, id) => [
        id,
        id === 0
          ? { recent: side(1000, 557), earlier: side(1000, 500) }
          : { recent: side(1000, 500), earlier: side(1000, 500) },
      ]),
    );
    expect(markTrends(sides).trends.get(0)).toBeNull();
  });
});

describe('the recent span', () => {
  it('is the shortest span holding 2,000 games, shorter than the window, with games before it', () => {
    const perHour = (n: number) => (ms: number) => (ms / HOUR) * n;
    // 1,000 games an hour: 3 hours hold 3,000.
    expect(recentSpanMs(perHour(1000), 24_000, null)).toBe(3 * HOUR);
    // 250 an hour: 6 hours hold 1,500, 12 hours 3,000.
    expect(recentSpanMs(perHour(250), 6_000, 24 * HOUR)).toBe(12 * HOUR);
    // 60 an hour over 24 hours (1,440 games): half is 720, reached at 12 hours.
    expect(recentSpanMs(perHour(60), 1_440, 24 * HOUR)).toBe(12 * HOUR);
    // A window no longer than 3 hours has no earlier hours to compare.
    expect(recentSpanMs(perHour(1000), 3_000, 3 * HOUR)).toBeNull();
    // Every game within 3 hours (a fresh tab): nothing before, nothing to compare.
    expect(recentSpanMs(() => 500, 500, null)).toBeNull();
  });

  it('stops at the first span holding half of a small window, however the games spread after it', () => {
    // 1,000 games, most of them in the last 6 hours: 6 hours hold half.
    const uneven = new Map([
      [3 * HOUR, 100],
      [6 * HOUR, 600],
      [12 * HOUR, 700],
      [24 * HOUR, 900],
    ]);
    expect(recentSpanMs((ms) => uneven.get(ms) ?? 1_000, 1_000, null)).toBe(6 * HOUR);
  });

  it('counts games as the aggregate over the same span does', () => {
    const store = new MatchStore({ retentionMs: 48 * HOUR });
    const now = Date.UTC(2026, 10, 24, 12, 30);
    store.ingest(gamesBetween(1, 2, 30, 20), now - 10 * HOUR);
    store.ingest(gamesBetween(1, 2, 5, 5), now - 2 * HOUR);
    store.ingest(gamesBetween(1, 2, 1, 1), now);
    store.prune(now, true);
    for (const ms of [HOUR, 3 * HOUR, 12 * HOUR]) {
      const agg = aggregate(store.buckets(), { bracket: 'all', windowMs: ms }, now);
      expect(gamesWithin(store.buckets(), 'all', ms, now)).toBe(agg.totalSlots / 2);
    }
    expect(gamesWithin(store.buckets(), 'all', 3 * HOUR, now)).toBe(12);
    expect(gamesWithin(store.buckets(), 'legend', 3 * HOUR, now)).toBe(0);
  });

  it('is named in hours, or in days from 48 hours', () => {
    expect(spanLabel(3 * HOUR)).toBe('the last 3 hours');
    expect(spanLabel(24 * HOUR)).toBe('the last 24 hours');
    expect(spanLabel(96 * HOUR)).toBe('the last 4 days');
  });
});

describe('edges of the trend rules', () => {
  it('treats a side without games as no evidence, and a p exactly on the line as found', () => {
    expect(twoProportionZ(0, 0, 5, 10)).toBe(0);
    expect(benjaminiHochberg([0.05], 0.05)).toEqual([true]);
    expect(benjaminiHochberg([0.02, 0.05], 0.05)).toEqual([true, true]);
  });

  it('tests an archetype with exactly the floor of games on each side', () => {
    const side = { games: TREND_MIN_GAMES, wins: TREND_MIN_GAMES / 2 };
    expect(markTrends(new Map([[1, { recent: side, earlier: side }]])).tested).toBe(1);
  });

  it('stops at the first span holding exactly what it wants', () => {
    const held = new Map([
      [3 * HOUR, 2_000],
      [6 * HOUR, 4_000],
    ]);
    expect(recentSpanMs((ms) => held.get(ms) ?? 10_000, 20_000, null)).toBe(3 * HOUR);
  });

  it('names 2 days and more in days only when they are whole days', () => {
    expect(spanLabel(48 * HOUR)).toBe('the last 2 days');
    expect(spanLabel(60 * HOUR)).toBe('the last 60 hours');
  });

  it('counts a bucket again once it changed, and a bracket by its own slots', () => {
    const store = new MatchStore({ retentionMs: 48 * HOUR });
    const now = Date.UTC(2026, 10, 24, 12, 30);
    const legend = { rank: 51, legendRank: 100 };
    store.ingest(gamesBetween(1, 2, 3, 1, legend), now);
    expect(gamesWithin(store.buckets(), 'all', HOUR, now)).toBe(4);
    // Player 1 at rank 40, player 2 in legend: legend holds one slot of each game.
    expect(gamesWithin(store.buckets(), 'legend', HOUR, now)).toBe(2);
    store.ingest(gamesBetween(1, 2, 2, 0), now);
    expect(gamesWithin(store.buckets(), 'all', HOUR, now)).toBe(6);
    expect(gamesWithin(store.buckets(), 'legend', HOUR, now)).toBe(2);
  });
});
