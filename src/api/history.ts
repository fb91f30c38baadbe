// The collector's published history (see src/domain/history.ts for the format): schemas that
// check every file before it is trusted, and the fetches, relative to the configured historyUrl.
import * as z from 'zod/mini';
import {
  DAY,
  decodeCounts,
  HISTORY_FORMAT,
  type HistoryBucketFile,
  type HistoryManifest,
  MANIFEST_HOURS,
  type OpenHourFile,
  RECENT_IDS,
} from '../domain/history.ts';
import {
  CLOCK_SKEW_MS,
  MAX_FILE_COUNT,
  MAX_HISTORY_DAYS,
  type ReadLimit,
} from '../domain/limits.ts';
import { type Bucket, HOUR } from '../domain/match-store.ts';
import { ApiError, getJson } from './client.ts';

const time = z.number().check(z.int(), z.gte(0), z.lte(8.64e15));
const count = z.number().check(z.int(), z.gte(0), z.lte(MAX_FILE_COUNT));

export const manifestSchema = z.object({
  format: z.number(),
  collector: z.string().check(z.maxLength(100)),
  asOf: time,
  retentionDays: z.number().check(z.gte(0)),
  hours: z.array(time),
  days: z.array(time),
  openHour: time,
  catalogueAt: z.nullable(time),
});

/** Distinct starts of whole spans before `before`, oldest first, the latest `keep` of them. */
function spanList(starts: readonly number[], width: number, before: number, keep: number) {
  const distinct = [...new Set(starts)].filter((s) => s % width === 0 && s + width <= before);
  return distinct.sort((a, b) => a - b).slice(-keep);
}

const bucketFields = {
  format: z.number(),
  start: time,
  width: z.number().check(z.int(), z.gt(0)),
  matches: count,
  // Checked number by number in decodeCounts, in one pass: a zod array of numbers would cost
  // more than the rest of loading a day (measured: ~130 ms of parsing and GC for 24 h).
  counts: z.custom<number[]>(Array.isArray),
};
const bucketFileSchema = z.object(bucketFields);
const openFileSchema = z.object({
  ...bucketFields,
  asOf: time,
  recentIds: z.array(z.string().check(z.maxLength(36))).check(z.maxLength(RECENT_IDS)),
});

/** Where a history file is, from historyUrl (a directory, relative to the page or absolute). */
export function historyFileUrl(historyUrl: string, name: string, pageUrl: string): string {
  const base = new URL(historyUrl, pageUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(name, base).toString();
}

export class HistoryFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'HistoryFileError';
  }
}

/**
 * The manifest, or an error saying in plain words why there is no usable history. Its lists are
 * trusted only as far as they make sense: each span once, whole, before the open hour, sorted,
 * no more than the collector keeps; a time ahead of this device's clock is refused.
 */
export function parseManifest(body: unknown, now = Date.now()): HistoryManifest {
  const result = manifestSchema.safeParse(body);
  if (!result.success) {
    throw new HistoryFileError('manifest.json', 'The history manifest is damaged (wrong shape).');
  }
  const m = result.data;
  if (m.format !== HISTORY_FORMAT) {
    throw new HistoryFileError(
      'manifest.json',
      `The history is in format ${m.format}; this dashboard reads format ${HISTORY_FORMAT}.`,
    );
  }
  const future = Math.max(m.asOf, m.openHour, m.catalogueAt ?? 0) - now;
  if (future > CLOCK_SKEW_MS) {
    throw new HistoryFileError(
      'manifest.json',
      `The history manifest is dated ${new Date(Math.max(m.asOf, m.openHour)).toISOString()}, ahead of this device's clock: refused.`,
    );
  }
  if (m.openHour % HOUR !== 0 || m.asOf > m.openHour + HOUR) {
    throw new HistoryFileError(
      'manifest.json',
      'The history manifest is damaged (its time is outside its open hour).',
    );
  }
  const retentionDays = Math.min(m.retentionDays, MAX_HISTORY_DAYS);
  return {
    ...m,
    retentionDays,
    hours: spanList(m.hours, HOUR, m.openHour, MANIFEST_HOURS),
    days: spanList(m.days, DAY, m.openHour, Math.ceil(retentionDays) + 1),
  };
}

function toBucketOrThrow(
  file: string,
  data: HistoryBucketFile,
  expected: { start: number; width: number },
): Bucket {
  if (data.format !== HISTORY_FORMAT) {
    throw new HistoryFileError(file, `format ${data.format}, expected ${HISTORY_FORMAT}`);
  }
  if (data.start !== expected.start || data.width !== expected.width) {
    throw new HistoryFileError(file, 'its time span is not the one its name says');
  }
  const pairs = decodeCounts(data.counts);
  if (!pairs) throw new HistoryFileError(file, 'its counts are damaged');
  return { start: data.start, width: data.width, rev: 0, matches: data.matches, pairs };
}

/** One closed hour or day file, checked against the span its name promises. */
export function parseBucketFile(
  file: string,
  body: unknown,
  expected: { start: number; width: number },
): Bucket {
  const result = bucketFileSchema.safeParse(body);
  if (!result.success) throw new HistoryFileError(file, 'wrong shape');
  return toBucketOrThrow(file, result.data, expected);
}

export interface OpenHour {
  bucket: Bucket;
  asOf: number;
  recentIds: string[];
}

export function parseOpenFile(body: unknown, expected: { start: number; width: number }): OpenHour {
  const result = openFileSchema.safeParse(body);
  if (!result.success) throw new HistoryFileError('open.json', 'wrong shape');
  const data: OpenHourFile = result.data;
  if (data.asOf > expected.start + expected.width) {
    throw new HistoryFileError('open.json', 'its time is after the end of its hour');
  }
  return {
    bucket: toBucketOrThrow('open.json', data, expected),
    asOf: data.asOf,
    recentIds: data.recentIds,
  };
}

/** GETs one history file as JSON; failures are ApiErrors like any other request. */
export async function fetchHistoryFile(
  url: string,
  options: { timeoutMs: number; limit: ReadLimit; signal?: AbortSignal },
): Promise<unknown> {
  try {
    return await getJson(url, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new ApiError('http', 'not published (HTTP 404)', { status: 404 });
    }
    throw error;
  }
}
