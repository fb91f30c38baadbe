// Builds the page's long-lived objects and wires the feed query to the store: every feed
// response is ingested once (QueryCache callbacks), every poll outcome recorded.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { type CatalogueResult, catalogueKey, type FeedResult, feedKey } from '../api/queries.ts';
import type { Runtime } from '../components/runtime.tsx';
import type { AppConfig } from '../domain/config.ts';
import { PollTracker } from '../domain/connection.ts';
import { HOUR, MatchStore } from '../domain/match-store.ts';
import { Persistence } from './storage.ts';

export interface AppRuntime extends Runtime {
  queryClient: QueryClient;
  persistence: Persistence;
  dispose: () => void;
}

interface Saved<T> {
  savedAt: number;
  data: T;
}

export function createRuntime(config: AppConfig, options: { dbName?: string } = {}): AppRuntime {
  const store = new MatchStore({ retentionMs: config.retentionHours * HOUR });
  const tracker = new PollTracker();
  const persistence = new Persistence(store, options.dbName ? { dbName: options.dbName } : {});
  const feedHash = JSON.stringify(feedKey(config));
  const catalogueHash = JSON.stringify(catalogueKey(config));

  const queryCache = new QueryCache({
    onSuccess: (data, query) => {
      if (query.queryHash === feedHash) {
        const result = data as FeedResult;
        store.ingest(result.matches, Date.now());
        tracker.success(Date.now(), result.received, result.rejected);
        persistence.schedule();
      } else if (query.queryHash === catalogueHash) {
        const saved: Saved<CatalogueResult> = {
          savedAt: Date.now(),
          data: data as CatalogueResult,
        };
        void persistence.saveValue(catalogueStorageKey(config), saved);
      }
    },
    onError: (error, query) => {
      if (query.queryHash !== feedHash) return;
      if (error instanceof ApiError) tracker.failure(Date.now(), error.kind, error.message);
      else tracker.failure(Date.now(), 'shape', `Unexpected error: ${error.message}`);
    },
  });
  const queryClient = new QueryClient({
    queryCache,
    defaultOptions: { queries: { refetchOnWindowFocus: false, networkMode: 'always' } },
  });

  const onHide = () => {
    if (document.visibilityState === 'hidden') void persistence.flush();
  };
  const onPageHide = () => void persistence.flush();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);

  return {
    config,
    store,
    tracker,
    storage: persistence,
    persistence,
    queryClient,
    dispose: () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      persistence.dispose();
      queryClient.clear();
    },
  };
}

const catalogueStorageKey = (config: AppConfig) => `catalogue:${config.apiBaseUrl}`;

/**
 * Restores saved statistics and the catalogue before the first render, so a reload shows them
 * before the first poll returns. Gives up after `timeoutMs` rather than hold the page.
 */
export async function restoreRuntime(runtime: AppRuntime, timeoutMs = 2000): Promise<void> {
  const work = (async () => {
    await runtime.persistence.restore();
    const saved = await runtime.persistence.loadValue<Saved<CatalogueResult>>(
      catalogueStorageKey(runtime.config),
    );
    if (saved?.data && Array.isArray(saved.data.archetypes)) {
      runtime.queryClient.setQueryData(catalogueKey(runtime.config), saved.data, {
        updatedAt: saved.savedAt,
      });
    }
  })();
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
