// Shared history: loads what the collector published (manifest, then the day and hour files
// the retention needs, in parallel, and the open hour) into the match store, and checks the
// manifest again once a minute. Closed files never change, so each is fetched once. Whatever
// goes wrong, the dashboard goes on with what it has and the status says why in plain words.

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
import { type CatalogueResult, parseCatalogue } from '../api/service.ts';
import { type Bucket, HOUR } from '../domain/buckets.ts';
import type { AppConfig } from '../domain/config.ts';
import { formatCount, formatTime } from '../domain/format.ts';
import {
  CATALOGUE_FILE,
  type HistoryManifest,
  MANIFEST_FILE,
  OPEN_FILE,
  planHistory,
} from '../domain/history-format.ts';
import { MAX_HISTORY_PAIRS } from '../domain/limits.ts';
import { Listeners } from '../domain/listeners.ts';
import type { MatchStore } from '../domain/match-store.ts';
import { settleLimited } from './settle-limited.ts';

export const HISTORY_REFRESH_MS = 60_000;
/** Files fetched at once: about what a browser opens to one host anyway. */
const PARALLEL = 6;

export type HistoryState = 'off' | 'loading' | 'ready' | 'unavailable';

export interface HistoryStatus {
  state: HistoryState;
  /** Why there is no history, or why it is not fresh, in plain words. */
  detail: string | null;
  url: string | null;
  asOf: number | null;
  since: number | null;
  /** Day and hour files merged at the last load. */
  files: number;
  /** Files left out at the last load, with the reason: a damaged hour is skipped, not fatal. */
  skipped: { file: string; reason: string }[];
  checkedAt: number | null;
  collector: string | null;
  /** What the collector's database lacks of its own published files (they keep it all). */
  databaseBehind: { hours: number; matches: number } | null;
}

export interface HistoryOptions {
  now?: () => number;
  pageUrl?: () => string;
  /** Offered the published catalogue when it is newer than what the page has. */
  catalogue?: {
    wants: (fetchedAt: number) => boolean;
    take: (result: CatalogueResult, fetchedAt: number) => void;
  };
}

export class HistorySync {
  status: HistoryStatus;
  private readonly closed = new Map<string, Bucket>();
  private readonly changes = new Listeners();
  private readonly now: () => number;
  private readonly pageUrl: () => string;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private controller: AbortController | null = null;
  private loading: Promise<void> | null = null;
  private disposed = false;

  constructor(
    private readonly store: MatchStore,
    private readonly config: Pick<AppConfig, 'historyUrl' | 'retentionHours' | 'requestTimeoutMs'>,
    private readonly options: HistoryOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.pageUrl = options.pageUrl ?? (() => document.baseURI);
    this.status = {
      state: config.historyUrl === null ? 'off' : 'loading',
      detail:
        config.historyUrl === null ? 'Shared history is turned off (historyUrl is null).' : null,
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
    throw new HistoryFileError(name, 'it does not match the manifest (a damaged or stale copy)');
  }

  /**
   * One load (later calls while it runs share it). Never throws. With `mergeAfter`, the files
   * download at once but touch the store only once it settles (the saved statistics' restore).
   */
  load(mergeAfter?: Promise<unknown>): Promise<void> {
    if (this.config.historyUrl === null || this.disposed) return Promise.resolve();
    if (!this.loading) {
      this.controller = new AbortController();
      const ready = mergeAfter?.then(
        () => {},
        () => {},
      );
      this.loading = this.loadOnce(this.controller.signal, ready).finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  private async loadOnce(signal: AbortSignal, ready?: Promise<void>): Promise<void> {
    const checkedAt = this.now();
    let manifest: HistoryManifest;
    try {
      manifest = parseManifest(await this.get(MANIFEST_FILE, signal), this.now());
    } catch (error) {
      await ready;
      if (signal.aborted) return;
      this.unavailable(error, checkedAt);
      return;
    }
    const plan = planHistory(manifest, this.config.retentionHours * HOUR);
    const missing = plan.files.filter((f) => !this.closed.has(f.name));
    const [[openResult], fileResults] = await Promise.all([
      Promise.allSettled([
        this.get(OPEN_FILE, signal).then((body) =>
          parseOpenFile(body, { start: manifest.openHour, width: HOUR }),
        ),
      ]),
      settleLimited(
        missing.map(
          (f) => async () =>
            parseBucketFile(
              f.name,
              await this.getClosed(f.name, manifest.hashes?.[f.name], signal),
              f,
            ),
        ),
        PARALLEL,
      ),
    ]);
    await ready;
    if (signal.aborted) return;
    const skipped: HistoryStatus['skipped'] = [];
    missing.forEach((f, i) => {
      const result = fileResults[i];
      if (result?.status === 'fulfilled') this.closed.set(f.name, result.value);
      else skipped.push({ file: f.name, reason: failureReason(result?.reason) });
    });
    const wanted = new Set(plan.files.map((f) => f.name));
    for (const name of this.closed.keys()) if (!wanted.has(name)) this.closed.delete(name);

    // Within what a screen holds: the newest files first, any file past the limit left out.
    const buckets: Bucket[] = [];
    let pairs = 0;
    for (const f of [...plan.files].sort((x, y) => y.start - x.start)) {
      const bucket = this.closed.get(f.name);
      if (!bucket) continue;
      if (pairs + bucket.pairs.size > MAX_HISTORY_PAIRS) {
        // Not kept either: the limit bounds what the page holds, not only what it counts.
        this.closed.delete(f.name);
        skipped.push({
          file: f.name,
          reason: `over the ${formatCount(MAX_HISTORY_PAIRS)} archetype pairs a screen holds from history`,
        });
        continue;
      }
      pairs += bucket.pairs.size;
      buckets.push(bucket);
    }
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
      detail:
        skipped.length > 0
          ? `${skipped.length} history file${skipped.length === 1 ? ' was' : 's were'} left out (see below); the rest is counted.`
          : null,
      url: this.url(''),
      asOf,
      since: info?.since ?? null,
      files: buckets.length,
      skipped,
      checkedAt,
      collector: manifest.collector,
      databaseBehind: manifest.databaseBehind ?? null,
    });
  }

  private async offerCatalogue(manifest: HistoryManifest, signal: AbortSignal) {
    const offer = this.options.catalogue;
    if (manifest.catalogueAt === null || !offer?.wants(manifest.catalogueAt)) return;
    try {
      const result = parseCatalogue(await this.get(CATALOGUE_FILE, signal));
      offer.take(result, manifest.catalogueAt);
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
        ? `${why} Showing the history loaded before (up to ${formatTime(had.asOf)}) and this screen's own matches since.`
        : `${why} Figures count only the matches this screen has seen.`,
      url,
      checkedAt,
    });
  }

  /**
   * Loads once a minute from now on (one timer; the next is set when a load ends), at once
   * unless a load has just been done (the one before the first render).
   */
  start(): void {
    if (this.config.historyUrl === null || this.disposed || this.timer) return;
    const tick = () => {
      this.timer = null;
      void this.load().then(() => {
        if (!this.disposed) this.timer = setTimeout(tick, HISTORY_REFRESH_MS);
      });
    };
    const last = this.status.checkedAt;
    const wait = last === null ? 0 : Math.max(0, last + HISTORY_REFRESH_MS - this.now());
    if (wait === 0 && !this.loading) tick();
    else this.timer = setTimeout(tick, wait);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
  }
}
