// What the statistics look like in IndexedDB, how a stored record is checked before it is
// trusted, and storage failures in words.
import type { SeenMatch, StoreCounters } from '../domain/match-store.ts';

export const STORAGE_VERSION = 1;
export const META = 'meta';

export interface MetaRecord {
  version: number;
  savedAt: number;
  counters: StoreCounters;
  startedAt: number | null;
  recent: SeenMatch[];
}

export interface BucketRecord {
  start: number;
  width: number;
  matches: number;
  pairs: [string, number[]][];
}

export const bucketKey = (b: { start: number; width: number }) => `bucket:${b.width}:${b.start}`;

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)
  );
}

export function describeStorageError(error: unknown): string {
  if (isQuotaError(error))
    return 'Storage is full (quota exceeded): statistics are kept in memory only.';
  if (error instanceof Error)
    return `Storage is unavailable (${error.message}): statistics are kept in memory only.`;
  return 'Storage is unavailable: statistics are kept in memory only.';
}

export function validBucket(value: unknown): value is BucketRecord {
  const b = value as BucketRecord;
  return (
    typeof b === 'object' &&
    b !== null &&
    Number.isFinite(b.start) &&
    Number.isFinite(b.width) &&
    Number.isFinite(b.matches) &&
    Array.isArray(b.pairs) &&
    b.pairs.every(
      (p) =>
        Array.isArray(p) && typeof p[0] === 'string' && Array.isArray(p[1]) && p[1].length === 8,
    )
  );
}

export function validMeta(value: unknown): value is MetaRecord {
  const m = value as MetaRecord;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.counters === 'object' &&
    Array.isArray(m.recent) &&
    m.recent.every(
      (r) =>
        typeof r?.id === 'string' &&
        Array.isArray(r.players) &&
        Number.isFinite(r.seenAt) &&
        (r.collectedAt === undefined || Number.isFinite(r.collectedAt)),
    )
  );
}
