// live.json: the collector's latest matches for dashboards on a static host (format in
// src/domain/live-format.ts). The list is kept in memory (seeded from the database at start) and
// written atomically when a poll stored new matches, when the poll health changed, or when the
// heartbeat is due; never more than once per poll, since the loop asks once per poll.
import { join } from 'node:path';
import type { PollRecord } from '../src/domain/connection.ts';
import {
  LIVE_FILE,
  LIVE_HEARTBEAT_MS,
  LIVE_MATCHES,
  liveFileOf,
} from '../src/domain/live-format.ts';
import type { SeenMatch } from '../src/domain/match-store.ts';
import type { FileLayer } from './files.ts';

export class LiveList {
  /** Newest first, at most LIVE_MATCHES. */
  private latest: SeenMatch[] = [];
  private unwritten = true;
  private writtenAt = Number.NEGATIVE_INFINITY;
  private writtenFailures = -1;

  constructor(
    private readonly files: FileLayer,
    private readonly out: string,
  ) {}

  /** The list a restart begins from: the database's latest matches, newest first. */
  seed(newestFirst: readonly SeenMatch[]): void {
    this.latest = newestFirst.slice(0, LIVE_MATCHES);
    this.unwritten = true;
  }

  /** Matches stored for the first time, oldest first (the feed's order). */
  add(stored: readonly SeenMatch[]): void {
    if (stored.length === 0) return;
    const newest = stored.slice(-LIVE_MATCHES).reverse();
    // A match stored again (retention had forgotten it) is listed once, at its new time.
    const ids = new Set(newest.map((m) => m.id));
    const older = this.latest.filter((m) => !ids.has(m.id));
    this.latest = newest.concat(older).slice(0, LIVE_MATCHES);
    this.unwritten = true;
  }

  matches(): readonly SeenMatch[] {
    return this.latest;
  }

  /**
   * Writes live.json when something changed (new matches, the poll health) or the heartbeat is
   * due; returns whether it wrote. Throws what the disk throws (the next call tries again).
   */
  async writeIfDue(now: number, record: PollRecord, force = false): Promise<boolean> {
    const failures = record.consecutiveFailures;
    const due =
      force ||
      this.unwritten ||
      failures !== this.writtenFailures ||
      now - this.writtenAt >= LIVE_HEARTBEAT_MS;
    if (!due) return false;
    const file = liveFileOf({
      asOf: now,
      poll: {
        lastSuccessAt: record.lastSuccessAt,
        consecutiveFailures: failures,
        lastError: failures > 0 ? (record.lastError?.message ?? null) : null,
      },
      matches: this.latest,
    });
    await this.files.writeAtomic(join(this.out, LIVE_FILE), JSON.stringify(file));
    this.unwritten = false;
    this.writtenAt = now;
    this.writtenFailures = failures;
    return true;
  }
}
