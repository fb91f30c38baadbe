import { describe, expect, it } from 'vitest';
import { gamesBetween } from '../test/synthetic-matches.ts';
import { type Bucket, HOUR, MINUTE } from './buckets.ts';
import { DAY } from './history-format.ts';
import { MatchStore } from './match-store.ts';
import { PairCounts } from './pair-counts.ts';
import { wilson } from './stats.ts';
import { trendSeries } from './trend.ts';

const games = (a: number, b: number, wins: number, losses: number) =>
  gamesBetween(a, b, wins, losses, { rank: 51, legendRank: 100 });

const T = Date.UTC(2026, 10, 23, 10);

describe('trendSeries', () => {
  it('gives an archetype one point per hour with games, win rate, interval and popularity', () => {
    const store = new MatchStore({ retentionMs: 10 * DAY });
    store.ingest(games(1, 2, 6, 4), T + 5 * MINUTE);
    store.ingest(games(1, 2, 2, 8), T + 50 * MINUTE);
    store.ingest(games(3, 2, 5, 5), T + HOUR + 10 * MINUTE);
    const series = trendSeries(
      store.buckets(),
      { kind: 'archetype', id: 1 },
      {
        bracket: 'all',
        from: T - HOUR,
      },
    );
    expect(series).toEqual([
      {
        start: T,
        width: HOUR,
        games: 20,
        wins: 8,
        winRate: 0.4,
        interval: wilson(8, 20),
        popularity: 0.5,
      },
      // The next hour has games, none of archetype 1: a point with none.
      {
        start: T + HOUR,
        width: HOUR,
        games: 0,
        wins: 0,
        winRate: null,
        interval: { low: 0, high: 1 },
        popularity: 0,
      },
    ]);
  });

  it('follows the bracket, the window and a class', () => {
    const store = new MatchStore({ retentionMs: 10 * DAY });
    store.ingest(games(1, 2, 6, 4), T);
    store.ingest(games(1, 2, 3, 1), T + 3 * HOUR);
    const classOf = (a: number) => (a === 1 ? 4 : 9);
    const legend = trendSeries(
      store.buckets(),
      { kind: 'class', id: 9, classOf },
      {
        bracket: 'legend',
        from: T - HOUR,
      },
    );
    expect(legend.map((p) => [p.games, p.wins])).toEqual([
      [10, 4],
      [4, 1],
    ]);
    // In every bracket, where both classes have games: still the one asked for.
    const warlock = trendSeries(
      store.buckets(),
      { kind: 'class', id: 9, classOf },
      { bracket: 'all', from: T - HOUR },
    );
    expect(warlock.map((p) => [p.games, p.wins])).toEqual([
      [10, 4],
      [4, 1],
    ]);
    const late = trendSeries(
      store.buckets(),
      { kind: 'archetype', id: 1 },
      {
        bracket: 'all',
        from: T + 2 * HOUR,
      },
    );
    expect(late.map((p) => p.start)).toEqual([T + 3 * HOUR]);
  });

  it('makes one point of a day bucket', () => {
    const day: Bucket = {
      start: Date.UTC(2026, 10, 20),
      width: DAY,
      rev: 0,
      matches: 1,
      pairs: PairCounts.from([['1:2', [1, 2, 0, 0, 0, 0, 0, 0]]]),
    };
    const series = trendSeries([day], { kind: 'archetype', id: 1 }, { bracket: 'all', from: 0 });
    expect(series).toMatchObject([{ start: day.start, width: DAY, games: 3, wins: 2 }]);
  });

  it('puts points oldest first, and none for a span without games', () => {
    const day = (start: number, counts: number[]): Bucket => ({
      start,
      width: DAY,
      rev: 0,
      matches: 1,
      pairs: PairCounts.from(counts.length > 0 ? [['1:2', counts]] : []),
    });
    const series = trendSeries(
      [
        day(Date.UTC(2026, 10, 21), [1, 0, 0, 0, 0, 0, 0, 0]),
        day(Date.UTC(2026, 10, 19), []),
        day(Date.UTC(2026, 10, 20), [0, 1, 0, 0, 0, 0, 0, 0]),
      ],
      { kind: 'archetype', id: 1 },
      { bracket: 'all', from: 0 },
    );
    expect(series.map((p) => [p.start, p.wins])).toEqual([
      [Date.UTC(2026, 10, 20), 1],
      [Date.UTC(2026, 10, 21), 0],
    ]);
  });
});
