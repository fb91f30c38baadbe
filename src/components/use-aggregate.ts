// The statistics of the match store for one filter, recomputed once per store update and
// shared by every component that asks for the same filter.
import type { MatchStore } from '../domain/match-store.ts';
import { type Aggregate, createAggregateCache, type StatsFilter } from '../domain/stats.ts';
import { useRuntime, useStoreVersion } from './runtime.tsx';

const caches = new WeakMap<MatchStore, ReturnType<typeof createAggregateCache>>();

export function useAggregate(filter: StatsFilter): Aggregate {
  const { store } = useRuntime();
  const version = useStoreVersion();
  let cached = caches.get(store);
  if (!cached) {
    cached = createAggregateCache();
    caches.set(store, cached);
  }
  return cached(() => store.buckets(), version, filter, Date.now());
}
