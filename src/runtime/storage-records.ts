// What the statistics look like in IndexedDB, how a stored record is checked before it is
// trusted, and storage failures as notices.
import type { PlayerResult } from '../domain/buckets.ts';
import type { SeenMatch, StoreCounters } from '../domain/match-store.ts';
import type { StorageNotice } from '../domain/storage-status.ts';

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

/** Thrown when the browser has no IndexedDB at all. */
export class NoIndexedDb extends Error {
  constructor() {
    super('IndexedDB is not available in this browser');
    this.name = 'NoIndexedDb';
  }
}

/** Why storage failed, as a notice a screen words (error-text.ts storageNoticeText). */
export function describeStorageError(error: unknown): StorageNotice {
  if (isQuotaError(error)) return { code: 'quota', values: {} };
  if (error instanceof NoIndexedDb) return { code: 'no-indexeddb', values: {} };
  if (error instanceof Error) return { code: 'unavailable', values: { message: error.message } };
  return { code: 'unavailable', values: { message: null } };
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

/** A saved match, checked as the feed's are: two players with whole-number fields. */
export function validStoredMatch(value: unknown): value is SeenMatch {
  const m = value as SeenMatch | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'string' &&
    m.id.length > 0 &&
    m.id.length <= 64 &&
    Number.isFinite(m.seenAt) &&
    (m.collectedAt === undefined || Number.isFinite(m.collectedAt)) &&
    (m.inHistory === undefined || m.inHistory === true) &&
    Array.isArray(m.players) &&
    m.players.length === 2 &&
    m.players.every(validStoredPlayer)
  );
}

function validStoredPlayer(value: unknown): boolean {
  const p = value as PlayerResult | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    Number.isSafeInteger(p.archetype) &&
    Number.isSafeInteger(p.rank) &&
    p.rank >= 0 &&
    (p.legendRank === null || (Number.isSafeInteger(p.legendRank) && p.legendRank >= 0)) &&
    typeof p.won === 'boolean'
  );
}

/** The saved statistics' record, its shape only: its recent matches are checked one by one. */
export function validMeta(value: unknown): value is MetaRecord {
  const m = value as MetaRecord;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.counters === 'object' &&
    m.counters !== null &&
    Array.isArray(m.recent)
  );
}
