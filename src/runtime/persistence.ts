// Persistence of the match store and the catalogue in IndexedDB (through idb-keyval), written
// incrementally and throttled. Storage failing in any way never stops the dashboard: it keeps
// running in memory and says so.

import { clear, createStore, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { type Bucket, newBucket } from '../domain/buckets.ts';
import { Listeners } from '../domain/listeners.ts';
import type { MatchStore, SeenMatch } from '../domain/match-store.ts';
import { PairCounts } from '../domain/pair-counts.ts';
import type { StorageNotice, StorageStatus } from '../domain/storage-status.ts';

import {
  BUCKET_PREFIX,
  type BucketRecord,
  bucketKey,
  describeStorageError,
  MATCH_PREFIX,
  META,
  type MetaRecord,
  matchKey,
  matchSeq,
  NoIndexedDb,
  numberMatches,
  readSaved,
  type SavedMatch,
  STORAGE_VERSION,
  validBucket,
  validMeta,
  validStoredMatch,
} from './storage-records.ts';

export { STORAGE_VERSION };

const isBucketKey = (key: IDBValidKey): key is string =>
  typeof key === 'string' && key.startsWith(BUCKET_PREFIX);
const isMatchKey = (key: IDBValidKey): key is string =>
  typeof key === 'string' && key.startsWith(MATCH_PREFIX);

/** The part of the Web Locks API that decides which tab saves. */
export type SaveLocks = Pick<LockManager, 'request'>;

export interface PersistenceOptions {
  /** Minimum time between two writes. */
  throttleMs?: number;
  /** IndexedDB database name (tests use their own). */
  dbName?: string;
  now?: () => number;
  /** Which tab saves (default: the browser's Web Locks; null: this tab always saves). */
  locks?: SaveLocks | null;
}

/**
 * How often the poll counters alone are saved. Most polls of the real feed bring no new match
 * and change no bucket, only the counters: saved at each, the meta record would be rewritten
 * 17,280 times a day.
 */
export const COUNTERS_EVERY_MS = 60_000;

/** The notice while another tab saves: this tab's statistics are saved once that tab closes. */
export const ANOTHER_TAB_SAVES: StorageNotice = { code: 'another-tab', values: {} };

export class Persistence {
  status: StorageStatus = {
    mode: 'starting',
    detail: null,
    lastSavedAt: null,
    savedMatches: 0,
    restoredMatches: 0,
  };
  private idb: UseStore | null = null;
  private readonly savedRevs = new Map<string, number>();
  /**
   * The recent matches as this tab last wrote (or restored) them: each one's record number and
   * whether it was then counted in the shared history (a flag the store sets later).
   */
  private savedMatches = new Map<SeenMatch, SavedMatch>();
  /** The number the next match record takes: above every one written or restored. */
  private nextSeq = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Whether the pending timer is the minute's wait for the counters alone. */
  private countersOnly = false;
  /** The match count at the last save (or restore): a new match changes it. */
  private savedMatchesSeen = 0;
  private lastWrite = 0;
  private writing: Promise<void> | null = null;
  private readonly changes = new Listeners();
  private readonly throttleMs: number;
  private readonly now: () => number;
  /**
   * Whether this tab saves. One tab at a time does (a Web Lock held until it closes): two tabs
   * saving their own buckets could leave one's minute beside the hour the other rolled it into,
   * and a restore would count it twice.
   */
  private saving = true;
  private releaseLock: (() => void) | null = null;
  private disposed = false;
  /** The restore under way: nothing is written before it is done (it would write over it). */
  private restoring: Promise<void> | null = null;
  private readonly locks: SaveLocks | null = null;
  private readonly dbName: string = '';

  constructor(
    private readonly store: MatchStore,
    options: PersistenceOptions = {},
  ) {
    this.throttleMs = options.throttleMs ?? 5000;
    this.now = options.now ?? Date.now;
    try {
      if (typeof indexedDB === 'undefined') throw new NoIndexedDb();
      this.dbName = options.dbName ?? 'hs-ladder-dashboard';
      this.idb = createStore(this.dbName, 'kv');
      this.locks =
        options.locks === undefined
          ? typeof navigator !== 'undefined'
            ? (navigator.locks ?? null)
            : null
          : options.locks;
    } catch (error) {
      this.goMemory(error);
    }
  }

  /** Saves nothing until this tab holds the save lock, then saves everything it has. */
  private waitForTurn(locks: SaveLocks, dbName: string) {
    this.saving = false;
    locks
      .request(
        `${dbName}:save`,
        () =>
          new Promise<void>((release) => {
            // Closed (or its data cleared) while it waited: the turn goes to the next tab.
            if (this.disposed) return release();
            this.releaseLock = release;
            this.saving = true;
            // What is stored is the other tab's: every bucket of this one is written again.
            this.savedRevs.clear();
            this.savedMatches.clear();
            if (this.status.detail?.code === 'another-tab') this.setStatus({ detail: null });
            this.schedule();
          }),
      )
      .catch(() => {
        // No lock to be had (a closing page): this tab saves nothing.
      });
  }

  subscribe = this.changes.subscribe;

  getStatus = () => this.status;

  private setStatus(patch: Partial<StorageStatus>) {
    this.status = { ...this.status, ...patch };
    this.changes.notify();
  }

  private goMemory(error: unknown) {
    this.idb = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.setStatus({ mode: 'memory', detail: describeStorageError(error) });
  }

  /** Loads what an earlier page saved into the store. Never throws. */
  restore(): Promise<void> {
    if (this.restoring) return this.restoring;
    this.restoring = this.load();
    // The turn to save is asked for once the restore is under way: a save waits for it.
    if (this.idb && this.locks) this.waitForTurn(this.locks, this.dbName);
    return this.restoring;
  }

  private async load(): Promise<void> {
    if (!this.idb) return;
    try {
      // Only the statistics: other keys (catalogue, card data) are read when needed.
      const saved = await readSaved(this.idb);
      const meta = saved.meta as MetaRecord | undefined;
      const rawBuckets = saved.buckets;
      if (meta === undefined) {
        this.setStatus({ mode: 'persisted' });
        return;
      }
      if (meta?.version !== STORAGE_VERSION) {
        await clear(this.idb);
        const version = Number(meta?.version);
        this.setStatus({
          mode: 'persisted',
          detail: {
            code: 'other-version',
            values: { version: String(meta?.version), newer: version > STORAGE_VERSION },
          },
        });
        return;
      }
      if (!validMeta(meta) || !rawBuckets.every(validBucket)) {
        await clear(this.idb);
        this.setStatus({
          mode: 'persisted',
          detail: { code: 'damaged', values: {} },
        });
        return;
      }
      const buckets: Bucket[] = rawBuckets.map((b) =>
        newBucket(b.start, b.width, b.matches, PairCounts.from(b.pairs)),
      );
      for (const b of buckets) this.savedRevs.set(bucketKey(b), 0);
      this.savedMatchesSeen = meta.counters.matchesSeen;
      // Each saved match checked as the feed's are: a damaged one is left out and counted.
      const savedRecent = meta.recentInRecords ? saved.matches.map((m) => m.value) : meta.recent;
      const recent = savedRecent.filter(validStoredMatch);
      const dropped = savedRecent.length - recent.length;
      this.store.restore(
        { buckets, recent, counters: meta.counters, startedAt: meta.startedAt },
        this.now(),
      );
      // The restored matches keep their records; new ones are numbered after all of them.
      for (const { key, value } of saved.matches) {
        const seq = matchSeq(key);
        if (seq === null) continue;
        this.nextSeq = Math.max(this.nextSeq, seq + 1);
        if (meta.recentInRecords && validStoredMatch(value))
          this.savedMatches.set(value, { seq, inHistory: value.inHistory === true });
      }
      this.setStatus({
        mode: 'persisted',
        restoredMatches: meta.counters.matchesSeen,
        savedMatches: meta.counters.matchesSeen,
        ...(dropped > 0
          ? { detail: { code: 'matches-dropped', values: { count: dropped } } as const }
          : {}),
      });
    } catch (error) {
      this.goMemory(error);
    }
  }

  /**
   * Forgets everything this page saved (statistics, catalogue, card data) and saves nothing more
   * until the page is loaded again: what a viewer asks for when saved data breaks a screen.
   */
  async clearSaved(): Promise<void> {
    const idb = this.idb;
    this.dispose();
    this.idb = null;
    if (idb) await clear(idb);
  }

  /**
   * Asks for a save; writes at most once per throttle period. When only the counters changed,
   * the write waits until a minute after the last one (a later change brings it forward).
   */
  schedule(): void {
    if (!this.idb || (this.timer && !this.countersOnly)) return;
    if (!this.saving) {
      if (this.status.detail === null) this.setStatus({ detail: ANOTHER_TAB_SAVES });
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.countersOnly = false;
    const wait = Math.max(0, this.lastWrite + this.throttleMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      const due = this.lastWrite + COUNTERS_EVERY_MS - this.now();
      if (this.statisticsChanged() || due <= 0) {
        void this.flush();
        return;
      }
      this.countersOnly = true;
      this.timer = setTimeout(() => {
        this.timer = null;
        this.countersOnly = false;
        void this.flush();
      }, due);
    }, wait);
  }

  /** The store's buckets by the key each is saved under. */
  private keyedBuckets(): Map<string, Bucket> {
    return new Map(this.store.buckets().map((b) => [bucketKey(b), b]));
  }

  /** Whether a match came, or a bucket changed, was rolled up or expired, since the last save. */
  private statisticsChanged(): boolean {
    if (this.store.counters.matchesSeen !== this.savedMatchesSeen) return true;
    const current = this.keyedBuckets();
    if (current.size !== this.savedRevs.size) return true;
    for (const [key, bucket] of current) if (this.savedRevs.get(key) !== bucket.rev) return true;
    return false;
  }

  /** Writes changed buckets, new recent matches and the counters now (page hide, the throttle). */
  flush = async (): Promise<void> => {
    await this.restoring;
    if (!this.idb || !this.saving) return;
    if (this.writing) return this.writing;
    this.lastWrite = this.now();
    const idb = this.idb;
    const current = this.keyedBuckets();
    const changed: [string, BucketRecord | MetaRecord | SeenMatch][] = [];
    for (const [key, bucket] of current) {
      if (this.savedRevs.get(key) === bucket.rev) continue;
      changed.push([
        key,
        {
          start: bucket.start,
          width: bucket.width,
          matches: bucket.matches,
          pairs: bucket.pairs.entries(),
        },
      ]);
    }
    const numbering = numberMatches(this.store.recent(), this.savedMatches, this.nextSeq);
    this.nextSeq = numbering.nextSeq;
    changed.push(...numbering.writes);
    const matchesNow = numbering.numbered;
    const currentMatches = new Set([...matchesNow.values()].map(({ seq }) => matchKey(seq)));
    changed.push([
      META,
      {
        version: STORAGE_VERSION,
        savedAt: this.now(),
        counters: this.store.counters,
        startedAt: this.store.startedAt,
        recent: [],
        recentInRecords: true,
      },
    ]);
    const revs = new Map([...current].map(([key, b]) => [key, b.rev]));
    const savedMatches = this.store.counters.matchesSeen;
    this.writing = (async () => {
      try {
        // One transaction, and the stored buckets and matches become exactly this tab's: a
        // bucket rolled into a coarser one is never left beside it (a tab closed between two
        // transactions, or one whose turn came after another tab's, would count it twice).
        await idb('readwrite', (records) => {
          for (const [key, value] of changed) records.put(value, key);
          const stored = records.getAllKeys();
          stored.onsuccess = () => {
            for (const key of stored.result)
              if (
                (isBucketKey(key) && !current.has(key)) ||
                (isMatchKey(key) && !currentMatches.has(key))
              )
                records.delete(key);
          };
          return promisifyRequest(records.transaction);
        });
        this.savedRevs.clear();
        for (const [key, rev] of revs) this.savedRevs.set(key, rev);
        this.savedMatchesSeen = savedMatches;
        this.savedMatches = matchesNow;
        this.setStatus({ mode: 'persisted', lastSavedAt: this.now(), savedMatches });
      } catch (error) {
        this.goMemory(error);
      } finally {
        this.writing = null;
      }
    })();
    return this.writing;
  };

  /** Saves a value under its own key (the catalogue, card data); failures are only reported. */
  async saveValue(key: string, value: unknown): Promise<void> {
    if (!this.idb) return;
    try {
      await set(key, value, this.idb);
    } catch (error) {
      this.goMemory(error);
    }
  }

  async loadValue<T>(key: string): Promise<T | undefined> {
    if (!this.idb) return undefined;
    try {
      return await get<T>(key, this.idb);
    } catch (error) {
      this.goMemory(error);
      return undefined;
    }
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.disposed = true;
    this.saving = false;
    this.releaseLock?.();
    this.releaseLock = null;
  }
}
