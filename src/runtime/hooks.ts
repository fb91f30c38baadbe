// How screens read the runtime: the context, snapshot-safe reads of the store and the poll
// record, the one connection state, the catalogue and card indexes, and shared aggregates.

import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { cardsQueryOptions, selectCardIndex } from '../api/cards.ts';
import { catalogueQueryOptions, selectArchetypeIndex } from '../api/queries.ts';
import { createAggregateCache } from '../domain/aggregate-cache.ts';
import type { Bucket } from '../domain/buckets.ts';
import { type Connection, connectionState, type PollRecord } from '../domain/connection.ts';
import { depthLabel } from '../domain/format.ts';
import { liveVia } from '../domain/live-source.ts';
import type { MatchStore, SeenMatch } from '../domain/match-store.ts';
import type { Bracket } from '../domain/ranks.ts';
import type { Aggregate, StatsFilter } from '../domain/stats.ts';
import { type TrendPoint, type TrendSubject, trendSeries } from '../domain/trend.ts';
import { useAfterPaint } from './after-paint.ts';
import type { Runtime } from './runtime.ts';

export const RuntimeContext = createContext<Runtime | null>(null);

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside RuntimeContext');
  return runtime;
}

/** Re-renders on every store change; returns the store's version for memo keys. */
export function useStoreVersion(): number {
  const { store } = useRuntime();
  return useSyncExternalStore(store.subscribe, () => store.version);
}

/**
 * A value read from the store, computed once per store version and stable until the next: a
 * render never sees the store half-way through an update. `select` must depend on the store
 * alone (a module-level function), since it is not re-run until the store changes.
 */
export function useStoreSnapshot<T>(select: (store: MatchStore) => T): T {
  const { store } = useRuntime();
  const cache = useRef<{ store: MatchStore; version: number; value: T } | null>(null);
  const getSnapshot = () => {
    const cached = cache.current;
    if (cached && cached.store === store && cached.version === store.version) return cached.value;
    const value = select(store);
    cache.current = { store, version: store.version, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot);
}

const selectRecent = (store: MatchStore) => store.recent();
const selectSeen = (store: MatchStore) => store.counters.matchesSeen;

/** The recent matches, newest first. */
export function useRecentMatches(): readonly SeenMatch[] {
  return useStoreSnapshot(selectRecent);
}

/** Distinct matches seen since this screen started (restored ones included). */
export function useMatchesSeen(): number {
  return useStoreSnapshot(selectSeen);
}

export function usePollRecord(): PollRecord {
  const { tracker } = useRuntime();
  return useSyncExternalStore(tracker.subscribe, tracker.getRecord);
}

export function useHistoryStatus() {
  const { history } = useRuntime();
  return useSyncExternalStore(history.subscribe, history.getStatus);
}

const selectHistoryInfo = (store: MatchStore) => store.historyInfo();

/** What the store holds from the shared history (null: this screen's own matches only). */
export function useHistoryInfo() {
  return useStoreSnapshot(selectHistoryInfo);
}

const selectDepth = (store: MatchStore) =>
  depthLabel(store.historyInfo(), store.startedAt, Date.now());

/** "History since 14:00 + live" or "This screen only": shown beside every figure. */
export function useDataDepth(): string {
  return useStoreSnapshot(selectDepth);
}

export function useStorageStatus() {
  const { persistence } = useRuntime();
  return useSyncExternalStore(persistence.subscribe, persistence.getStatus);
}

/** The current time, refreshed every `everyMs`; one timer per caller, cleared on unmount. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The one connection state shared by the whole UI, re-evaluated every second. */
export function useConnection(): Connection {
  const { config } = useRuntime();
  const record = usePollRecord();
  const online = useBrowserOnline();
  const now = useNow(1000);
  return {
    state: connectionState(record, now, config.pollIntervalMs, online),
    record,
    now,
    via: liveVia(config),
  };
}

/** The catalogue by archetype id (undefined until it is loaded), polled by the runtime. */
export function useArchetypeIndex() {
  const { config } = useRuntime();
  return useQuery({ ...catalogueQueryOptions(config), select: selectArchetypeIndex });
}

/**
 * Card data by dbfId, for screens that show cards: the saved copy is read from storage first
 * (only now, never at start-up), then fetched if it is missing or older than a week.
 */
export function useCardIndex() {
  const runtime = useRuntime();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void runtime.restoreSaved(runtime.saved.cards).then(() => {
      if (live) setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  const options = cardsQueryOptions(runtime.config);
  return useQuery({ ...options, enabled: options.enabled && restored, select: selectCardIndex });
}

const aggregateCaches = new WeakMap<MatchStore, ReturnType<typeof createAggregateCache>>();

/** The store's version as the statistics see it: one painted frame after the live rows. */
function useStatisticsVersion(): number {
  return useAfterPaint(useStoreVersion());
}

/**
 * The statistics for one filter, recomputed once per store update and shared by callers,
 * after the frame that shows the poll's new rows (`useAfterPaint`): a poll landing never makes
 * one long task, or one long frame, of ingesting, the live list and every statistic.
 */
export function useAggregate(filter: StatsFilter): Aggregate {
  return useAggregator().aggregateOf(filter);
}

/**
 * The same shared, deferred statistics for any filter a screen derives from the data (the
 * ranking's trend span): `aggregateOf` changes once per store update, so it can key a memo.
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
 * `windowMs` (trend.ts), recomputed when the store changes; `subjectKey` names the subject
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
