// How the data flow is doing, as screens show it: the poll record, the one connection state,
// the shared history's and the storage's status.

import { useSyncExternalStore } from 'react';
import { type Connection, connectionState, type PollRecord } from '../domain/connection.ts';
import { liveListFrom } from '../domain/live-source.ts';
import { useNow } from '../hooks/use-now.ts';
import { useRuntime } from './context.ts';

export function usePollRecord(): PollRecord {
  const { tracker } = useRuntime();
  return useSyncExternalStore(tracker.subscribe, tracker.getRecord);
}

export function useHistoryStatus() {
  const { history } = useRuntime();
  return useSyncExternalStore(history.subscribe, history.getStatus);
}

export function useStorageStatus() {
  const { persistence } = useRuntime();
  return useSyncExternalStore(persistence.subscribe, persistence.getStatus);
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
    via: liveListFrom(config),
  };
}
