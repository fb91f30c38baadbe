// The collector's published statistics inside a screen's store: the record of everything up to
// its `asOf`, with the screen's own buckets counting only after the minute it ends in.
import { type Bucket, firstWithGames, MINUTE } from './buckets.ts';
import type { Problem } from './problems.ts';

/**
 * What the status says of the shared history beside its figures, as a code and its values (a
 * screen words it: error-text.ts historyNoticeText).
 */
export type HistoryNotice =
  /** historyUrl is null. */
  | { code: 'off'; values: Record<string, never> }
  /** Files left out at the last load (listed with their reasons); the rest is counted. */
  | { code: 'left-out'; values: { count: number } }
  /** No history: the figures count this screen's own matches. */
  | { code: 'unavailable'; values: { why: Problem } }
  /** The last load failed: the history loaded before (up to `upTo`) is kept. */
  | { code: 'kept'; values: { why: Problem; upTo: number } };

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

export class SharedHistory {
  buckets: Bucket[];
  readonly info: HistoryInfo;
  readonly ids: ReadonlySet<string>;

  constructor(input: HistoryInput) {
    this.buckets = [...input.buckets].sort((a, b) => a.start - b.start);
    this.ids = new Set(input.recentIds);
    const liveFrom = Math.floor(input.asOf / MINUTE) * MINUTE;
    this.info = { asOf: input.asOf, since: firstWithGames(this.buckets), liveFrom };
  }

  /** Whether the history already counts a match this screen saw (a recent id, in its time). */
  counted(match: { id: string; seenAt: number }): boolean {
    return match.seenAt >= this.info.liveFrom && this.ids.has(match.id);
  }

  /** Forgets buckets that ended by `oldest`. */
  prune(oldest: number): boolean {
    if (!this.buckets.some((b) => b.start + b.width <= oldest)) return false;
    this.buckets = this.buckets.filter((b) => b.start + b.width > oldest);
    this.info.since = firstWithGames(this.buckets);
    return true;
  }

  /** Its buckets and then the screen's own from the minute it ends in, oldest first. */
  withOwn(own: readonly Bucket[]): Bucket[] {
    const { liveFrom } = this.info;
    return [...this.buckets, ...own.filter((b) => b.start + b.width > liveFrom)].sort(
      (a, b) => a.start - b.start || b.width - a.width,
    );
  }
}
