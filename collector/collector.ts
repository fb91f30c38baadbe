// The collector: polls the feed as the dashboard does (same request, parsing, backoff and
// Retry-After rules), stores every match once in the database, refreshes the catalogue hourly
// and publishes history files. One loop, one step at a time, so a publish never races an insert.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, apiUrl, getJson } from '../src/api/client.ts';
import {
  FEED_PATH,
  type FetchConfig,
  fetchCatalogueBody,
  parseCatalogue,
  parseFeed,
} from '../src/api/queries.ts';
import { nextPollDelay, PollTracker } from '../src/domain/connection.ts';
import { DAY } from '../src/domain/history.ts';
import { HOUR, MatchStore, MINUTE, type SeenMatch } from '../src/domain/match-store.ts';
import { MatchDb } from './db.ts';
import { Publisher, type PublishResult } from './publish.ts';

export const MIN_INTERVAL_MS = 5000;
const CATALOGUE_KEY = 'catalogue';
/** A failed catalogue fetch is tried again after this long (an hour after a success). */
const CATALOGUE_RETRY_MS = 60_000;
/** The open hour is republished at most this often. */
const PUBLISH_EVERY_MS = 10_000;

export interface CollectorOptions {
  api: string;
  out: string;
  db: string;
  intervalMs?: number;
  retentionDays?: number;
  requestTimeoutMs?: number;
  version?: string;
  now?: () => number;
  log?: (line: string) => void;
}

/** What one minute's log line reports; reset after each line. */
interface MinuteCounts {
  polls: number;
  added: number;
  duplicates: number;
  rejected: Record<string, number>;
  failures: Record<string, number>;
}

const emptyMinute = (): MinuteCounts => ({
  polls: 0,
  added: 0,
  duplicates: 0,
  rejected: {},
  failures: {},
});

export interface IngestOutcome {
  received: number;
  added: number;
  duplicates: number;
  rejected: Record<string, number>;
}

const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
};

const listCounts = (counts: Record<string, number>) => {
  const entries = Object.entries(counts);
  return entries.length === 0 ? 'none' : entries.map(([k, n]) => `${k} ${n}`).join(', ');
};

export class Collector {
  readonly tracker = new PollTracker();
  readonly intervalMs: number;
  readonly retentionDays: number;
  /** De-duplicates overlapping responses in memory, by the dashboard's own rule. */
  private readonly dedupe = new MatchStore({ retentionMs: HOUR, recentLimit: 1 });
  private readonly fetchConfig: FetchConfig;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private minute = emptyMinute();
  private lastLogAt: number;
  private lastPublishAt = Number.NEGATIVE_INFINITY;
  private publishedHour = 0;
  private dirty = true;
  private asOf = 0;
  private catalogue: { at: number; body: string } | null = null;
  private catalogueDueAt = 0;
  private lastRetentionAt = 0;

  private constructor(
    readonly db: MatchDb,
    private readonly publisher: Publisher,
    options: CollectorOptions,
  ) {
    this.intervalMs = Math.max(MIN_INTERVAL_MS, options.intervalMs ?? MIN_INTERVAL_MS);
    this.retentionDays = options.retentionDays ?? 30;
    this.fetchConfig = {
      apiBaseUrl: options.api,
      requestTimeoutMs: options.requestTimeoutMs ?? 10_000,
    };
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
    this.lastLogAt = this.now();
  }

  static async open(options: CollectorOptions): Promise<Collector> {
    await mkdir(options.out, { recursive: true });
    await mkdir(dirname(options.db), { recursive: true });
    const db = await MatchDb.open(options.db);
    const publisher = new Publisher(db, options.out, {
      retentionDays: options.retentionDays ?? 30,
      version: options.version ?? '0',
    });
    await publisher.init();
    const collector = new Collector(db, publisher, options);
    const saved = await db.getValue(CATALOGUE_KEY);
    collector.catalogue = saved ? { at: saved.at, body: saved.value } : null;
    collector.asOf = (await db.newestSeen()) ?? 0;
    return collector;
  }

  /**
   * Feed bodies as the service sent them, each with the time it was received: the path of
   * every poll (one body) and of the simulated backfill (many, stored in one insert). Throws
   * an ApiError when a body is not a feed at all.
   */
  async ingestFeedBodies(
    responses: readonly { body: unknown; seenAt: number }[],
  ): Promise<IngestOutcome> {
    const outcome: IngestOutcome = { received: 0, added: 0, duplicates: 0, rejected: {} };
    const fresh: SeenMatch[] = [];
    let valid = 0;
    for (const { body, seenAt } of responses) {
      const result = parseFeed(body);
      fresh.push(...this.dedupe.ingest(result.matches, seenAt).fresh);
      valid += result.matches.length;
      outcome.received += result.received;
      addCounts(outcome.rejected, result.rejected);
      this.tracker.success(seenAt, result.received, result.rejected);
      this.asOf = Math.max(this.asOf, seenAt);
    }
    outcome.added = await this.db.insert(fresh);
    outcome.duplicates = valid - outcome.added;
    this.dirty = true;
    this.minute.added += outcome.added;
    this.minute.duplicates += outcome.duplicates;
    addCounts(this.minute.rejected, outcome.rejected);
    return outcome;
  }

  /** The catalogue body as fetched, checked with the dashboard's schema before it is kept. */
  async setCatalogueBody(body: unknown, at: number): Promise<void> {
    const parsed = parseCatalogue(body);
    if (parsed.archetypes.length === 0) throw new ApiError('shape', 'The archetype list is empty.');
    const text = JSON.stringify(body);
    await this.db.setValue(CATALOGUE_KEY, at, text);
    this.catalogue = { at, body: text };
    this.dirty = true;
  }

  /** One feed poll; returns how long to wait before the next. */
  async pollOnce(signal?: AbortSignal): Promise<number> {
    this.minute.polls++;
    try {
      const body = await getJson(
        apiUrl(this.fetchConfig.apiBaseUrl, FEED_PATH, 'http://localhost/'),
        {
          timeoutMs: this.fetchConfig.requestTimeoutMs,
          ...(signal ? { signal } : {}),
        },
      );
      await this.ingestFeedBodies([{ body, seenAt: this.now() }]);
    } catch (error) {
      if (signal?.aborted) throw error;
      this.failed(error, 'feed');
    }
    return nextPollDelay(this.tracker.record, this.intervalMs);
  }

  private failed(error: unknown, what: 'feed' | 'catalogue') {
    const kind = error instanceof ApiError ? error.kind : 'shape';
    const message = error instanceof Error ? error.message : String(error);
    if (what === 'feed') {
      const retryAfter = error instanceof ApiError ? (error.retryAfterMs ?? null) : null;
      this.tracker.failure(this.now(), kind, message, retryAfter);
    }
    const status = error instanceof ApiError && error.status ? ` ${error.status}` : '';
    const label = `${what} ${kind}${status}`;
    this.minute.failures[label] = (this.minute.failures[label] ?? 0) + 1;
    if (!(error instanceof ApiError)) this.log(`${what}: unexpected error: ${message}`);
  }

  /** Fetches the catalogue when it is due (hourly; a minute after a failure). */
  async refreshCatalogue(signal?: AbortSignal): Promise<void> {
    if (this.now() < this.catalogueDueAt) return;
    try {
      await this.setCatalogueBody(await fetchCatalogueBody(this.fetchConfig, signal), this.now());
      this.catalogueDueAt = this.now() + HOUR;
    } catch (error) {
      if (signal?.aborted) throw error;
      this.failed(error, 'catalogue');
      this.catalogueDueAt = this.now() + CATALOGUE_RETRY_MS;
    }
  }

  /** Publishes when something changed (at most every 10 s) or when an hour has closed. */
  async publishIfDue(force = false): Promise<PublishResult | null> {
    const now = this.now();
    const hour = Math.floor(now / HOUR) * HOUR;
    const due = this.dirty && now - this.lastPublishAt >= PUBLISH_EVERY_MS;
    if (!force && !due && hour === this.publishedHour) return null;
    if (now - this.lastRetentionAt >= HOUR) {
      this.lastRetentionAt = now;
      const removed = await this.db.deleteBefore(now - this.retentionDays * DAY);
      if (removed > 0)
        this.log(`retention: forgot ${removed} matches older than ${this.retentionDays} days`);
    }
    const result = await this.publisher.publish(now, {
      asOf: this.asOf,
      catalogue: this.catalogue,
    });
    this.lastPublishAt = now;
    this.publishedHour = hour;
    this.dirty = false;
    return result;
  }

  /** One line a minute: matches, duplicates, rejects by reason, failures. */
  logIfDue(): void {
    const now = this.now();
    if (now - this.lastLogAt < MINUTE) return;
    const m = this.minute;
    this.log(
      `${new Date(now).toISOString()} polls ${m.polls}, matches +${m.added}, duplicates ${m.duplicates}, rejected: ${listCounts(m.rejected)}; failures: ${listCounts(m.failures)}`,
    );
    this.minute = emptyMinute();
    this.lastLogAt = now;
  }

  /** Polls until `signal` aborts, then publishes what it has and returns. */
  async run(signal: AbortSignal): Promise<void> {
    await this.publishIfDue(true);
    while (!signal.aborted) {
      try {
        await this.refreshCatalogue(signal);
        const delay = await this.pollOnce(signal);
        await this.publishIfDue();
        this.logIfDue();
        await sleep(delay, undefined, { signal });
      } catch (error) {
        if (signal.aborted) break;
        throw error;
      }
    }
    await this.publishIfDue(true);
  }

  close(): void {
    this.db.close();
  }
}
