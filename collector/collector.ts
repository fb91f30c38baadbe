// The collector: polls the feed as the dashboard does, stores every match once, refreshes the
// catalogue hourly and publishes files, one step at a time (a publish never races an insert).
// A failed insert or publish is retried, never fatal, and named in the log and health.json.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../src/api/client.ts';
import { type FetchConfig, fetchCatalogueBody, fetchFeedBody } from '../src/api/service.ts';
import { MINUTE } from '../src/domain/buckets.ts';
import { nextPollDelay, type PollRecord, PollTracker } from '../src/domain/connection.ts';
import { CatalogueCopy } from './catalogue-copy.ts';
import { CollectorClock } from './clock.ts';
import { MatchDb } from './db.ts';
import { diskFiles } from './files.ts';
import { collectBatch, type IngestOutcome } from './ingest.ts';
import { type DirectoryLock, lockDirectory } from './lock.ts';
import { type CollectorState, openPublisher, PublishLoop } from './publishing.ts';
import {
  addCounts,
  describeFailure,
  emptyMinute,
  type Failing,
  messageOf,
  minuteLine,
  noteFailure,
  noteRecovery,
} from './report.ts';
import {
  type CollectorOptions,
  checkSettings,
  DatabaseError,
  fetchConfigOf,
  MAX_INTERVAL_MS,
  MIN_INTERVAL_MS,
} from './settings.ts';

export class Collector implements CollectorState {
  readonly tracker = new PollTracker();
  readonly intervalMs: number;
  readonly retentionDays: number;
  private readonly fetchConfig: FetchConfig;
  private readonly clock: CollectorClock;
  private readonly log: (line: string) => void;
  private minute = emptyMinute();
  private lastLogAt: number;
  private asOf = 0;
  private readonly catalogueCopy: CatalogueCopy;
  private newestStored: number | null;
  /** Matches an earlier run published as counted (open.json's recentIds). */
  private readonly published: ReadonlySet<string>;
  /** Publishing, retention and health.json (publishing.ts). */
  readonly publishing: PublishLoop;
  /** What is failing now (null: working). */
  readonly failing: Record<'publish' | 'store', Failing | null> = { publish: null, store: null };

  private constructor(
    readonly db: MatchDb,
    private readonly lock: DirectoryLock,
    options: CollectorOptions,
    state: Awaited<ReturnType<typeof openPublisher>> & { newestStored: number | null },
  ) {
    this.intervalMs = options.intervalMs ?? MIN_INTERVAL_MS;
    this.retentionDays = options.retentionDays ?? 30;
    this.fetchConfig = fetchConfigOf(options);
    this.log = options.log ?? ((line) => console.log(line));
    this.newestStored = state.newestStored;
    this.published = state.publisher.publishedIds();
    this.clock = new CollectorClock(
      options.now ?? Date.now,
      this.log,
      Math.max(state.newestStored ?? 0, state.closedUntil),
    );
    this.asOf = state.newestStored ?? 0;
    this.lastLogAt = this.now();
    this.catalogueCopy = new CatalogueCopy(db);
    this.publishing = new PublishLoop(
      {
        db,
        publisher: state.publisher,
        live: state.live,
        files: options.files ?? diskFiles,
        out: options.out,
        retentionDays: this.retentionDays,
        clock: this.clock,
        log: this.log,
        collector: this,
      },
      state.closedUntil,
      state.behind,
      state.retainedFrom,
    );
  }

  /** Opens the database and takes the output directory's lock; throws SetupError or LockError. */
  static async open(options: CollectorOptions): Promise<Collector> {
    checkSettings(options);
    await mkdir(options.out, { recursive: true });
    await mkdir(dirname(options.db), { recursive: true });
    const lock = await lockDirectory(options.out);
    let db: MatchDb | null = null;
    try {
      db = await MatchDb.open(options.db).catch((error: Error) => {
        throw new DatabaseError(
          `Cannot open the database ${options.db}: ${error.message.split('\n')[0] ?? ''}.`,
        );
      });
      const published = await openPublisher(db, options, options.files ?? diskFiles);
      const collector = new Collector(db, lock, options, {
        newestStored: await db.newestSeen(),
        ...published,
      });
      if (lock.tookOverFrom) collector.log(`lock: took over a stale lock (${lock.tookOverFrom})`);
      if (published.behind.matches > 0)
        collector.log(
          `database: ${published.behind.matches} published matches of ${published.behind.hours} recent hours are not in ${options.db} (deleted, restored from an older copy, or its log cut short); the published files keep them and new matches are added to them, but exports from the database lack them`,
        );
      await collector.catalogueCopy.restore(collector.log);
      return collector;
    } catch (error) {
      db?.close();
      await lock.release();
      throw error;
    }
  }

  /** The collector's time (see CollectorClock): never behind what it stored or published. */
  now(): number {
    return this.clock.now();
  }

  /**
   * Feed bodies as sent, each with the time it was received (one a poll; many from a backfill,
   * in one insert). Throws an ApiError when a body is not a feed at all, and the database's
   * error when the insert fails, when nothing of them is stored.
   */
  async ingestFeedBodies(
    responses: readonly { body: unknown; seenAt: number }[],
  ): Promise<IngestOutcome> {
    const { outcome, fresh, valid, newest } = collectBatch(
      responses,
      this.publishing.closedUntil,
      this.newestStored ?? 0,
      (seenAt, received, rejected) => this.tracker.success(seenAt, received, rejected),
    );
    addCounts(this.minute.rejected, outcome.rejected);
    // Counted already in what an earlier run published: never stored again.
    const stored = await this.db.insert(fresh.filter((m) => !this.published.has(m.id)));
    this.publishing.live.add(fresh.filter((m) => stored.has(m.id)));
    outcome.added = stored.size;
    outcome.duplicates = valid - outcome.added;
    if (outcome.added > 0) {
      this.newestStored = await this.db.newestSeen();
      this.clock.raise(this.newestStored ?? 0);
    }
    this.asOf = Math.max(this.asOf, newest);
    this.publishing.noteChange();
    this.minute.added += outcome.added;
    this.minute.duplicates += outcome.duplicates;
    return outcome;
  }

  /** The catalogue body as fetched: kept (and published) as its checked fields only. */
  async setCatalogueBody(body: unknown, at: number): Promise<void> {
    await this.catalogueCopy.set(body, at);
    this.publishing.noteChange();
  }

  stored(): { newest: number | null; asOf: number } {
    return { newest: this.newestStored, asOf: this.asOf };
  }

  catalogue(): { at: number; body: string } | null {
    return this.catalogueCopy.current;
  }

  pollRecord(): PollRecord {
    return this.tracker.record;
  }

  countFailure(what: string): void {
    addCounts(this.minute.failures, { [what]: 1 });
  }

  /** One feed poll; returns how long to wait before the next. */
  async pollOnce(signal?: AbortSignal): Promise<number> {
    this.minute.polls++;
    let body: unknown;
    try {
      body = await fetchFeedBody(this.fetchConfig, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      this.failed(error, 'feed');
      return this.nextDelay();
    }
    const seenAt = this.now();
    try {
      await this.ingestFeedBodies([{ body, seenAt }]);
      noteRecovery(this.failing, 'store', this.log, 'inserts');
    } catch (error) {
      if (error instanceof ApiError) this.failed(error, 'feed');
      else this.storeFailed(error);
    }
    return this.nextDelay();
  }

  private nextDelay(): number {
    return Math.min(MAX_INTERVAL_MS, nextPollDelay(this.tracker.record, this.intervalMs));
  }

  private storeFailed(error: unknown) {
    const message = messageOf(error).split('\n')[0] ?? '';
    addCounts(this.minute.failures, { store: 1 });
    if (noteFailure(this.failing, 'store', this.now(), message))
      this.log(`store: insert failed (${message}); the matches are offered again by the next poll`);
  }

  private failed(error: unknown, what: 'feed' | 'catalogue') {
    const f = describeFailure(error, what);
    if (what === 'feed') this.tracker.failure(this.now(), f.kind, f.message, f.retryAfter);
    addCounts(this.minute.failures, { [f.label]: 1 });
    if (f.loud) this.log(`${what}: ${f.message}`);
  }

  /** Fetches the catalogue when it is due (hourly; a minute after a failure). */
  async refreshCatalogue(signal?: AbortSignal): Promise<void> {
    if (!this.catalogueCopy.due(this.now())) return;
    try {
      const body = await fetchCatalogueBody(this.fetchConfig, signal);
      await this.setCatalogueBody(body, this.now());
      this.catalogueCopy.fetched(this.now(), true);
    } catch (error) {
      if (signal?.aborted) throw error;
      this.failed(error, 'catalogue');
      this.catalogueCopy.fetched(this.now(), false);
    }
  }

  /** One line a minute: matches, duplicates, rejects by reason, failures, what is failing. */
  logIfDue(): void {
    const now = this.now();
    if (now - this.lastLogAt < MINUTE) return;
    this.log(minuteLine(now, this.minute, this.failing));
    this.minute = emptyMinute();
    this.lastLogAt = now;
  }

  /** One turn of the loop: catalogue when due, a poll, a publish when due, the log and health. */
  async cycle(signal?: AbortSignal): Promise<number> {
    await this.refreshCatalogue(signal);
    const delay = await this.pollOnce(signal);
    await this.publishing.publishSafely();
    this.logIfDue();
    await this.publishing.writeHealth();
    return delay;
  }

  /** Polls until `signal` aborts, then publishes what it has and returns. */
  async run(signal: AbortSignal): Promise<void> {
    await this.publishing.publishSafely(true);
    while (!signal.aborted) {
      try {
        const delay = await this.cycle(signal);
        await sleep(delay, undefined, { signal });
      } catch (error) {
        if (signal.aborted) break;
        throw error;
      }
    }
    await this.publishing.publishSafely(true);
    await this.publishing.writeHealth(true);
  }

  async close(): Promise<void> {
    this.db.close();
    await this.lock.release();
  }
}
