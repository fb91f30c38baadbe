// The match store: de-duplicates overlapping feed responses, keeps a bounded list of recent
// matches and time-bucketed counts for statistics, and forgets everything past its retention.
//
// Memory bound. Counts live in buckets keyed by the archetype pair "<a>:<b>" with 8 counters
// (4 rank tiers × won/lost) per pair (pair-counts.ts): one Map entry and its key on the heap,
// 32 bytes of counters in the bucket's array (up to twice that while it has room to grow),
// about 100 bytes.
// Buckets are one minute wide for the newest `fineMinutes` (60) and are then merged into one
// hour wide buckets, kept for `retentionMs` (24 h). A bucket holds at most min(2 × matches in
// it, P²) pairs, P = distinct archetype numbers seen. So the worst case is
//   60 × min(120 × rate, P²) + (retention hours) × min(7200 × rate, P²) pairs;
// at 2 matches/s and P ≈ 70 that is ≤ 14,400 + 24 × 4,900 ≈ 132,000 pairs ≈ 13 MB, and it does
// not grow with uptime. Recent matches are capped at `recentLimit`, and ids kept for
// de-duplication expire `dedupeMs` after they were last in a response.
import { Listeners } from './listeners.ts';
import { PairCounts } from './pair-counts.ts';
import { type Bracket, type RankTier, rankTier, tierInBracket } from './ranks.ts';

export interface PlayerResult {
  archetype: number;
  rank: number;
  legendRank: number | null;
  won: boolean;
}

export interface Match {
  id: string;
  players: readonly [PlayerResult, PlayerResult];
}

export interface SeenMatch extends Match {
  /** When this screen first saw the match (ms since epoch); the feed gives no match time. */
  seenAt: number;
  /** Counted in the shared history instead of this screen's statistics (see setHistory). */
  inHistory?: true;
}

/** Statistics published by the collector, merged in by setHistory. */
export interface HistoryInput {
  /** Hour and day buckets, closed ones and the open hour up to `asOf`. */
  buckets: Bucket[];
  /** Time of the newest data the collector had counted. */
  asOf: number;
  /** Ids of the collector's latest matches: counted there, so not counted again here. */
  recentIds: readonly string[];
}

export interface HistoryInfo {
  asOf: number;
  /** Start of the oldest history bucket, or null when history holds nothing. */
  since: number | null;
  /** This screen's own buckets count from here on (the minute history ends in). */
  liveFrom: number;
}

export const TIERS: readonly RankTier[] = ['bronze-platinum', 'diamond', 'legend', 'top1000'];
const TIER_INDEX: Record<RankTier, number> = {
  'bronze-platinum': 0,
  diamond: 1,
  legend: 2,
  top1000: 3,
};

export const MINUTE = 60_000;
export const HOUR = 3_600_000;

export interface Bucket {
  start: number;
  width: number;
  /** Bumped on every change, so persistence writes only buckets that changed. */
  rev: number;
  /** Matches that arrived live in this span (a start-up backlog is not counted): for rates. */
  matches: number;
  /** "<archetype>:<opponent>" → counts at index tier*2 + (won ? 1 : 0). */
  pairs: PairCounts;
}

/** A bucket as it starts: revision 0, with the given counts (none by default). */
export function newBucket(
  start: number,
  width: number,
  matches = 0,
  pairs: PairCounts = new PairCounts(),
): Bucket {
  return { start, width, rev: 0, matches, pairs };
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

export function pairKey(a: number, b: number): string {
  return `${a}:${b}`;
}

export function splitPairKey(key: string): [number, number] {
  const i = key.indexOf(':', 1);
  return [Number(key.slice(0, i)), Number(key.slice(i + 1))];
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
  private readonly fine = new Map<number, Bucket>();
  private readonly coarse = new Map<number, Bucket>();
  private lastPrune = 0;
  private lastIngestAt: number | null = null;
  /** Matches-per-minute counts only what arrived live after this time (see ingest). */
  private rateSince: number | null = null;
  private versionNo = 0;
  private history: {
    buckets: Bucket[];
    info: HistoryInfo;
    ids: ReadonlySet<string>;
  } | null = null;
  private readonly changes = new Listeners();

  constructor(options: StoreOptions = {}) {
    this.retentionMs = options.retentionMs ?? 24 * HOUR;
    this.recentLimit = options.recentLimit ?? 500;
    this.fineMinutes = options.fineMinutes ?? 60;
    this.dedupeMs = options.dedupeMs ?? 30 * MINUTE;
  }

  /** Changes on every update; lets React and memoised selectors tell new data from old. */
  get version(): number {
    return this.versionNo;
  }

  subscribe = this.changes.subscribe;

  private changed() {
    this.versionNo++;
    this.changes.notify();
  }

  /** Newest first, at most `recentLimit`. */
  recent(): readonly SeenMatch[] {
    return this.recentList;
  }

  /** Ingests one feed response (in the order the service sent it: oldest first). */
  ingest(matches: readonly Match[], now: number): IngestResult {
    this.counters.responses++;
    if (this.startedAt === null) this.startedAt = now;
    const ids = new Set<string>();
    let overlap = false;
    const fresh: SeenMatch[] = [];
    let duplicates = 0;
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
      const bucket = this.bucketFor(now);
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
    this.prune(now);
    this.changed();
    return { added: fresh.length, fresh, duplicates, gap };
  }

  private bucketFor(now: number): Bucket {
    const start = Math.floor(now / MINUTE) * MINUTE;
    let bucket = this.fine.get(start);
    if (!bucket) {
      bucket = newBucket(start, MINUTE);
      this.fine.set(start, bucket);
    }
    return bucket;
  }

  /** Rolls old minute buckets into hour buckets and drops what is past retention. */
  prune(now: number, force = false): void {
    if (!force && now - this.lastPrune < 10_000) return;
    this.lastPrune = now;
    const fineCutoff = Math.floor(now / MINUTE) * MINUTE - this.fineMinutes * MINUTE;
    for (const [start, bucket] of this.fine) {
      if (start >= fineCutoff) continue;
      const hourStart = Math.floor(start / HOUR) * HOUR;
      let target = this.coarse.get(hourStart);
      if (!target) {
        target = newBucket(hourStart, HOUR);
        this.coarse.set(hourStart, target);
      }
      mergeInto(target, bucket);
      this.fine.delete(start);
    }
    const oldest = now - this.retentionMs;
    for (const [start, bucket] of this.coarse) {
      if (start + bucket.width <= oldest) this.coarse.delete(start);
    }
    for (const [start, bucket] of this.fine) {
      if (start + bucket.width <= oldest) this.fine.delete(start);
    }
    if (this.history?.buckets.some((b) => b.start + b.width <= oldest)) {
      this.history.buckets = this.history.buckets.filter((b) => b.start + b.width > oldest);
      this.history.info.since = firstWithGames(this.history.buckets);
    }
    for (const [id, seen] of this.lastSeen) {
      if (now - seen > this.dedupeMs) this.lastSeen.delete(id);
    }
    if (this.recentList.length > 0) {
      const last = this.recentList[this.recentList.length - 1];
      if (last && last.seenAt < oldest)
        this.recentList = this.recentList.filter((m) => m.seenAt >= oldest);
    }
    if (this.startedAt !== null && this.startedAt < oldest) this.startedAt = oldest;
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
    let matches = 0;
    for (const bucket of this.fine.values()) {
      if (bucket.start + bucket.width > from) matches += bucket.matches;
    }
    return matches / (elapsed / MINUTE);
  }

  /**
   * Every bucket the statistics count, oldest first: with history, its buckets and then this
   * screen's own from the minute history ends in; without, this screen's own.
   */
  buckets(): Bucket[] {
    const own = [...this.coarse.values(), ...this.fine.values()];
    if (!this.history) return own.sort((a, b) => a.start - b.start);
    const { liveFrom } = this.history.info;
    return [...this.history.buckets, ...own.filter((b) => b.start + b.width > liveFrom)].sort(
      (a, b) => a.start - b.start || b.width - a.width,
    );
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
    const liveFrom = Math.floor(input.asOf / MINUTE) * MINUTE;
    const ids = new Set(input.recentIds);
    for (const match of this.recentList) {
      if (match.inHistory || match.seenAt < liveFrom || !ids.has(match.id)) continue;
      const bucket =
        this.fine.get(Math.floor(match.seenAt / MINUTE) * MINUTE) ??
        this.coarse.get(Math.floor(match.seenAt / HOUR) * HOUR);
      if (bucket) removeMatch(bucket, match);
      match.inHistory = true;
    }
    const buckets = [...input.buckets].sort((a, b) => a.start - b.start);
    this.history = {
      buckets,
      info: { asOf: input.asOf, since: firstWithGames(buckets), liveFrom },
      ids,
    };
    this.prune(now, true);
    this.changed();
  }

  /** How many pair entries the store holds: the figure its memory bound is stated in. */
  size(): { pairs: number; buckets: number; recent: number; ids: number } {
    let pairs = 0;
    for (const b of this.fine.values()) pairs += b.pairs.size;
    for (const b of this.coarse.values()) pairs += b.pairs.size;
    return {
      pairs,
      buckets: this.fine.size + this.coarse.size,
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
    this.fine.clear();
    this.coarse.clear();
    for (const bucket of state.buckets) {
      (bucket.width === MINUTE ? this.fine : this.coarse).set(bucket.start, bucket);
    }
    this.recentList = state.recent.slice(0, this.recentLimit);
    for (const m of this.recentList) this.lastSeen.set(m.id, now);
    this.counters = { ...state.counters };
    this.startedAt = state.startedAt;
    this.prune(now, true);
    this.changed();
  }
}

function addMatch(bucket: Bucket, match: Match, arrival: boolean) {
  const [p1, p2] = match.players;
  bucket.rev++;
  if (arrival) bucket.matches++;
  addSlot(bucket, p1, p2.archetype);
  addSlot(bucket, p2, p1.archetype);
}

/** The counter a player's result goes to: tier × 2 + (won ? 1 : 0), as in every bucket. */
export function slotIndex(player: Pick<PlayerResult, 'rank' | 'legendRank' | 'won'>): number {
  return TIER_INDEX[rankTier(player.rank, player.legendRank)] * 2 + (player.won ? 1 : 0);
}

function addSlot(bucket: Bucket, player: PlayerResult, opponent: number) {
  bucket.pairs.add(pairKey(player.archetype, opponent), slotIndex(player), 1);
}

/** Start of the oldest bucket that holds any game (an empty open hour is no history). */
function firstWithGames(buckets: readonly Bucket[]): number | null {
  return buckets.find((b) => b.pairs.size > 0)?.start ?? null;
}

function removeMatch(bucket: Bucket, match: Match) {
  const [p1, p2] = match.players;
  bucket.rev++;
  for (const [player, opponent] of [
    [p1, p2.archetype],
    [p2, p1.archetype],
  ] as const) {
    bucket.pairs.add(pairKey(player.archetype, opponent), slotIndex(player), -1);
  }
}

function mergeInto(target: Bucket, source: Bucket) {
  target.rev++;
  target.matches += source.matches;
  target.pairs.addAll(source.pairs);
}

/** Which of the 4 tier slots a bracket counts. */
export function tierMask(bracket: Bracket): boolean[] {
  return TIERS.map((tier) => tierInBracket(tier, bracket));
}
