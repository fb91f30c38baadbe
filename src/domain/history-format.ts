// The published history's format, shared by the collector that writes it and the dashboard
// that reads it: file names, the compact encoding of a bucket's counts, and which files a
// screen needs for its retention.
import * as v from 'valibot';
import { HOUR } from './buckets.ts';
import { MAX_FILE_COUNT, MAX_FILE_PAIRS, MAX_INT32, MIN_INT32 } from './limits.ts';
import { PAIR_WIDTH, PairCounts } from './pair-counts.ts';

export const HISTORY_FORMAT = 1;
export const DAY = 24 * HOUR;
/** Hours listed one by one in the manifest; older time is published (and read) as days. */
export const MANIFEST_HOURS = 48;
/** Ids of the collector's latest matches published with the open hour: more than any response. */
export const RECENT_IDS = 400;

/** A time in a published file: whole ms since the epoch, within what a Date can hold. */
export const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15));
/** A count in a published file. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_FILE_COUNT));

/** manifest.json: what the collector has published, and up to when. */
export const manifestSchema = v.object({
  format: v.number(),
  collector: v.pipe(v.string(), v.maxLength(100)),
  /** Time of the newest data in the open hour (ms since epoch). */
  asOf: time,
  retentionDays: v.pipe(v.number(), v.minValue(0)),
  /** Starts of the closed hours that have a file, oldest first (the latest MANIFEST_HOURS). */
  hours: v.array(time),
  /** Starts of the closed days (UTC) that have a file, oldest first. */
  days: v.array(time),
  /** Start of the open hour (its file is "open.json"). */
  openHour: time,
  /** When the published catalogue was fetched, or null when there is none yet. */
  catalogueAt: v.nullable(time),
  /** Where the collector's retention stood: nothing before it is published again. */
  retainedFrom: v.optional(v.number()),
  /**
   * Present while the collector's database lacks matches its published files hold (it was
   * deleted or restored from an older copy): the files keep them, its exports do not.
   */
  databaseBehind: v.optional(
    v.object({
      hours: v.pipe(v.number(), v.minValue(0)),
      matches: v.pipe(v.number(), v.minValue(0)),
    }),
  ),
  /**
   * SHA-256 (hex) of each closed file it lists, as written: a copy that does not match (a
   * browser's cache of a file a host has since repaired) is fetched again, then refused.
   * Absent from collectors before it.
   */
  hashes: v.optional(
    v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))),
  ),
});
export type HistoryManifest = v.InferOutput<typeof manifestSchema>;

/**
 * One bucket as published. `counts` is one flat list of small integers, pair after pair in
 * (archetype, opponent) order. Each pair is: the archetype's difference from the previous
 * pair's (0 while it repeats), the opponent (its difference from the previous opponent when
 * the archetype repeated), a bit mask of the store's 8 counters that are not zero (bit
 * tier × 2 + won), then those counters. Most pairs in an hour have 2 or 3 of 8 counters set,
 * so this is about half the size of writing all 8 (measured: 11 KB against 17 KB gzip for an
 * hour at the simulated rate).
 */
const bucketFields = {
  format: v.number(),
  start: time,
  width: v.pipe(v.number(), v.integer(), v.gtValue(0)),
  /** Matches first seen in this span. */
  matches: count,
  // Checked number by number in decodeCounts, in one pass: each number through a schema cost
  // more than the rest of loading a day (measured: ~130 ms of parsing and GC for 24 h).
  counts: v.custom<number[]>(Array.isArray),
};
export const bucketFileSchema = v.object(bucketFields);
export type HistoryBucketFile = v.InferOutput<typeof bucketFileSchema>;

/** open.json: the hour still filling, with the ids of the latest matches counted in it. */
export const openFileSchema = v.object({
  ...bucketFields,
  asOf: time,
  /** Ids of the latest matches the collector counted, newest first. */
  recentIds: v.pipe(v.array(v.pipe(v.string(), v.maxLength(36))), v.maxLength(RECENT_IDS)),
});
export type OpenHourFile = v.InferOutput<typeof openFileSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** "hours/2026-11-23T14.json": named by the hour (UTC), so it can be cached for ever. */
export function hourFile(start: number): string {
  const d = new Date(start);
  return `hours/${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}.json`;
}

/** "days/2026-11-22.json". */
export function dayFile(start: number): string {
  return `${hourFile(start).replace('hours/', 'days/').slice(0, -'T00.json'.length)}.json`;
}

const FILE_NAME = /^(hours|days)\/(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}))?\.json$/;

/** The span a closed file's name stands for; null for any other name. */
export function parseFileName(name: string): { start: number; width: number } | null {
  const m = FILE_NAME.exec(name);
  if (!m) return null;
  const [, folder, y, mo, d, h] = m;
  if ((folder === 'hours') !== (h !== undefined)) return null;
  const start = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0));
  const width = folder === 'hours' ? HOUR : DAY;
  // Refuses a date that does not exist (2026-02-31) by writing the name back.
  return (width === HOUR ? hourFile(start) : dayFile(start)) === name ? { start, width } : null;
}

export const OPEN_FILE = 'open.json';
export const MANIFEST_FILE = 'manifest.json';
export const CATALOGUE_FILE = 'catalogue.json';

/** A bucket's counters in the published encoding (see HistoryBucketFile). */
export function encodeCounts(pairs: PairCounts): number[] {
  const rows: { a: number; b: number; counts: Uint32Array }[] = [];
  pairs.forEach((a, b, data, at) => {
    rows.push({ a, b, counts: data.slice(at, at + PAIR_WIDTH) });
  });
  rows.sort((x, y) => x.a - y.a || x.b - y.b);
  const out: number[] = [];
  let previousA = 0;
  let previousB = 0;
  for (const { a, b, counts } of rows) {
    out.push(a - previousA, a === previousA ? b - previousB : b);
    previousA = a;
    previousB = b;
    let mask = 0;
    const set: number[] = [];
    for (let i = 0; i < PAIR_WIDTH; i++) {
      const n = counts[i] ?? 0;
      if (n > 0) {
        mask |= 1 << i;
        set.push(n);
      }
    }
    out.push(mask, ...set);
  }
  return out;
}

/**
 * The inverse of encodeCounts, packed; null when the list is not a valid encoding, names an
 * archetype outside 32 bits, or holds more than `maxPairs` pairs.
 */
export function decodeCounts(
  flat: readonly number[],
  maxPairs = MAX_FILE_PAIRS,
): PairCounts | null {
  // A pair takes at least 4 numbers (two deltas, the mask, one counter).
  const most = Math.min(Math.floor(flat.length / 4), maxPairs);
  const as = new Float64Array(most);
  const bs = new Float64Array(most);
  const data = new Uint32Array(most * PAIR_WIDTH);
  let n = 0;
  let a = 0;
  let b = 0;
  let i = 0;
  while (i < flat.length) {
    const da = flat[i];
    const db = flat[i + 1];
    const mask = flat[i + 2];
    if (!Number.isSafeInteger(da) || !Number.isSafeInteger(db) || !Number.isSafeInteger(mask))
      return null;
    if ((mask as number) <= 0 || (mask as number) > 255) return null;
    b = da === 0 ? b + (db as number) : (db as number);
    a += da as number;
    if (a < MIN_INT32 || a > MAX_INT32 || b < MIN_INT32 || b > MAX_INT32 || n === most) return null;
    as[n] = a;
    bs[n] = b;
    let j = i + 3;
    for (let slot = 0; slot < PAIR_WIDTH; slot++) {
      if (((mask as number) & (1 << slot)) === 0) continue;
      const count = flat[j++];
      // Capped: a counter is a Uint32 (2^32 + 7 would silently become 7).
      if (
        !Number.isSafeInteger(count) ||
        (count as number) <= 0 ||
        (count as number) > MAX_FILE_COUNT
      )
        return null;
      data[n * PAIR_WIDTH + slot] = count as number;
    }
    n++;
    i = j;
  }
  // Pairs in (a, b) order as encodeCounts writes them; another order is sorted, a pair twice
  // refused. Copied to their size: the first guess holds room for up to twice as many.
  return PairCounts.packed(as.slice(0, n), bs.slice(0, n), data.slice(0, n * PAIR_WIDTH), n);
}

export interface HistoryPlan {
  /** Files to read, oldest first: whole days before the last hours, then hours. */
  files: { name: string; start: number; width: number }[];
  /** Start of the oldest data the plan covers (null: nothing published in the window). */
  since: number | null;
}

/**
 * Which published files cover the last `retentionMs` before `manifest.asOf`: whole days for
 * time older than the last 24 h (a day reaching into the window counts whole, as buckets do in
 * every window), hours from where the days end (the manifest lists the last 48, enough for
 * that). Day and hour files never overlap, and leave no gap between them.
 */
export function planHistory(manifest: HistoryManifest, retentionMs: number): HistoryPlan {
  const from = manifest.asOf - retentionMs;
  const hourly = manifest.asOf - DAY;
  const files: HistoryPlan['files'] = [];
  for (const start of manifest.days) {
    if (start + DAY > from && start + DAY <= hourly) {
      files.push({ name: dayFile(start), start, width: DAY });
    }
  }
  const lastDay = files[files.length - 1];
  const daysEnd = lastDay ? lastDay.start + DAY : Number.NEGATIVE_INFINITY;
  for (const start of manifest.hours) {
    if (start + HOUR > from && start >= daysEnd) {
      files.push({ name: hourFile(start), start, width: HOUR });
    }
  }
  return { files, since: files[0]?.start ?? null };
}

/**
 * The loaded files a screen keeps within `maxPairs` pair counters: the newest first, and a file
 * that would pass the limit left out (the limit bounds what the page holds, not only what it
 * counts). `kept` is newest first; `over` names the files left out.
 */
export function newestWithinPairs<F extends { start: number; pairs: number }>(
  files: readonly F[],
  maxPairs: number,
): { kept: F[]; over: F[] } {
  const kept: F[] = [];
  const over: F[] = [];
  let pairs = 0;
  for (const f of [...files].sort((x, y) => y.start - x.start)) {
    if (pairs + f.pairs > maxPairs) over.push(f);
    else {
      pairs += f.pairs;
      kept.push(f);
    }
  }
  return { kept, over };
}
