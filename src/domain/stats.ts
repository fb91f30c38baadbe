// Pure statistics over the match store's buckets: sums of the buckets in a window and a rank
// bracket (an Aggregate), the Wilson interval, and the bracket and window filters (windows.ts).
import { type Bucket, tierMask } from './buckets.ts';
import type { Bracket } from './ranks.ts';

export interface StatsFilter {
  bracket: Bracket;
  /** null = everything the store holds ("since start", within retention). */
  windowMs: number | null;
}

/** Every bracket, everything the store holds: the live figures of catalogue screens. */
export const ALL_TIME: StatsFilter = { bracket: 'all', windowMs: null };

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval (95% by default). 0 of 0 gives the uninformative [0, 1]. */
export function wilson(wins: number, games: number, z = 1.959964): Interval {
  if (games <= 0) return { low: 0, high: 1 };
  const p = wins / games;
  const z2 = z * z;
  const denominator = 1 + z2 / games;
  const centre = (p + z2 / (2 * games)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface ArchetypeTally {
  /** Player slots: every game this archetype took part in, mirrors included. */
  slots: number;
  wins: number;
  /** Slots in mirror matches (both players on this archetype). */
  mirrorSlots: number;
  mirrorWins: number;
}

export interface PairTally {
  games: number;
  wins: number;
}

export interface Aggregate {
  totalSlots: number;
  archetypes: Map<number, ArchetypeTally>;
  /** Archetype a → opponent b (b ≠ a) → games and wins of a against b. */
  pairs: Map<number, Map<number, PairTally>>;
}

/** Games and wins of a against b; undefined when they have not met (or a = b). */
export function pairOf(agg: Aggregate, a: number, b: number): PairTally | undefined {
  return agg.pairs.get(a)?.get(b);
}

export function emptyAggregate(): Aggregate {
  return { totalSlots: 0, archetypes: new Map(), pairs: new Map() };
}

/**
 * Adds (sign 1) or removes (sign -1) one bucket's slots in the bracket to an aggregate. With
 * `base`, the aggregate `target` was copied from (`copyOnWrite`): a tally or an archetype's
 * opponents that target still shares with it is copied before it changes, so base never does.
 */
export function addBucket(
  target: Aggregate,
  bucket: Bucket,
  mask: readonly boolean[],
  sign: 1 | -1,
  base?: Aggregate,
): void {
  bucket.pairs.forEach((a, b, counts, at) => {
    let games = 0;
    let wins = 0;
    for (let t = 0; t < 4; t++) {
      if (!mask[t]) continue;
      const lost = counts[at + t * 2] ?? 0;
      const won = counts[at + t * 2 + 1] ?? 0;
      games += lost + won;
      wins += won;
    }
    if (games === 0) return;
    games *= sign;
    wins *= sign;
    target.totalSlots += games;
    let tally = target.archetypes.get(a);
    if (!tally) {
      tally = { slots: 0, wins: 0, mirrorSlots: 0, mirrorWins: 0 };
      target.archetypes.set(a, tally);
    } else if (base?.archetypes.get(a) === tally) {
      tally = { ...tally };
      target.archetypes.set(a, tally);
    }
    tally.slots += games;
    tally.wins += wins;
    if (a === b) {
      tally.mirrorSlots += games;
      tally.mirrorWins += wins;
    } else {
      let opponents = target.pairs.get(a);
      if (!opponents) {
        opponents = new Map();
        target.pairs.set(a, opponents);
      } else if (base?.pairs.get(a) === opponents) {
        opponents = new Map(opponents);
        target.pairs.set(a, opponents);
      }
      let pair = opponents.get(b);
      if (pair && base?.pairs.get(a)?.get(b) === pair) {
        pair = { ...pair };
        opponents.set(b, pair);
      }
      if (pair) {
        pair.games += games;
        pair.wins += wins;
        if (pair.games === 0) {
          opponents.delete(b);
          if (opponents.size === 0) target.pairs.delete(a);
        }
      } else opponents.set(b, { games, wins });
    }
    if (tally.slots === 0) target.archetypes.delete(a);
  });
}

export function cloneAggregate(agg: Aggregate): Aggregate {
  return {
    totalSlots: agg.totalSlots,
    archetypes: new Map([...agg.archetypes].map(([k, t]) => [k, { ...t }])),
    pairs: new Map(
      [...agg.pairs].map(([a, opponents]) => [
        a,
        new Map([...opponents].map(([b, p]) => [b, { ...p }])),
      ]),
    ),
  };
}

/**
 * A copy of `agg` that shares its tallies: cheap whatever its size. Changed only by `addBucket`
 * with `agg` as its base, which copies what it changes.
 */
export function copyOnWrite(agg: Aggregate): Aggregate {
  return {
    totalSlots: agg.totalSlots,
    archetypes: new Map(agg.archetypes),
    pairs: new Map(agg.pairs),
  };
}

export const overlaps = (bucket: Bucket, from: number) => bucket.start + bucket.width > from;

export function windowStart(filter: StatsFilter, now: number): number {
  return filter.windowMs === null ? Number.NEGATIVE_INFINITY : now - filter.windowMs;
}

/** Sums the buckets that overlap the window, counting only slots in the bracket. */
export function aggregate(buckets: readonly Bucket[], filter: StatsFilter, now: number): Aggregate {
  const mask = tierMask(filter.bracket);
  const from = windowStart(filter, now);
  const result = emptyAggregate();
  for (const bucket of buckets) if (overlaps(bucket, from)) addBucket(result, bucket, mask, 1);
  return result;
}
