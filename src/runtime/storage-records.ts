// What the statistics look like in IndexedDB, how a stored record is checked before it is
// trusted, and storage failures as notices.
import { promisifyRequest, type UseStore } from 'idb-keyval';
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
  /**
   * Empty when `recentInRecords`: the recent matches are records of their own (MATCH_PREFIX),
   * so a save writes the matches that came, not the whole list. Saved empty rather than left
   * out, so that a build from before restores the statistics without the list instead of
   * discarding them as damaged; a list here (a save of such a build) is restored as it is.
   */
  recent: SeenMatch[];
  recentInRecords?: true;
}

export interface BucketRecord {
  start: number;
  width: number;
  matches: number;
  pairs: [string, number[]][];
}

export const BUCKET_PREFIX = 'bucket:';
export const MATCH_PREFIX = 'match:';

export const bucketKey = (b: { start: number; width: number }) =>
  `${BUCKET_PREFIX}${b.width}:${b.start}`;

/** Every key that starts with `prefix` (':' is followed by ';' in code-unit order). */
const withPrefix = (prefix: string) =>
  IDBKeyRange.bound(prefix, `${prefix.slice(0, -1)};`, false, true);

/**
 * A recent match's record: numbered in the order the matches came (a save gives the next
 * number to each match it writes first), so that the records sorted by key are the list, oldest
 * first, whatever the clock did.
 */
export const matchKey = (seq: number) => `${MATCH_PREFIX}${String(seq).padStart(12, '0')}`;

/** The number in a match record's key, or null for a key that is not one. */
export function matchSeq(key: string): number | null {
  const digits = key.slice(MATCH_PREFIX.length);
  return key.startsWith(MATCH_PREFIX) && /^\d{12}$/.test(digits) ? Number(digits) : null;
}

/** A recent match as last saved: its record's number, and whether it was counted in history. */
export interface SavedMatch {
  seq: number;
  inHistory: boolean;
}

/**
 * Numbers the recent list (newest first) for a save: oldest first, each record's number above
 * the one before; a match keeps its record unless that would break the order (then, as a match
 * not yet written, it takes the next number). Returns the records to write (new, renumbered, or
 * counted in the shared history since), every match's record, and the next free number.
 */
export function numberMatches(
  recent: readonly SeenMatch[],
  saved: ReadonlyMap<SeenMatch, SavedMatch>,
  nextSeq: number,
): { writes: [string, SeenMatch][]; numbered: Map<SeenMatch, SavedMatch>; nextSeq: number } {
  const writes: [string, SeenMatch][] = [];
  const numbered = new Map<SeenMatch, SavedMatch>();
  let next = nextSeq;
  let previous = -1;
  for (let i = recent.length - 1; i >= 0; i--) {
    const match = recent[i] as SeenMatch;
    const inHistory = match.inHistory === true;
    const before = saved.get(match);
    const seq = before && before.seq > previous ? before.seq : next++;
    if (seq !== before?.seq || inHistory !== before.inHistory)
      writes.push([matchKey(seq), { ...match }]);
    numbered.set(match, { seq, inHistory });
    previous = seq;
  }
  return { writes, numbered, nextSeq: next };
}

export interface SavedRecords {
  meta: unknown;
  buckets: unknown[];
  /** The saved recent matches, newest first, with their keys. */
  matches: { key: string; value: unknown }[];
}

/** Everything the statistics saved, read in one transaction (another tab may be writing). */
export async function readSaved(idb: UseStore): Promise<SavedRecords> {
  return idb('readonly', async (records) => {
    const [meta, buckets, keys, values] = await Promise.all([
      promisifyRequest<unknown>(records.get(META)),
      promisifyRequest<unknown[]>(records.getAll(withPrefix(BUCKET_PREFIX))),
      promisifyRequest<IDBValidKey[]>(records.getAllKeys(withPrefix(MATCH_PREFIX))),
      promisifyRequest<unknown[]>(records.getAll(withPrefix(MATCH_PREFIX))),
    ]);
    const matches = keys.map((key, i) => ({ key: String(key), value: values[i] }));
    return { meta, buckets, matches: matches.reverse() };
  });
}

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
