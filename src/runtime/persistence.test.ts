import 'fake-indexeddb/auto';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../domain/buckets.ts';
import { MatchStore } from '../domain/match-store.ts';
import { storageNoticeText } from '../domain/notice-text.ts';
import { aggregate } from '../domain/stats.ts';
import {
  ANOTHER_TAB_SAVES,
  COUNTERS_EVERY_MS,
  Persistence,
  type SaveLocks,
  STORAGE_VERSION,
} from './persistence.ts';

/** The storage notice as a screen words it (in English: the tests read English). */
const noticeText = ({ status }: Persistence) => status.detail && storageNoticeText(status.detail);

let dbCounter = 0;
const freshDb = () => `test-db-${++dbCounter}`;

function match(n: number): Match {
  return {
    id: `m-${n}`,
    players: [
      { archetype: n % 5, rank: 51, legendRank: 100 + n, won: n % 2 === 0 },
      { archetype: (n + 1) % 5, rank: 45, legendRank: null, won: n % 2 !== 0 },
    ],
  };
}
const matches = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => match(from + i));

/** Web Locks as a browser grants them to the tabs of one origin: one holder, the rest queued. */
function tabLocks(): SaveLocks {
  const queues = new Map<string, (() => void)[]>();
  const request = (name: string, callback: () => Promise<void>) => {
    const queue = queues.get(name) ?? [];
    queues.set(name, queue);
    return new Promise<void>((resolve) => {
      const grant = () => {
        void callback().then(() => {
          queue.shift();
          queue[0]?.();
          resolve();
        });
      };
      queue.push(grant);
      if (queue.length === 1) grant();
    });
  };
  return { request } as unknown as SaveLocks;
}

/** Keys as a save wrote them, sorted, its recent matches' records counted rather than named. */
function summary(keys: readonly string[]): string[] {
  const matchRecords = keys.filter((key) => key.startsWith('match:')).length;
  const rest = keys.filter((key) => !key.startsWith('match:')).sort();
  return matchRecords > 0 ? [...rest, `matches: ${matchRecords}`] : rest;
}

const games = (store: MatchStore, now: number) =>
  aggregate(store.buckets(), { bracket: 'all', windowMs: null }, now).totalSlots / 2;

describe('Persistence', () => {
  it('lets one tab save at a time, and a restore counts every match once', async () => {
    const dbName = freshDb();
    const locks = tabLocks();
    const start = Date.UTC(2026, 10, 22, 12);
    let now = start;
    // Two tabs open on the same statistics, seeing the same matches.
    const first = new MatchStore();
    const second = new MatchStore();
    const firstTab = new Persistence(first, { dbName, now: () => now, locks });
    const secondTab = new Persistence(second, { dbName, now: () => now, locks });
    await firstTab.restore();
    await secondTab.restore();
    for (let minute = 0; minute < 50; minute++) {
      now = start + minute * 60_000;
      first.ingest(matches(minute * 4, minute * 4 + 4), now);
      second.ingest(matches(minute * 4, minute * 4 + 4), now);
    }
    await firstTab.flush();
    await secondTab.flush();
    secondTab.schedule();
    expect(secondTab.status.detail).toBe(ANOTHER_TAB_SAVES);
    expect(noticeText(secondTab)).toBe(
      "Another tab of this dashboard is saving the statistics; this tab's are saved once that tab closes.",
    );
    expect(secondTab.status.lastSavedAt).toBeNull();

    // Both see four more matches in the last minute. The second tab, two hours on, rolls the
    // minutes into their hour and tries to save; the first saves its last minute again, then
    // closes, and the second's turn comes.
    first.ingest(matches(200, 204), start + 49 * 60_000);
    second.ingest(matches(200, 204), start + 49 * 60_000);
    now = start + 2 * 3_600_000;
    second.ingest(matches(204, 210), now);
    await secondTab.flush();
    await firstTab.flush();
    firstTab.dispose();
    await vi.waitFor(() => expect(secondTab.status.detail).toBeNull());
    await secondTab.flush();
    expect(secondTab.status.lastSavedAt).toBe(now);

    const restored = new MatchStore();
    await new Persistence(restored, { dbName, now: () => now, locks: null }).restore();
    expect(games(second, now)).toBe(210);
    expect(games(restored, now)).toBe(210);
    expect(restored.recent()).toEqual(second.recent());
    secondTab.dispose();
  });

  it('gives its turn to the next tab when it closes before the turn came', async () => {
    const dbName = freshDb();
    const locks = tabLocks();
    const holder = new Persistence(new MatchStore(), { dbName, locks });
    const closing = new Persistence(new MatchStore(), { dbName, locks });
    const waiting = new Persistence(new MatchStore(), { dbName, locks });
    await Promise.all([holder.restore(), closing.restore(), waiting.restore()]);
    closing.dispose();
    holder.dispose();
    waiting.schedule();
    await vi.waitFor(() => expect(waiting.status.detail).toBeNull());
    waiting.dispose();
  });

  it('writes nothing over what it is restoring when its turn to save comes at once', async () => {
    const dbName = freshDb();
    const now = Date.UTC(2026, 10, 22, 12);
    const saved = new MatchStore();
    saved.ingest(matches(0, 150), now);
    await new Persistence(saved, { dbName, now: () => now, locks: null }).flush();

    const reopened = new MatchStore();
    const tab = new Persistence(reopened, { dbName, now: () => now, locks: tabLocks() });
    await Promise.all([tab.restore(), tab.flush()]);
    expect(games(reopened, now)).toBe(150);
    const again = new MatchStore();
    await new Persistence(again, { dbName, now: () => now, locks: null }).restore();
    expect(games(again, now)).toBe(150);
    tab.dispose();
  });

  it('round-trips statistics, the recent list and counters', async () => {
    const dbName = freshDb();
    const now = Date.UTC(2026, 10, 22, 12);
    const store = new MatchStore();
    store.ingest(matches(0, 100), now - 2 * 3_600_000); // rolled into an hour bucket
    store.ingest(matches(100, 150), now);
    store.prune(now, true);
    const saving = new Persistence(store, { dbName, now: () => now });
    expect(saving.status.savedMatches).toBe(0);
    await saving.flush();
    expect(saving.status).toMatchObject({ mode: 'persisted', lastSavedAt: now, savedMatches: 150 });

    const restored = new MatchStore();
    const loading = new Persistence(restored, { dbName, now: () => now + 1000 });
    await loading.restore();
    expect(loading.status).toMatchObject({
      mode: 'persisted',
      restoredMatches: 150,
      savedMatches: 150,
      detail: null,
    });
    expect(restored.counters).toEqual(store.counters);
    expect(restored.recent()).toEqual(store.recent());
    const filter = { bracket: 'all' as const, windowMs: null };
    expect(aggregate(restored.buckets(), filter, now)).toEqual(
      aggregate(store.buckets(), filter, now),
    );
    // Matches seen before the reload are not counted twice when the feed repeats them.
    expect(restored.ingest(matches(140, 160), now + 5000).added).toBe(10);
  });

  it('writes only what changed, and deletes expired buckets', async () => {
    const dbName = freshDb();
    const kv = createStore(dbName, 'kv');
    let now = Date.UTC(2026, 10, 22, 12);
    const store = new MatchStore({ retentionMs: 3_600_000 * 2 });
    const persistence = new Persistence(store, { dbName, now: () => now });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const written = () => summary(put.mock.calls.map((call) => String(call[1])));

    store.ingest(matches(0, 10), now);
    await persistence.flush();
    expect(written()).toEqual([`bucket:60000:${String(now)}`, 'meta', 'matches: 10']);

    // Nothing changed: only the meta record (the counters) is written again.
    put.mockClear();
    await persistence.flush();
    expect(written()).toEqual(['meta']);

    // A later minute: its bucket, its two matches and the meta; the first bucket is untouched.
    put.mockClear();
    store.ingest(matches(10, 12), now + 60_000);
    await persistence.flush();
    expect(written()).toEqual([`bucket:60000:${String(now + 60_000)}`, 'meta', 'matches: 2']);

    // Five hours on, the first buckets are past retention: deleted from storage too.
    put.mockClear();
    now += 5 * 3_600_000;
    store.ingest(matches(12, 20), now);
    await persistence.flush();
    put.mockRestore();
    const stored = (await keys<string>(kv)).map(String).sort();
    expect(summary(stored)).toEqual(
      store
        .buckets()
        .map((b) => `bucket:${b.width}:${b.start}`)
        .concat('meta')
        .sort()
        .concat(`matches: ${store.recent().length}`),
    );
    expect(stored).not.toContain(`bucket:60000:${Date.UTC(2026, 10, 22, 12)}`);
    const restored = new MatchStore();
    await new Persistence(restored, { dbName, now: () => now }).restore();
    expect(aggregate(restored.buckets(), { bracket: 'all', windowMs: null }, now).totalSlots).toBe(
      aggregate(store.buckets(), { bracket: 'all', windowMs: null }, now).totalSlots,
    );
  });

  it.each([
    [STORAGE_VERSION - 1, 'an older'],
    [STORAGE_VERSION + 1, 'a newer'],
  ])('discards a store of version %i and says it came from %s version', async (version, which) => {
    const dbName = freshDb();
    await set('meta', { version, recent: [] }, createStore(dbName, 'kv'));
    const store = new MatchStore();
    const persistence = new Persistence(store, { dbName });
    await persistence.restore();
    expect(persistence.status.mode).toBe('persisted');
    expect(noticeText(persistence)).toBe(
      `Saved statistics were from ${which} version (${version}) and were discarded.`,
    );
    expect(store.counters.matchesSeen).toBe(0);
    expect(await keys(createStore(dbName, 'kv'))).toEqual([]);
  });

  it('discards a damaged store and says so', async () => {
    const dbName = freshDb();
    const kv = createStore(dbName, 'kv');
    await set('meta', { version: STORAGE_VERSION, counters: {}, recent: [{ nonsense: true }] }, kv);
    await set('bucket:60000:0', { start: 'x' }, kv);
    const persistence = new Persistence(new MatchStore(), { dbName });
    await persistence.restore();
    expect(noticeText(persistence)).toMatch(/damaged.*discarded/);
  });

  it('leaves out and counts a damaged saved match, keeping the rest', async () => {
    const dbName = freshDb();
    const now = Date.UTC(2026, 10, 22, 12);
    const store = new MatchStore();
    store.ingest(matches(0, 4), now);
    const saving = new Persistence(store, { dbName, now: () => now });
    await saving.flush();
    const kv = createStore(dbName, 'kv');
    const matchKeys = (await keys<string>(kv)).filter((key) => key.startsWith('match:')).sort();
    expect(matchKeys).toHaveLength(4);
    // Oldest first: m-0 .. m-3. Three of the four damaged.
    const [k0, k1, , k3] = matchKeys as [string, string, string, string];
    const m0 = (await get(k0, kv)) as Record<string, unknown>;
    const m1 = (await get(k1, kv)) as Record<string, unknown>;
    await set(k0, { ...m0, players: [] }, kv);
    await set(k1, { ...m1, players: [{ archetype: 'x' }, null] }, kv);
    await set(k3, null, kv);
    const restored = new MatchStore();
    const loading = new Persistence(restored, { dbName, now: () => now + 1000 });
    await loading.restore();
    expect(restored.recent().map((m) => m.id)).toEqual(['m-2']);
    expect(noticeText(loading)).toBe('3 saved matches were damaged and left out.');
    expect(loading.status.restoredMatches).toBe(4);
    // The next save leaves exactly the match that was kept, under the key its place names.
    await loading.flush();
    const again = new MatchStore();
    await new Persistence(again, { dbName, now: () => now + 2000 }).restore();
    expect(again.recent().map((m) => m.id)).toEqual(['m-2']);
    expect((await keys<string>(kv)).filter((key) => key.startsWith('match:'))).toHaveLength(1);
  });

  it('restores the recent list a build before saved in the meta record, then saves it as records', async () => {
    const dbName = freshDb();
    const kv = createStore(dbName, 'kv');
    const now = Date.UTC(2026, 10, 22, 12);
    const store = new MatchStore();
    store.ingest(matches(0, 3), now);
    await new Persistence(store, { dbName, now: () => now }).flush();
    const meta = (await get('meta', kv)) as Record<string, unknown>;
    // What that build saved: the list inside the meta record, no records of its own.
    for (const key of await keys<string>(kv)) if (key.startsWith('match:')) await del(key, kv);
    const { recentInRecords: _, ...before } = meta;
    await set('meta', { ...before, recent: [...store.recent(), { id: 'bad' }] }, kv);

    const reopened = new MatchStore();
    const tab = new Persistence(reopened, { dbName, now: () => now + 1000 });
    await tab.restore();
    expect(reopened.recent()).toEqual(store.recent());
    expect(noticeText(tab)).toBe('1 saved match was damaged and left out.');
    await tab.flush();
    expect(((await get('meta', kv)) as { recent: unknown[] }).recent).toEqual([]);
    const again = new MatchStore();
    await new Persistence(again, { dbName, now: () => now + 2000 }).restore();
    expect(again.recent()).toEqual(store.recent());
  });

  it('writes a new match and the counters, not the whole recent list, at each save', async () => {
    const dbName = freshDb();
    const kv = createStore(dbName, 'kv');
    let now = Date.UTC(2026, 10, 22, 12);
    const store = new MatchStore();
    // A full recent list (500), seen over the last hour.
    for (let minute = 0; minute < 50; minute++)
      store.ingest(matches(minute * 10, minute * 10 + 10), now - (50 - minute) * 60_000);
    const persistence = new Persistence(store, { dbName, now: () => now });
    await persistence.flush();
    expect(store.recent()).toHaveLength(500);

    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    store.ingest(matches(500, 501), now);
    await persistence.flush();
    const bytes = put.mock.calls.reduce((sum, [value]) => sum + JSON.stringify(value).length, 0);
    const written = summary(put.mock.calls.map((call) => String(call[1])));
    put.mockRestore();
    expect(written).toEqual([`bucket:60000:${now}`, 'meta', 'matches: 1']);
    // The list itself is about 90 KB as JSON; the save, a match, a minute and the counters.
    expect(bytes).toBeLessThan(2_000);
    // The oldest match left the list (500 at most), and its record the database.
    const stored = (await keys<string>(kv)).filter((key) => key.startsWith('match:'));
    expect(stored).toHaveLength(500);
    now += 1000;
    const restored = new MatchStore();
    await new Persistence(restored, { dbName, now: () => now }).restore();
    expect(restored.recent()).toEqual(store.recent());
  });

  it('keeps the recent list in its order when two polls share a time or the clock goes back', async () => {
    const dbName = freshDb();
    let now = Date.UTC(2026, 10, 22, 12);
    const store = new MatchStore();
    const persistence = new Persistence(store, { dbName, now: () => now });
    const restored = async () => {
      const again = new MatchStore();
      await new Persistence(again, { dbName, now: () => now }).restore();
      return again.recent().map((m) => m.id);
    };
    store.ingest(matches(0, 3), now);
    await persistence.flush();
    store.ingest(matches(3, 5), now); // the same millisecond
    await persistence.flush();
    expect(await restored()).toEqual(['m-4', 'm-3', 'm-2', 'm-1', 'm-0']);
    now -= 60_000; // the device's clock set back a minute
    store.ingest(matches(5, 6), now);
    await persistence.flush();
    expect(await restored()).toEqual(['m-5', 'm-4', 'm-3', 'm-2', 'm-1', 'm-0']);
    expect(await restored()).toEqual(store.recent().map((m) => m.id));
  });

  it('saves that a match was counted in the shared history, so a reload does not take it out twice', async () => {
    const dbName = freshDb();
    const now = Date.UTC(2026, 10, 22, 12);
    const history = { buckets: [], asOf: now - 60_000, recentIds: ['m-1'] };
    const store = new MatchStore();
    const persistence = new Persistence(store, { dbName, now: () => now });
    store.ingest(matches(0, 3), now);
    await persistence.flush();
    // The collector's history arrives and counts m-1: it leaves this screen's bucket.
    store.setHistory(history, now);
    expect(games(store, now)).toBe(2);
    await persistence.flush();

    const reloaded = new MatchStore();
    await new Persistence(reloaded, { dbName, now: () => now }).restore();
    expect(reloaded.recent().find((m) => m.id === 'm-1')?.inHistory).toBe(true);
    reloaded.setHistory(history, now);
    expect(games(reloaded, now)).toBe(2);
  });

  it('runs in memory when IndexedDB does not exist (private windows)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const store = new MatchStore();
    const persistence = new Persistence(store, { dbName: freshDb() });
    await persistence.restore();
    store.ingest(matches(0, 5), 0);
    await persistence.flush();
    expect(persistence.status.mode).toBe('memory');
    expect(noticeText(persistence)).toMatch(/not available.*memory only/);
    vi.unstubAllGlobals();
  });

  it('falls back to memory on a quota error, keeping the statistics', async () => {
    const dbName = freshDb();
    const store = new MatchStore();
    const persistence = new Persistence(store, { dbName });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.ingest(matches(0, 5), 0);
    await persistence.flush();
    put.mockRestore();
    expect(persistence.status.mode).toBe('memory');
    expect(noticeText(persistence)).toMatch(/quota/);
    expect(store.counters.matchesSeen).toBe(5);
  });

  it('throttles writes', async () => {
    vi.useFakeTimers();
    const store = new MatchStore();
    const persistence = new Persistence(store, { dbName: freshDb(), throttleMs: 5000 });
    const flush = vi.spyOn(persistence, 'flush');
    for (let i = 0; i < 10; i++) persistence.schedule();
    expect(flush).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(flush).toHaveBeenCalledTimes(1);
    persistence.dispose();
    vi.useRealTimers();
  });

  describe('a poll that brings no new match', () => {
    // Only timers and the clock are faked: fake-indexeddb completes its requests on setImmediate.
    const start = Date.UTC(2026, 10, 22, 12);
    /** A store saved at `start` with ten matches, and polls as the runtime makes them. */
    async function saving(store: MatchStore) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      vi.setSystemTime(start);
      const dbName = freshDb();
      const persistence = new Persistence(store, { dbName, throttleMs: 5000 });
      await persistence.restore();
      // Each record put, and when (the save's own time, not when its transaction ended).
      const puts: { at: number; key: string }[] = [];
      const original = IDBObjectStore.prototype.put;
      const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
        this: IDBObjectStore,
        ...args
      ) {
        puts.push({ at: Date.now() - start, key: String(args[1]) });
        return original.apply(this, args);
      });
      /** Its matches ingested, a save asked for, 5 s on. */
      const poll = async (from: number, to: number) => {
        store.ingest(matches(from, to), Date.now());
        persistence.schedule();
        await vi.advanceTimersByTimeAsync(5000);
      };
      /** Polls until the clock reads `ms` after the start. */
      const pollUntil = async (ms: number) => {
        while (Date.now() - start < ms) await poll(0, 0);
      };
      let last: number | null = null;
      /** When the next save was made and what it put (sorted keys), once it has finished. */
      const nextSave = async () => {
        // Waited for as the screens do (the status's listeners), not by moving the fake clock.
        await new Promise<void>((resolve) => {
          const done = () => {
            if (persistence.status.lastSavedAt === last) return;
            stop();
            resolve();
          };
          const stop = persistence.subscribe(done);
          done();
        });
        last = persistence.status.lastSavedAt;
        const save = { at: puts[0]?.at, keys: summary(puts.map((p) => p.key)) };
        puts.length = 0;
        return save;
      };
      await poll(0, 10);
      expect(await nextSave()).toEqual({
        at: 0,
        keys: [`bucket:60000:${start}`, 'meta', 'matches: 10'],
      });
      return { persistence, poll, pollUntil, nextSave, put, kv: createStore(dbName, 'kv') };
    }
    afterEach(() => vi.useRealTimers());

    it('is saved a minute after the last save, polls or not; a new match within 5 s', async () => {
      const { persistence, poll, pollUntil, nextSave, put } = await saving(new MatchStore());
      // Ten polls without a match (their counters move) write nothing, nor do 5 s without one.
      await pollUntil(55_000);
      expect(put).toHaveBeenCalledTimes(12); // the first save's twelve records, nothing since
      await vi.advanceTimersByTimeAsync(5000);
      // A minute after the last save, the counters are written though no poll came.
      expect(await nextSave()).toEqual({ at: COUNTERS_EVERY_MS, keys: ['meta'] });
      // A new match is written at the next turn of the throttle, its bucket with it.
      await poll(10, 11);
      expect(await nextSave()).toEqual({
        at: COUNTERS_EVERY_MS + 5000,
        keys: [`bucket:60000:${start + 60_000}`, 'meta', 'matches: 1'],
      });
      persistence.dispose();
    });

    it('that expires a bucket is saved within 5 s, the bucket deleted', async () => {
      const { persistence, pollUntil, nextSave, kv } = await saving(
        new MatchStore({ retentionMs: 90_000 }),
      );
      // The minute of the ten matches ends at 60 s and is past retention from 150 s on.
      await pollUntil(60_000);
      expect(await nextSave()).toEqual({ at: 60_000, keys: ['meta'] });
      await pollUntil(120_000);
      expect(await nextSave()).toEqual({ at: 120_000, keys: ['meta'] });
      expect(await keys(kv)).toContain(`bucket:60000:${start}`);
      await pollUntil(155_000);
      expect(await nextSave()).toEqual({ at: 150_000, keys: ['meta'] });
      expect(await keys(kv)).toEqual(['meta']);
      persistence.dispose();
    });
  });
});
