// The dashboard's data flow in one place, top to bottom: poll the feed -> validate -> add to
// the match store -> schedule a save -> record the outcome (connection state, backoff); keep
// the catalogue fresh; save and restore the catalogue and card data the same way.

import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { fetchLiveFile } from '../api/live-file.ts';
import { nextTask } from '../api/next-task.ts';
import { catalogueKey, catalogueQueryOptions, feedKey } from '../api/queries.ts';
import { fetchFeed, pageUrl } from '../api/service.ts';
import { HOUR } from '../domain/buckets.ts';
import type { AppConfig, ConfigProblem } from '../domain/config.ts';
import { nextPollDelay, PollTracker } from '../domain/connection.ts';
import { liveListFrom } from '../domain/live-source.ts';
import { MatchStore } from '../domain/match-store.ts';
import { problemOf } from '../domain/problems.ts';
import { HistorySync } from './history-sync.ts';
import { Persistence } from './persistence.ts';
import { createQueryClient } from './query-client.ts';
import { createSavedQueries, type SavedQuery } from './saved-queries.ts';

/** What the feed query keeps: a summary, not the response (the store holds the matches). */
export interface PollSummary {
  received: number;
  added: number;
}

export interface Runtime {
  config: AppConfig;
  /** URL overrides that were refused (see resolveConfig): every screen says so. */
  refused: readonly ConfigProblem[];
  store: MatchStore;
  tracker: PollTracker;
  persistence: Persistence;
  /** The collector's published history, merged into the store (see history-sync.ts). */
  history: HistorySync;
  queryClient: QueryClient;
  saved: { catalogue: SavedQuery; cards: SavedQuery };
  /** Seeds the cache from storage once per query (later calls share the first). */
  restoreSaved: (query: SavedQuery) => Promise<void>;
  /** Starts polling; returns nothing to await. */
  start: () => void;
  dispose: () => void;
}

export function createRuntime(
  config: AppConfig,
  options: { dbName?: string; refused?: readonly ConfigProblem[] } = {},
): Runtime {
  const store = new MatchStore({ retentionMs: config.retentionHours * HOUR });
  const tracker = new PollTracker();
  const persistence = new Persistence(store, options.dbName ? { dbName: options.dbName } : {});
  const queryClient = createQueryClient();

  // 1. The feed. Each poll's outcome is recorded inside the query function, before React Query
  //    takes the result in: it asks for the next delay (refetchInterval) as it does, and the
  //    delay is computed from the tracker, so the tracker must already know this poll.
  //    With liveSource "history" the list is the collector's live.json: the service is never
  //    asked, and the file's own facts tell a stopped collector from a quiet ladder.
  const fromFiles = liveListFrom(config) === 'files';
  const pollFeed = async ({ signal }: { signal: AbortSignal }): Promise<PollSummary> => {
    try {
      const live = fromFiles ? await fetchLiveFile(config, pageUrl(), signal) : null;
      const result = live ?? (await fetchFeed(config, signal, store.knows));
      // Stored, and drawn at once by the screens that show the newest matches, in a task after
      // the one that parsed and checked the response: together they could pass 50 ms on a slow CPU.
      await nextTask();
      signal.throwIfAborted();
      const { added } = store.ingest(result.matches, Date.now(), result.repeated);
      persistence.schedule();
      tracker.success(Date.now(), result.received, result.rejected, live?.collector ?? null);
      return { received: result.received, added };
    } catch (error) {
      if (signal.aborted) throw error; // cancelled by us (dispose): not a failed poll
      if (error instanceof ApiError) {
        tracker.failure(Date.now(), error.kind, error.problem, error.retryAfterMs ?? null);
      } else {
        tracker.failure(Date.now(), 'shape', problemOf(error));
      }
      throw error;
    }
  };
  // Polling does its own backoff rather than React Query's retries, which pause while the tab
  // is unfocused (TanStack/query#8353); a wall display is rarely focused.
  const feed = new QueryObserver(queryClient, {
    queryKey: feedKey(config),
    queryFn: pollFeed,
    refetchInterval: () => nextPollDelay(tracker.record, config.pollIntervalMs),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: false,
    staleTime: 0,
  });

  // 2. The catalogue: refreshed on its interval whatever screen is open.
  const catalogue = new QueryObserver(queryClient, catalogueQueryOptions(config));

  // 3. Saved queries: every fetched answer is saved; a restore seeds the cache with the saved
  //    copy and its age, so each query's staleTime decides whether to fetch again.
  const {
    saved,
    restoreSaved,
    stop: stopSaving,
  } = createSavedQueries(config, queryClient, persistence);

  // 4. Shared history: loaded at start, then checked once a minute. Its catalogue stands in
  //    when the page has none newer (the service may be down at a first visit).
  const history = new HistorySync(store, config, {
    queryClient,
    catalogueKey: catalogueKey(config),
  });
  const historyQuery = new QueryObserver(queryClient, history.queryOptions);

  // 5. Saving the statistics when the page goes away (the throttle covers the rest).
  const onHide = () => {
    if (document.visibilityState === 'hidden') void persistence.flush();
  };
  const onPageHide = () => void persistence.flush();

  const stops: (() => void)[] = [stopSaving];
  let started = false;
  return {
    config,
    refused: options.refused ?? [],
    store,
    tracker,
    persistence,
    history,
    queryClient,
    saved,
    restoreSaved,
    start: () => {
      if (started) return;
      started = true;
      stops.push(
        feed.subscribe(() => {}),
        catalogue.subscribe(() => {}),
        historyQuery.subscribe(() => {}),
      );
      document.addEventListener('visibilitychange', onHide);
      window.addEventListener('pagehide', onPageHide);
      stops.push(() => {
        document.removeEventListener('visibilitychange', onHide);
        window.removeEventListener('pagehide', onPageHide);
      });
    },
    dispose: () => {
      for (const stop of stops.splice(0)) stop();
      history.dispose();
      persistence.dispose();
      queryClient.clear();
    },
  };
}

/**
 * Restores saved statistics and the catalogue, then merges the shared history, before the first
 * render, so a reload or a first visit shows figures before the first poll returns. Gives up
 * after `timeoutMs` rather than hold the page (history then lands when it comes). With `start`,
 * polling begins as soon as the saved statistics are in (a poll before them would be replaced
 * by them), so the first poll runs beside the history's download, not after it.
 */
export async function restoreRuntime(
  runtime: Runtime,
  timeoutMs = 2000,
  options: { start?: boolean } = {},
): Promise<void> {
  const restored = runtime.persistence.restore().then(() => {
    if (options.start) runtime.start();
  });
  const work = Promise.all([
    restored,
    // The history downloads beside the restore and is merged after it: it decides which of the
    // saved statistics still count.
    runtime.history.load(restored),
    runtime.restoreSaved(runtime.saved.catalogue),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}
