import { type Bucket, HOUR, newBucket } from '../domain/buckets.ts';
import { formatCount } from '../domain/format.ts';
import {
  bucketFileSchema,
  CATALOGUE_FILE,
  DAY,
  decodeCounts,
  HISTORY_FORMAT,
  type HistoryBucketFile,
  type HistoryManifest,
  MANIFEST_FILE,
  MANIFEST_HOURS,
  manifestSchema,
  type OpenHourFile,
  openFileSchema,
} from '../domain/history-format.ts';
import {
  CLOCK_SKEW_MS,
  MAX_FILE_PAIRS,
  MAX_HISTORY_DAYS,
  READ_LIMITS,
  type ReadLimit,
} from '../domain/limits.ts';
import { ApiError, getJson } from './client.ts';

/** Distinct starts of whole spans before `before`, oldest first, the latest `keep` of them. */
function spanList(starts: readonly number[], width: number, before: number, keep: number) {
  const distinct = [...new Set(starts)].filter((s) => s % width === 0 && s + width <= before);
  return distinct.sort((a, b) => a - b).slice(-keep);
}

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
  // A pair takes at most 11 numbers: more than that many is more pairs than any file holds.
  if (data.counts.length > MAX_FILE_PAIRS * 11)
    throw new HistoryFileError(
      file,
      `it holds more than ${formatCount(MAX_FILE_PAIRS)} archetype pairs`,
    );
  const pairs = decodeCounts(data.counts);
  if (!pairs)
    throw new HistoryFileError(
      file,
      `its counts are damaged (or more than ${formatCount(MAX_FILE_PAIRS)} archetype pairs)`,
    );
  return newBucket(data.start, data.width, data.matches, pairs);
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

/**
 * SHA-256 (hex) of a file as the collector wrote it: JSON.stringify gives back its exact text
 * from what was parsed. Null where the browser has no Web Crypto (a page not served over https
 * or from localhost): nothing is checked there.
 */
export async function contentHash(body: unknown): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** GETs one history file as JSON; failures are ApiErrors like any other request. */
export async function fetchHistoryFile(
  url: string,
  options: { timeoutMs: number; limit: ReadLimit; signal?: AbortSignal; revalidate?: boolean },
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

/** The read limit of a history file: the manifest, the catalogue copy, or a bucket file. */
export function historyReadLimit(name: string): ReadLimit {
  if (name === MANIFEST_FILE) return READ_LIMITS.manifest;
  return name === CATALOGUE_FILE ? READ_LIMITS.catalogue : READ_LIMITS.historyFile;
}

/** Why a history file was left out, in plain words. */
export const failureReason = (error: unknown) =>
  error instanceof HistoryFileError || error instanceof ApiError
    ? error.message
    : `unexpected error: ${(error as Error).message}`;

/** Why no history could be loaded from `url`, in plain words. */
export function whyUnavailable(error: unknown, url: string): string {
  if (error instanceof HistoryFileError) return error.message;
  if (error instanceof ApiError && error.status === 404) {
    return `No history is published at ${url} (HTTP 404).`;
  }
  return `Cannot load the history at ${url}: ${failureReason(error)}`;
}
