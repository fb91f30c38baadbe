// The long-lived objects of one dashboard page (config, match store, poll record, storage)
// and the hooks through which screens read them.
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { SavedValues } from '../api/cards.ts';
import type { AppConfig } from '../domain/config.ts';
import {
  type ConnectionState,
  connectionState,
  type PollRecord,
  type PollTracker,
} from '../domain/connection.ts';
import type { MatchStore } from '../domain/match-store.ts';
import type { StorageStatus } from '../domain/storage-status.ts';

/** The page's storage as screens see it; its values (card data) never throw. */
export interface StorageView extends SavedValues {
  subscribe: (listener: () => void) => () => void;
  getStatus: () => StorageStatus;
  /** Writes everything now (before a reload, on page hide). */
  flush: () => Promise<void>;
}

export interface Runtime {
  config: AppConfig;
  store: MatchStore;
  tracker: PollTracker;
  storage: StorageView;
}

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

export function usePollRecord(): PollRecord {
  const { tracker } = useRuntime();
  return useSyncExternalStore(tracker.subscribe, tracker.getRecord);
}

export function useStorageStatus() {
  const { storage } = useRuntime();
  return useSyncExternalStore(storage.subscribe, storage.getStatus);
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

export interface Connection {
  state: ConnectionState;
  record: PollRecord;
  now: number;
}

/** The one connection state shared by the whole UI, re-evaluated every second. */
export function useConnection(): Connection {
  const { config } = useRuntime();
  const record = usePollRecord();
  const online = useBrowserOnline();
  const now = useNow(1000);
  return { state: connectionState(record, now, config.pollIntervalMs, online), record, now };
}
