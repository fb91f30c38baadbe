// Publishing, retention and health.json: when the collector's stored matches become files. The
// live list is written when due (live-list.ts), the open hour republished when something changed
// (at most every 10 s) and whenever an hour closes; retention runs at most hourly; a failed
// publish is logged, counted and retried.
import { join } from 'node:path';
import { HOUR } from '../src/domain/buckets.ts';
import type { PollRecord } from '../src/domain/connection.ts';
import { DAY } from '../src/domain/history-format.ts';
import { LIVE_MATCHES } from '../src/domain/live-format.ts';
import { type CollectorClock, iso } from './clock.ts';
import type { MatchDb } from './db.ts';
import type { FileLayer } from './files.ts';
import { LiveList } from './live-list.ts';
import { type Behind, Publisher, type PublishResult } from './publish.ts';
import { lastManifest } from './published-files.ts';
import { type Failing, HEALTH_FILE, messageOf, noteFailure, noteRecovery } from './report.ts';

/** The open hour is republished at most this often; a failed publish is retried as often. */
const PUBLISH_EVERY_MS = 10_000;

/** What the publish loop reads of the collector that owns it (the collector implements it). */
export interface CollectorState {
  /** What is failing now (null: working); the loop sets and clears `publish`. */
  readonly failing: Record<'publish' | 'store', Failing | null>;
  /** The newest match stored, and when the newest data was committed. */
  stored(): { newest: number | null; asOf: number };
  /** The catalogue as last fetched (its checked fields), or null. */
  catalogue(): { at: number; body: string } | null;
  /** The feed's poll record, for live.json and health.json. */
  pollRecord(): PollRecord;
  /** Counts a failure in the collector's minute line. */
  countFailure(what: string): void;
}

/** The loop's resources, and the collector it reads. */
export interface PublishHost {
  db: MatchDb;
  publisher: Publisher;
  live: LiveList;
  files: FileLayer;
  out: string;
  retentionDays: number;
  clock: CollectorClock;
  log: (line: string) => void;
  collector: CollectorState;
}

export class PublishLoop {
  /** Something was stored since the last publish. */
  private dirty = true;
  /** No match is counted into an hour before this: those files are published as closed. */
  closedUntil: number;
  private lastPublishAt = Number.NEGATIVE_INFINITY;
  private publishedHour = 0;
  private lastRetentionAt = Number.NEGATIVE_INFINITY;
  /**
   * Retention never moves back: a database replaced by an older copy (its newest match older)
   * must not bring back, with fewer matches, a span whose files retention already removed. It
   * starts where an earlier run's manifest says its retention stood.
   */
  private retainedFrom = Number.NEGATIVE_INFINITY;
  private lastHealthAt = Number.NEGATIVE_INFINITY;

  /** Something new is stored (matches, the catalogue): the next publish writes it. */
  noteChange(): void {
    this.dirty = true;
  }

  /** The latest matches, for live.json. */
  get live(): LiveList {
    return this.host.live;
  }

  /**
   * `closedUntil`: the end of the closed files an earlier run left; `behind`: what the database
   * lacked of them at start.
   */
  constructor(
    private readonly host: PublishHost,
    closedUntil: number,
    private readonly behind: Behind = { hours: 0, matches: 0 },
    retainedFrom = Number.NEGATIVE_INFINITY,
  ) {
    this.closedUntil = closedUntil;
    this.retainedFrom = retainedFrom;
  }

  /**
   * Where retention may delete: never data newer than the newest stored less the retention, and
   * never back from where it was.
   */
  private keepFrom(now: number): number {
    const newest = this.host.collector.stored().newest;
    if (newest !== null)
      this.retainedFrom = Math.max(
        this.retainedFrom,
        Math.min(now, newest) - this.host.retentionDays * DAY,
      );
    return this.retainedFrom;
  }

  /**
   * Publishes when something changed (at most every 10 s) or when an hour has closed. Throws
   * what the disk throws; `publishSafely` is the loop's way in.
   */
  async publishIfDue(force = false): Promise<PublishResult | null> {
    const now = this.host.clock.now();
    const hour = Math.floor(now / HOUR) * HOUR;
    const due = this.dirty && now - this.lastPublishAt >= PUBLISH_EVERY_MS;
    if (!force && !due && hour === this.publishedHour) return null;
    const keepFrom = this.keepFrom(now);
    if (now - this.lastRetentionAt >= HOUR && Number.isFinite(keepFrom)) {
      this.lastRetentionAt = now;
      const removed = await this.host.db.deleteBefore(keepFrom);
      if (removed > 0)
        this.host.log(
          `retention: forgot ${removed} matches first seen before ${iso(keepFrom)} (${this.host.retentionDays} days before the newest)`,
        );
      // An hour's writes (and what retention freed) into the database file: its log stays an
      // hour long, the file's size follows what is kept.
      await this.host.db.checkpoint();
    }
    this.lastPublishAt = now;
    const result = await this.host.publisher.publish({
      now,
      asOf: this.host.collector.stored().asOf,
      keepFrom,
      catalogue: this.host.collector.catalogue(),
      ...(this.behind.matches > 0 ? { databaseBehind: this.behind } : {}),
    });
    this.publishedHour = hour;
    this.closedUntil = Math.max(this.closedUntil, hour);
    this.host.clock.raise(now);
    this.dirty = false;
    return result;
  }

  /**
   * live.json when it is due (see LiveList), then publishIfDue: for the loop, a failure is
   * logged and retried, never thrown.
   */
  async publishSafely(force = false): Promise<PublishResult | null> {
    try {
      await this.host.live.writeIfDue(
        this.host.clock.now(),
        this.host.collector.pollRecord(),
        force,
      );
      const result = await this.publishIfDue(force);
      if (result) noteRecovery(this.host.collector.failing, 'publish', this.host.log, 'attempts');
      return result;
    } catch (error) {
      const message = messageOf(error);
      this.host.collector.countFailure('publish');
      if (noteFailure(this.host.collector.failing, 'publish', this.host.clock.now(), message))
        this.host.log(
          `publish: failed (${message}); polling and storing go on, publishing is retried`,
        );
      return null;
    }
  }

  /** health.json: what works and what fails, for a monitor or an operator; best effort. */
  async writeHealth(force = false): Promise<void> {
    const now = this.host.clock.now();
    if (!force && now - this.lastHealthAt < PUBLISH_EVERY_MS) return;
    this.lastHealthAt = now;
    const r = this.host.collector.pollRecord();
    const health = {
      at: now,
      ok:
        r.consecutiveFailures === 0 &&
        !this.host.collector.failing.publish &&
        !this.host.collector.failing.store &&
        this.behind.matches === 0,
      feed: {
        lastSuccessAt: r.lastSuccessAt,
        consecutiveFailures: r.consecutiveFailures,
        lastError: r.lastError && { message: r.lastError.message, at: r.lastError.at },
      },
      store: this.host.collector.failing.store,
      publish: this.host.collector.failing.publish,
      newestStored: this.host.collector.stored().newest,
      // Published matches the database lacked at start: the files keep them, exports do not.
      databaseBehind: this.behind.matches > 0 ? this.behind : null,
      clockHeld: this.host.clock.heldAt(),
    };
    try {
      await this.host.files.writeAtomic(join(this.host.out, HEALTH_FILE), JSON.stringify(health));
    } catch {
      // The publish failure (the same disk) is in the log line already.
    }
  }
}

/**
 * The publisher of `options.out`, the time before which nothing may be counted again (the end
 * of the newest closed file an earlier run left, or its last manifest's open hour), the live
 * list, and what the database lacks of what is published.
 */
export async function openPublisher(
  db: MatchDb,
  options: { out: string; retentionDays?: number; version?: string },
  files: FileLayer,
): Promise<{
  publisher: Publisher;
  closedUntil: number;
  retainedFrom: number;
  live: LiveList;
  behind: Behind;
}> {
  const publisher = new Publisher(db, options.out, {
    retentionDays: options.retentionDays ?? 30,
    version: options.version ?? '0',
    files,
  });
  const last = await lastManifest(options.out);
  const closedUntil = Math.max(await publisher.init(), last.openHour);
  // The live list a restart begins from: the database's latest matches.
  const live = new LiveList(files, options.out);
  live.seed(await db.recentMatches(LIVE_MATCHES));
  return {
    publisher,
    closedUntil,
    retainedFrom: last.retainedFrom,
    live,
    behind: await publisher.behind(),
  };
}
