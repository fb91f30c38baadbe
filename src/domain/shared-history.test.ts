import { describe, expect, it } from 'vitest';
import { gamesBetween } from '../test/synthetic-matches.ts';
import { type Bucket, HOUR, MINUTE, newBucket } from './buckets.ts';
import { PairCounts } from './pair-counts.ts';
import { SharedHistory } from './shared-history.ts';

const T = Date.UTC(2026, 10, 24, 10);
const withGames = (start: number, width: number): Bucket =>
  newBucket(start, width, 1, PairCounts.from([['1:2', [1, 0, 0, 0, 0, 0, 0, 0]]]));

describe('SharedHistory', () => {
  it('sorts its buckets, starts where the first with games starts, and counts live from the minute of asOf', () => {
    const h = new SharedHistory({
      buckets: [withGames(T + HOUR, HOUR), newBucket(T - HOUR, HOUR), withGames(T, HOUR)],
      asOf: T + HOUR + 30 * MINUTE + 15_000,
      recentIds: ['a'],
    });
    expect(h.buckets.map((b) => b.start)).toEqual([T - HOUR, T, T + HOUR]);
    expect(h.info).toEqual({
      asOf: T + HOUR + 30 * MINUTE + 15_000,
      since: T,
      liveFrom: T + HOUR + 30 * MINUTE,
    });
  });

  it('counts a match as its own only from liveFrom on, and only by its recent ids', () => {
    const h = new SharedHistory({
      buckets: [],
      asOf: T,
      recentIds: [gamesBetween(1, 2, 1, 0)[0]?.id ?? ''],
    });
    const id = [...h.ids][0] ?? '';
    expect(h.counted({ id, seenAt: T })).toBe(true);
    expect(h.counted({ id, seenAt: T - 1 })).toBe(false);
    expect(h.counted({ id: 'other', seenAt: T })).toBe(false);
  });

  it('forgets buckets that ended by the oldest time kept, and moves its start', () => {
    const h = new SharedHistory({
      buckets: [withGames(T - 2 * HOUR, HOUR), withGames(T - HOUR, HOUR), withGames(T, HOUR)],
      asOf: T + HOUR,
      recentIds: [],
    });
    const before = h.buckets;
    h.prune(T - 2 * HOUR);
    expect(h.buckets).toBe(before);
    h.prune(T - HOUR);
    expect(h.buckets.map((b) => b.start)).toEqual([T - HOUR, T]);
    expect(h.info.since).toBe(T - HOUR);
    h.prune(T + 30 * MINUTE);
    expect(h.buckets.map((b) => b.start)).toEqual([T]);
  });

  it("adds the screen's own buckets that end after liveFrom, oldest first, a wider bucket first", () => {
    const h = new SharedHistory({
      buckets: [withGames(T, HOUR)],
      asOf: T + 10 * MINUTE,
      recentIds: [],
    });
    const own = [
      newBucket(T + 12 * MINUTE, MINUTE),
      newBucket(T + 9 * MINUTE, MINUTE),
      newBucket(T + 10 * MINUTE, MINUTE),
      newBucket(T, MINUTE),
    ];
    const merged = h.withOwn(own);
    expect(merged.map((b) => [b.start - T, b.width])).toEqual([
      [0, HOUR],
      [10 * MINUTE, MINUTE],
      [12 * MINUTE, MINUTE],
    ]);
  });
});
