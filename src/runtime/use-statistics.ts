// The statistics screens draw, shared between callers and computed one painted frame after the
// live rows.

import { useMemo, useSyncExternalStore } from 'react';
import { createAggregateCache } from '../domain/aggregate-cache.ts';
import type { Bucket } from '../domain/buckets.ts';
import type { MatchStore } from '../domain/match-store.ts';
import type { Bracket } from '../domain/ranks.ts';
import type { Aggregate, StatsFilter } from '../domain/stats.ts';
import { type TrendPoint, type TrendSubject, trendSeries } from '../domain/trend.ts';
import { useAfterPaint } from './after-paint.ts';
import { useRuntime } from './context.ts';

const aggregateCaches = new WeakMap<MatchStore, ReturnType<typeof createAggregateCache>>();

/**
 * The store's statistics version (`MatchStore.statisticsVersion`: not moved by an answer that
 * brings nothing new within the minute), one painted frame after the live rows.
 */
function useStatisticsVersion(): number {
  const { store } = useRuntime();
  return useAfterPaint(useSyncExternalStore(store.subscribe, () => store.statisticsVersion));
}

/**
 * The statistics for one filter, recomputed once per change of what they count and shared by callers,
 * after the frame that shows the poll's new rows (`useAfterPaint`): a poll landing never makes
 * one long task, or one long frame, of ingesting, the live list and every statistic.
 */
export function useAggregate(filter: StatsFilter): Aggregate {
  return useAggregator().aggregateOf(filter);
}

/**
 * The same shared, deferred statistics for any filter a screen derives from the data (the
 * ranking's trend span): `aggregateOf` changes once per statistics version, so it can key a memo.
 */
export function useAggregator(): {
  aggregateOf: (filter: StatsFilter) => Aggregate;
  buckets: () => readonly Bucket[];
} {
  const { store } = useRuntime();
  const version = useStatisticsVersion();
  return useMemo(() => {
    let cached = aggregateCaches.get(store);
    if (!cached) {
      cached = createAggregateCache();
      aggregateCaches.set(store, cached);
    }
    const cache = cached;
    const buckets = () => store.buckets();
    return {
      aggregateOf: (filter: StatsFilter) => cache(buckets, version, filter, Date.now()),
      buckets,
    };
  }, [store, version]);
}

/**
 * Per-hour points of an archetype's or a class's win rate and popularity over the last
 * `windowMs` (trend.ts), recomputed with the statistics version; `subjectKey` names the subject
 * for memoisation.
 */
export function useTrend(
  subject: TrendSubject | null,
  subjectKey: string,
  bracket: Bracket,
  windowMs: number,
): TrendPoint[] {
  const { store } = useRuntime();
  const version = useStatisticsVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the subject is named by subjectKey; version stands for the store's content.
  return useMemo(
    () =>
      subject
        ? trendSeries(store.buckets(), subject, { bracket, from: Date.now() - windowMs })
        : [],
    [store, version, subjectKey, bracket, windowMs],
  );
}
