// The match store: de-duplicates overlapping feed responses, keeps a bounded list of recent
// matches and time-bucketed counts for statistics, and forgets everything past its retention.
//
// Memory bound. Counts live in buckets, 8 counters (4 rank tiers × won/lost) per archetype pair
// (pair-counts.ts: one map entry per pair, its counters in a typed array shared by the bucket),
// 32 bytes of counters in the bucket's array (up to twice that while it has room to grow),
// about 100 bytes.
// Buckets are one minute wide for the newest `fineMinutes` (60) and are then merged into one
// hour wide buckets, kept for `retentionMs` (24 h). A bucket holds at most min(2 × matches in
// it, P²) pairs, P = distinct archetype numbers seen. So the worst case is
//   60 × min(120 × rate, P²) + (retention hours) × min(7200 × rate, P²) pairs;
// at 2 matches/s and P ≈ 70 that is ≤ 14,400 + 24 × 4,900 ≈ 132,000 pairs ≈ 13 MB, and it does
// not grow with uptime. Recent matches are capped at `recentLimit`, and ids kept for
// de-duplication expire `dedupeMs` after they were last in a response.

import { BucketSet } from './bucket-set.ts';
import { addMatch, type Bucket, HOUR, type Match, MINUTE, removeMatch } from './buckets.ts';
import { Listeners } from './listeners.ts';
import { type HistoryInfo, type HistoryInput, SharedHistory } from './shared-history.ts';

export interface SeenMatch extends Match {
  /** When this screen first saw the match (ms since epoch); the feed gives no match time. */
  seenAt: number;
  /** Counted in the shared history instead of this screen's statistics (see setHistory). */
  inHistory?: true;
}

export interface StoreOptions {
  retentionMs?: number;
  recentLimit?: number;
  fineMinutes?: number;
  dedupeMs?: number;
}

export interface IngestResult {
  added: number;
  /** The matches taken as new, newest first. */
  fresh: readonly SeenMatch[];
  duplicates: number;
  gap: boolean;
}

export interface StoreCounters {
  /** Distinct matches ingested since the store began (including restored history). */
  matchesSeen: number;
  duplicates: number;
  gaps: number;
  responses: number;
}

export class MatchStore {
  readonly retentionMs: number;
  readonly recentLimit: number;
  readonly fineMinutes: number;
  readonly dedupeMs: number;
  /** Start of the statistics (first ingest, or restored); "since start" windows begin here. */
  startedAt: number | null = null;
  counters: StoreCounters = { matchesSeen: 0, duplicates: 0, gaps: 0, responses: 0 };

  private recentList: SeenMatch[] = [];
  private readonly lastSeen = new Map<string, number>();
  private previousIds: Set<string> | null = null;
  private readonly own: BucketSet;
  private lastPrune = 0;
  private lastIngestAt: number | null = null;
  /** Matches-per-minute counts only what arrived live after this time (see ingest). */
  private rateSince: number | null = null;
  private versionNo = 0;
  private statisticsNo = 0;
  /** The minute of the clock when the statistics' version last moved. */
  private statisticsMinute: number | null = null;
  private history: SharedHistory | null = null;
  private readonly changes = new Listeners();

  constructor(options: StoreOptions = {}) {
    this.retentionMs = options.retentionMs ?? 24 * HOUR;
    this.recentLimit = options.recentLimit ?? 500;
    this.fineMinutes = options.fineMinutes ?? 60;
    this.own = new BucketSet(this.fineMinutes);
    this.dedupeMs = options.dedupeMs ?? 30 * MINUTE;
  }

  /** Changes on every update; lets React and memoised selectors tell new data from old. */
  get version(): number {
    return this.versionNo;
  }

  /**
   * Changes when what the statistics count may have changed: a match was counted, a bucket
   * rolled up or dropped, history or a restore arrived, or a new minute began (a window's edge
   * moves by whole minutes). Not on an answer that brings nothing new within the minute (at the
   * real rate, eleven polls a minute of twelve), so the statistics are not computed again for
   * the same figures.
   */
  get statisticsVersion(): number {
    return this.statisticsNo;
  }

  subscribe = this.changes.subscribe;

  private changed(now: number, statistics = true) {
    this.versionNo++;
    const minute = Math.floor(now / MINUTE);
    if (statistics || minute !== this.statisticsMinute) {
      this.statisticsNo++;
      this.statisticsMinute = minute;
    }
    this.changes.notify();
  }

  /** Newest first, at most `recentLimit`. */
  recent(): readonly SeenMatch[] {
    return this.recentList;
  }

  /** Whether a match with this id was seen recently (a feed entry with it is a repeat). */
  knows = (id: string): boolean => this.lastSeen.has(id);

  /**
   * Ingests one feed response (in the order the service sent it: oldest first); `repeated`:
   * the ids of its entries the parse took as known (`knows`) and did not read further.
   */
  ingest(matches: readonly Match[], now: number, repeated: readonly string[] = []): IngestResult {
    this.counters.responses++;
    if (this.startedAt === null) this.startedAt = now;
    const ids = new Set<string>();
    let overlap = false;
    const fresh: SeenMatch[] = [];
    let duplicates = 0;
    for (const id of repeated) {
      if (this.previousIds?.has(id)) overlap = true;
      duplicates++;
      ids.add(id);
      this.lastSeen.set(id, now);
    }
    for (const match of matches) {
      if (this.previousIds?.has(match.id)) overlap = true;
      if (ids.has(match.id) || this.lastSeen.has(match.id)) {
        duplicates++;
        ids.add(match.id);
        this.lastSeen.set(match.id, now);
        continue;
      }
      ids.add(match.id);
      this.lastSeen.set(match.id, now);
      fresh.push(
        this.history?.ids.has(match.id)
          ? { ...match, seenAt: now, inHistory: true }
          : { ...match, seenAt: now },
      );
    }
    // A non-empty response that shares nothing with the previous non-empty one: matches were
    // probably published and dropped from the feed between our two polls.
    const gap = ids.size > 0 && this.previousIds !== null && this.previousIds.size > 0 && !overlap;
    if (gap) this.counters.gaps++;
    if (ids.size > 0) this.previousIds = ids;
    this.counters.duplicates += duplicates;
    this.counters.matchesSeen += fresh.length;

    // The first response after a start or a long silence is a backlog of matches published
    // earlier: counted in the statistics, but not as arrivals for the matches-per-minute rate.
    const backlog = this.lastIngestAt === null || now - this.lastIngestAt > MINUTE;
    if (backlog) this.rateSince = now;
    this.lastIngestAt = now;
    if (fresh.length > 0) {
      const bucket = this.own.minute(now);
      for (const match of fresh) {
        if (match.inHistory) {
          if (!backlog) bucket.matches++;
        } else addMatch(bucket, match, !backlog);
      }
      // Newest first: the response is oldest first, so reverse it onto the front.
      const merged = fresh.reverse().concat(this.recentList);
      this.recentList =
        merged.length > this.recentLimit ? merged.slice(0, this.recentLimit) : merged;
    }
    const pruned = this.prune(now);
    this.changed(now, fresh.length > 0 || pruned);
    return { added: fresh.length, fresh, duplicates, gap };
  }

  /**
   * Rolls old minute buckets into hour buckets and drops what is past retention; true when what
   * the statistics count changed (a bucket rolled or dropped, the start moved).
   */
  prune(now: number, force = false): boolean {
    if (!force && now - this.lastPrune < 10_000) return false;
    this.lastPrune = now;
    const oldest = now - this.retentionMs;
    const rolled = this.own.prune(now, oldest);
    const expired = this.history?.prune(oldest) ?? false;
    for (const [id, seen] of this.lastSeen) {
      if (now - seen > this.dedupeMs) this.lastSeen.delete(id);
    }
    if (this.recentList.length > 0) {
      const last = this.recentList[this.recentList.length - 1];
      if (last && last.seenAt < oldest)
        this.recentList = this.recentList.filter((m) => m.seenAt >= oldest);
    }
    const started = this.startedAt !== null && this.startedAt < oldest;
    if (started) this.startedAt = oldest;
    return rolled || expired || started;
  }

  /**
   * Matches per minute over the last `minutes` minutes, counted only over time this screen
   * actually watched: from the later of the window's start and the end of the last backlog, to
   * the last successful poll (an outage neither lowers nor raises it). From the minute buckets,
   * so it is exact however many matches the recent list holds. Null until 10 s of arrivals
   * have been watched: too little to call a rate.
   */
  matchesPerMinute(now: number, minutes = 5): number | null {
    if (this.lastIngestAt === null || this.rateSince === null) return null;
    const from = Math.max(
      Math.floor(now / MINUTE) * MINUTE - (minutes - 1) * MINUTE,
      this.rateSince,
    );
    const until = Math.min(now, this.lastIngestAt);
    const elapsed = until - from;
    if (elapsed < 10_000) return null;
    return this.own.arrivalsAfter(from) / (elapsed / MINUTE);
  }

  /**
   * Every bucket the statistics count, oldest first: with history, its buckets and then this
   * screen's own from the minute history ends in; without, this screen's own.
   */
  buckets(): Bucket[] {
    const own = this.own.all();
    return this.history ? this.history.withOwn(own) : own.sort((a, b) => a.start - b.start);
  }

  historyInfo(): HistoryInfo | null {
    return this.history ? { ...this.history.info } : null;
  }

  /**
   * Takes the collector's published statistics as the record of everything up to `asOf`; this
   * screen's own counts stand only after it. A match both saw (the collector's recent ids) is
   * counted once: taken out of this screen's bucket now, and not counted when it arrives later.
   */
  setHistory(input: HistoryInput, now: number): void {
    const history = new SharedHistory(input);
    for (const match of this.recentList) {
      if (match.inHistory || !history.counted(match)) continue;
      const bucket = this.own.at(match.seenAt);
      if (bucket) removeMatch(bucket, match);
      match.inHistory = true;
    }
    this.history = history;
    this.prune(now, true);
    this.changed(now);
  }

  /** How many pair entries the store holds: the figure its memory bound is stated in. */
  size(): { pairs: number; buckets: number; recent: number; ids: number } {
    return {
      ...this.own.size(),
      recent: this.recentList.length,
      ids: this.lastSeen.size,
    };
  }

  /** Replaces the store's content with restored state (see persistence). */
  restore(
    state: {
      buckets: Bucket[];
      recent: SeenMatch[];
      counters: StoreCounters;
      startedAt: number | null;
    },
    now: number,
  ): void {
    this.own.replace(state.buckets);
    this.recentList = state.recent.slice(0, this.recentLimit);
    for (const m of this.recentList) this.lastSeen.set(m.id, now);
    this.counters = { ...state.counters };
    this.startedAt = state.startedAt;
    this.prune(now, true);
    this.changed(now);
  }
}
