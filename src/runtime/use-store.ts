// Snapshot-safe reads of the match store: a render never sees it half-way through an update.
import { useRef, useSyncExternalStore } from 'react';
import { depthLabel } from '../domain/labels.ts';
import type { MatchStore, SeenMatch } from '../domain/match-store.ts';
import { useRuntime } from './context.ts';

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
