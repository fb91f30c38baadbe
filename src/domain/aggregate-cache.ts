// Aggregates for screens that recompute on every poll, kept incrementally: only new buckets
// are added per call, so a poll never redoes the whole retention window.
import { type Bucket, HOUR, tierMask } from './buckets.ts';
import {
  type Aggregate,
  addBucket,
  cloneAggregate,
  copyOnWrite,
  emptyAggregate,
  overlaps,
  type StatsFilter,
  windowStart,
} from './stats.ts';

/**
 * Aggregates for screens that recompute on every poll, without redoing the whole retention
 * window each time. Hour buckets other than the newest never change (only the newest receives
 * roll-ups), so their sum is kept per (bracket, window) and updated by adding buckets that
 * become stable and subtracting those that leave the window; each call then adds only the
 * newest hour and the minute buckets. Results are also remembered by store version, so every
 * chart of a screen shares one computation.
 */
export function createAggregateCache(size = 8) {
  const results = new Map<string, Aggregate>();
  const stable = new Map<string, { agg: Aggregate; members: Map<Bucket, number> }>();
  return (
    buckets: () => readonly Bucket[],
    version: number,
    filter: StatsFilter,
    now: number,
  ): Aggregate => {
    const key = `${version}|${filter.bracket}|${filter.windowMs}`;
    const hit = results.get(key);
    if (hit) return hit;
    const mask = tierMask(filter.bracket);
    const from = windowStart(filter, now);
    const all = buckets();
    let newestHour = Number.NEGATIVE_INFINITY;
    for (const b of all) if (b.width === HOUR) newestHour = Math.max(newestHour, b.start);
    // Day buckets (published history) never change either.
    const isStable = (b: Bucket) =>
      b.width >= HOUR && !(b.width === HOUR && b.start === newestHour) && overlaps(b, from);

    const stableKey = `${filter.bracket}|${filter.windowMs}`;
    let entry = stable.get(stableKey);
    // A member whose revision moved is not stable after all (a restore, say): start over.
    if (entry && [...entry.members].some(([b, rev]) => b.rev !== rev)) entry = undefined;
    if (!entry) {
      entry = { agg: emptyAggregate(), members: new Map() };
      stable.set(stableKey, entry);
    }
    const wanted = new Set(all.filter(isStable));
    const leaving = [...entry.members.keys()].filter((b) => !wanted.has(b));
    const joining = [...wanted].filter((b) => !entry.members.has(b));
    if (leaving.length + joining.length > 0) {
      // Results handed out share this sum's tallies: it changes as a copy of its own.
      entry.agg = cloneAggregate(entry.agg);
      for (const b of leaving) {
        addBucket(entry.agg, b, mask, -1);
        entry.members.delete(b);
      }
      for (const b of joining) {
        addBucket(entry.agg, b, mask, 1);
        entry.members.set(b, b.rev);
      }
    }

    // The stable sum shared, and only what the newest buckets touch copied: a poll's result
    // costs what those buckets hold, not the size of the sum.
    const value = copyOnWrite(entry.agg);
    for (const b of all) {
      if (!wanted.has(b) && overlaps(b, from)) addBucket(value, b, mask, 1, entry.agg);
    }
    results.set(key, value);
    if (results.size > size) results.delete(results.keys().next().value as string);
    return value;
  };
}
