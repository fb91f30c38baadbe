import * as v from 'valibot';
import { type Bucket, HOUR, newBucket } from '../domain/buckets.ts';
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
import { type Problem, problem, problemMessage } from '../domain/problems.ts';
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

/**
 * A history file that cannot be used: `problem` is what a screen words in its language,
 * `message` the same in English.
 */
export class HistoryFileError extends Error {
  readonly problem: Problem;

  /** `what`: the problem, or a text with no code (tests). */
  constructor(
    readonly file: string,
    what: Problem | string,
  ) {
    const p = typeof what === 'string' ? problem('text', { text: what }) : what;
    super(problemMessage(p));
    this.name = 'HistoryFileError';
    this.problem = p;
  }
}

/**
 * The manifest, or an error saying in plain words why there is no usable history. Its lists are
 * trusted only as far as they make sense: each span once, whole, before the open hour, sorted,
 * no more than the collector keeps; a time ahead of this device's clock is refused.
 */
export function parseManifest(body: unknown, now = Date.now()): HistoryManifest {
  const result = v.safeParse(manifestSchema, body);
  if (!result.success) {
    throw new HistoryFileError('manifest.json', problem('manifest-shape', {}));
  }
  const m = result.output;
  if (m.format !== HISTORY_FORMAT) {
    throw new HistoryFileError(
      'manifest.json',
      problem('history-format', { format: m.format, expected: HISTORY_FORMAT }),
    );
  }
  const future = Math.max(m.asOf, m.openHour, m.catalogueAt ?? 0) - now;
  if (future > CLOCK_SKEW_MS) {
    throw new HistoryFileError(
      'manifest.json',
      problem('manifest-future', { at: Math.max(m.asOf, m.openHour) }),
    );
  }
  if (m.openHour % HOUR !== 0 || m.asOf > m.openHour + HOUR) {
    throw new HistoryFileError('manifest.json', problem('manifest-time', {}));
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
    throw new HistoryFileError(
      file,
      problem('file-format', { format: data.format, expected: HISTORY_FORMAT }),
    );
  }
  if (data.start !== expected.start || data.width !== expected.width) {
    throw new HistoryFileError(file, problem('file-span', {}));
  }
  // A pair takes at most 11 numbers: more than that many is more pairs than any file holds.
  if (data.counts.length > MAX_FILE_PAIRS * 11)
    throw new HistoryFileError(file, problem('file-pairs', { max: MAX_FILE_PAIRS }));
  const pairs = decodeCounts(data.counts);
  if (!pairs) throw new HistoryFileError(file, problem('file-counts', { max: MAX_FILE_PAIRS }));
  return newBucket(data.start, data.width, data.matches, pairs);
}

/** One closed hour or day file, checked against the span its name promises. */
export function parseBucketFile(
  file: string,
  body: unknown,
  expected: { start: number; width: number },
): Bucket {
  const result = v.safeParse(bucketFileSchema, body);
  if (!result.success) throw new HistoryFileError(file, problem('file-shape', {}));
  return toBucketOrThrow(file, result.output, expected);
}

export interface OpenHour {
  bucket: Bucket;
  asOf: number;
  recentIds: string[];
}

export function parseOpenFile(body: unknown, expected: { start: number; width: number }): OpenHour {
  const result = v.safeParse(openFileSchema, body);
  if (!result.success) throw new HistoryFileError('open.json', problem('file-shape', {}));
  const data: OpenHourFile = result.output;
  if (data.asOf > expected.start + expected.width) {
    throw new HistoryFileError('open.json', problem('open-after-hour', {}));
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
      throw new ApiError('http', problem('not-published', {}), { status: 404 });
    }
    throw error;
  }
}

/** The read limit of a history file: the manifest, the catalogue copy, or a bucket file. */
export function historyReadLimit(name: string): ReadLimit {
  if (name === MANIFEST_FILE) return READ_LIMITS.manifest;
  return name === CATALOGUE_FILE ? READ_LIMITS.catalogue : READ_LIMITS.historyFile;
}

/** Why a history file was left out (a screen words it; problemEnglish gives the English). */
export const failureReason = (error: unknown): Problem =>
  error instanceof HistoryFileError || error instanceof ApiError
    ? error.problem
    : problem('unexpected-reason', {
        message: error instanceof Error ? error.message : String(error),
      });

/** Why no history could be loaded from `url` (a screen words it). */
export function whyUnavailable(error: unknown, url: string): Problem {
  if (error instanceof HistoryFileError) return error.problem;
  if (error instanceof ApiError && error.status === 404) {
    return problem('history-not-published', { url });
  }
  return problem('history-unloadable', { url, reason: failureReason(error) });
}
