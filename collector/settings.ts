// What the collector accepts as settings, with the words the command line prints when it
// refuses one: the interval and retention bounds, and the database kept out of --out.
import { isAbsolute, relative, resolve } from 'node:path';
import type { FetchConfig } from '../src/api/service.ts';
import { HOUR } from '../src/domain/buckets.ts';
import type { FileLayer } from './files.ts';

export const MIN_INTERVAL_MS = 5000;
export const MAX_INTERVAL_MS = HOUR;
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;

/** How a collector is set up (the command line's flags, or a test's). */
export interface CollectorOptions {
  api: string;
  out: string;
  db: string;
  intervalMs?: number;
  retentionDays?: number;
  requestTimeoutMs?: number;
  version?: string;
  now?: () => number;
  log?: (line: string) => void;
  /** For tests: the network and the published files' disk. */
  fetchImpl?: typeof fetch;
  files?: FileLayer;
}

/** The feed and catalogue requests, as the dashboard makes them; redirects refused. */
export function fetchConfigOf(options: CollectorOptions): FetchConfig {
  return {
    apiBaseUrl: options.api,
    requestTimeoutMs: options.requestTimeoutMs ?? 10_000,
    followRedirects: false,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  };
}

/** A setting that cannot work (the database under --out, out-of-range numbers). */
export class SetupError extends Error {
  override name = 'SetupError';
}

/** The database file exists and cannot be opened: nothing published has been touched. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

const inside = (dir: string, path: string) => {
  const rel = relative(resolve(dir), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** The settings a collector refuses, in the words the command line prints. */
export function checkSettings(options: {
  out: string;
  db: string;
  intervalMs?: number;
  retentionDays?: number;
}): void {
  if (inside(options.out, options.db))
    throw new SetupError(
      `The database (${options.db}) may not be inside the published directory (${options.out}): everything there is served to the public.`,
    );
  const interval = options.intervalMs ?? MIN_INTERVAL_MS;
  if (!Number.isInteger(interval) || interval < MIN_INTERVAL_MS || interval > MAX_INTERVAL_MS)
    throw new SetupError(
      `The poll interval must be a whole number of milliseconds from ${MIN_INTERVAL_MS} (the feed's cache time) to ${MAX_INTERVAL_MS} (an hour).`,
    );
  const retention = options.retentionDays ?? 30;
  if (
    !Number.isInteger(retention) ||
    retention < MIN_RETENTION_DAYS ||
    retention > MAX_RETENTION_DAYS
  )
    throw new SetupError(
      `The retention must be a whole number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS}.`,
    );
}
