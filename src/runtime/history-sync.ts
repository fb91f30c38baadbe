// Shared history: loads what the collector published (manifest, then the day and hour files
// the retention needs, in parallel, and the open hour) into the match store, and checks the
// manifest again once a minute. It is a React Query query like the feed and the catalogue: the
// load is the query function, refetched on its interval; each closed file is a query of its own
// that never goes stale (closed files never change), dropped when the plan no longer names it;
// the published catalogue goes into the catalogue's query. Whatever goes wrong, the dashboard
// goes on with what it has and the status says why (codes a screen words in its language).

import { hashKey, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';

import {
  contentHash,
  failureReason,
  fetchHistoryFile,
  HistoryFileError,
  historyFileUrl,
  historyReadLimit,
  parseBucketFile,
  parseManifest,
  parseOpenFile,
  whyUnavailable,
} from '../api/history-files.ts';
import { nextTask } from '../api/next-task.ts';
import { parseCatalogue } from '../api/service.ts';
import { type Bucket, HOUR } from '../domain/buckets.ts';
import type { AppConfig } from '../domain/config.ts';
import {
  CATALOGUE_FILE,
  type HistoryManifest,
  MANIFEST_FILE,
  newestWithinPairs,
  OPEN_FILE,
  planHistory,
} from '../domain/history-format.ts';
import { MAX_HISTORY_PAIRS } from '../domain/limits.ts';
import { Listeners } from '../domain/listeners.ts';
import type { MatchStore } from '../domain/match-store.ts';
import { type Problem, problem } from '../domain/problems.ts';
import type { HistoryNotice } from '../domain/shared-history.ts';
import { createQueryClient } from './query-client.ts';
import { settleLimited } from './settle-limited.ts';

export const HISTORY_REFRESH_MS = 60_000;
/** Files fetched at once: about what a browser opens to one host anyway. */
const PARALLEL = 6;

export type HistoryState = 'off' | 'loading' | 'ready' | 'unavailable';

export interface HistoryStatus {
  state: HistoryState;
  /** Why there is no history, or why it is not fresh (worded by error-text.ts historyNoticeText). */
  detail: HistoryNotice | null;
  url: string | null;
  asOf: number | null;
  since: number | null;
  /** Day and hour files merged at the last load. */
  files: number;
  /** Files left out at the last load, with the reason: a damaged hour is skipped, not fatal. */
  skipped: { file: string; reason: Problem }[];
  checkedAt: number | null;
  collector: string | null;
  /** What the collector's database lacks of its own published files (they keep it all). */
  databaseBehind: { hours: number; matches: number } | null;
}

export interface HistoryOptions {
  now?: () => number;
  pageUrl?: () => string;
  /** The page's query cache (the runtime's); a cache of its own otherwise. */
  queryClient?: QueryClient;
  /** The catalogue's query: the published catalogue fills it when it is newer than its data. */
  catalogueKey?: QueryKey;
}

export class HistorySync {
  status: HistoryStatus;
  private readonly changes = new Listeners();
  private readonly now: () => number;
  private readonly pageUrl: () => string;
  private readonly queryClient: QueryClient;
  /** What the next load waits for before it touches the store (the saved statistics' restore). */
  private mergeAfter: Promise<void> | undefined;
  private disposed = false;

  constructor(
    private readonly store: MatchStore,
    private readonly config: Pick<AppConfig, 'historyUrl' | 'retentionHours' | 'requestTimeoutMs'>,
    private readonly options: HistoryOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.pageUrl = options.pageUrl ?? (() => document.baseURI);
    this.queryClient = options.queryClient ?? createQueryClient();
    this.status = {
      state: config.historyUrl === null ? 'off' : 'loading',
      detail: config.historyUrl === null ? { code: 'off', values: {} } : null,
      url: null,
      asOf: null,
      since: null,
      files: 0,
      skipped: [],
      checkedAt: null,
      collector: null,
      databaseBehind: null,
    };
  }

  /**
   * The history as a query: one load a minute, in background tabs too, never retried sooner
   * (the next minute is the retry). Off when historyUrl is null.
   */
  get queryOptions() {
    return queryOptions({
      queryKey: ['history', this.config.historyUrl] as const,
      queryFn: ({ signal }) => this.loadOnce(signal),
      enabled: this.config.historyUrl !== null,
      staleTime: HISTORY_REFRESH_MS,
      gcTime: Number.POSITIVE_INFINITY,
      refetchInterval: HISTORY_REFRESH_MS,
      refetchIntervalInBackground: true,
      retry: false,
    });
  }

  private fileKey(name: string, hash: string | undefined) {
    return ['history-file', this.config.historyUrl, name, hash ?? null] as const;
  }

  subscribe = this.changes.subscribe;

  getStatus = () => this.status;

  private setStatus(patch: Partial<HistoryStatus>) {
    this.status = { ...this.status, ...patch };
    this.changes.notify();
  }

  private url(name: string): string {
    return historyFileUrl(this.config.historyUrl ?? '', name, this.pageUrl());
  }

  private get(name: string, signal: AbortSignal, revalidate = false): Promise<unknown> {
    return fetchHistoryFile(this.url(name), {
      timeoutMs: this.config.requestTimeoutMs,
      limit: historyReadLimit(name),
      signal,
      ...(revalidate ? { revalidate } : {}),
    });
  }

  /**
   * A closed file as the manifest lists it: a copy whose hash is not the manifest's (a cached
   * file the host has since repaired) is fetched again past the cache, then refused.
   */
  private async getClosed(name: string, hash: string | undefined, signal: AbortSignal) {
    const body = await this.get(name, signal);
    if (hash === undefined) return body;
    const got = await contentHash(body);
    if (got === null || got === hash) return body;
    const again = await this.get(name, signal, true);
    if ((await contentHash(again)) === hash) return again;
    throw new HistoryFileError(name, problem('file-hash', {}));
  }

  /**
   * One load now (a load under way is shared). Never throws. With `mergeAfter`, the files
   * download at once but touch the store only once it settles (the saved statistics' restore).
   */
  async load(mergeAfter?: Promise<unknown>): Promise<void> {
    if (this.config.historyUrl === null || this.disposed) return;
    this.mergeAfter = mergeAfter?.then(
      () => {},
      () => {},
    );
    try {
      await this.queryClient.fetchQuery({ ...this.queryOptions, staleTime: 0 });
    } catch {
      // Cancelled (disposed): the status keeps what the last load said.
    }
  }

  private async loadOnce(signal: AbortSignal): Promise<number> {
    const ready = this.mergeAfter;
    const checkedAt = this.now();
    let manifest: HistoryManifest;
    try {
      manifest = parseManifest(await this.get(MANIFEST_FILE, signal), this.now());
    } catch (error) {
      await ready;
      if (!signal.aborted) this.unavailable(error, checkedAt);
      return checkedAt;
    }
    const plan = planHistory(manifest, this.config.retentionHours * HOUR);
    const hashOf = (name: string) => manifest.hashes?.[name];
    const cached = (name: string) =>
      this.queryClient.getQueryData<Bucket>(this.fileKey(name, hashOf(name)));
    const [[openResult], fileResults] = await Promise.all([
      Promise.allSettled([
        // Checked a task after its parse: together, the longest step of a check on a slow CPU.
        this.get(OPEN_FILE, signal).then(async (body) => {
          await nextTask();
          return parseOpenFile(body, { start: manifest.openHour, width: HOUR });
        }),
      ]),
      settleLimited(
        plan.files.map(
          (f) => () =>
            this.queryClient.ensureQueryData({
              queryKey: this.fileKey(f.name, hashOf(f.name)),
              queryFn: async () =>
                parseBucketFile(f.name, await this.getClosed(f.name, hashOf(f.name), signal), f),
              staleTime: Number.POSITIVE_INFINITY,
              gcTime: Number.POSITIVE_INFINITY,
              retry: false,
            }),
        ),
        PARALLEL,
      ),
    ]);
    // The store takes the files (and the screens redraw) in a task after the last file's check.
    await nextTask();
    await ready;
    if (signal.aborted) return checkedAt;
    const skipped: HistoryStatus['skipped'] = [];
    plan.files.forEach((f, i) => {
      const result = fileResults[i];
      if (result?.status === 'rejected')
        skipped.push({ file: f.name, reason: failureReason(result.reason) });
    });
    // Files the plan no longer names (past the retention, or listed with another hash) go.
    const wanted = new Set(plan.files.map((f) => hashKey(this.fileKey(f.name, hashOf(f.name)))));
    this.queryClient.removeQueries({
      queryKey: ['history-file', this.config.historyUrl],
      predicate: (query) => !wanted.has(query.queryHash),
    });

    // Within what a screen holds: the newest files first, any file past the limit left out.
    const loaded = plan.files.flatMap((f) => {
      const bucket = cached(f.name);
      return bucket ? [{ name: f.name, start: f.start, pairs: bucket.pairs.size, bucket }] : [];
    });
    const { kept, over } = newestWithinPairs(loaded, MAX_HISTORY_PAIRS);
    for (const f of over) {
      // Not kept either: the limit bounds what the page holds, not only what it counts.
      this.queryClient.removeQueries({
        queryKey: this.fileKey(f.name, hashOf(f.name)),
        exact: true,
      });
      skipped.push({
        file: f.name,
        reason: problem('history-pairs-cap', { max: MAX_HISTORY_PAIRS }),
      });
    }
    const buckets = kept.map((f) => f.bucket);
    let asOf = manifest.asOf;
    let recentIds: string[] = [];
    if (openResult?.status === 'fulfilled') {
      buckets.push(openResult.value.bucket);
      asOf = openResult.value.asOf;
      recentIds = openResult.value.recentIds;
    } else {
      // Without the open hour, history ends where the closed hours end.
      skipped.push({ file: OPEN_FILE, reason: failureReason(openResult?.reason) });
      asOf = Math.min(asOf, manifest.openHour);
    }
    this.store.setHistory({ buckets, asOf, recentIds }, this.now());
    await this.offerCatalogue(manifest, signal);
    const info = this.store.historyInfo();
    this.setStatus({
      state: 'ready',
      detail: skipped.length > 0 ? { code: 'left-out', values: { count: skipped.length } } : null,
      url: this.url(''),
      asOf,
      since: info?.since ?? null,
      files: buckets.length,
      skipped,
      checkedAt,
      collector: manifest.collector,
      databaseBehind: manifest.databaseBehind ?? null,
    });
    return checkedAt;
  }

  /** The published catalogue stands in when the page has none newer (the service may be down). */
  private async offerCatalogue(manifest: HistoryManifest, signal: AbortSignal) {
    const key = this.options.catalogueKey;
    const at = manifest.catalogueAt;
    if (!key || at === null) return;
    if ((this.queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) >= at) return;
    try {
      const result = parseCatalogue(await this.get(CATALOGUE_FILE, signal));
      this.queryClient.setQueryData(key, result, { updatedAt: at });
    } catch {
      // The live catalogue query still runs and reports its own failures.
    }
  }

  private unavailable(error: unknown, checkedAt: number) {
    const url = this.url('');
    const why = whyUnavailable(error, url);
    const had = this.store.historyInfo();
    this.setStatus({
      state: had ? 'ready' : 'unavailable',
      detail: had
        ? { code: 'kept', values: { why, upTo: had.asOf } }
        : { code: 'unavailable', values: { why } },
      url,
      checkedAt,
    });
  }

  dispose(): void {
    this.disposed = true;
    void this.queryClient.cancelQueries({ queryKey: this.queryOptions.queryKey });
  }
}
