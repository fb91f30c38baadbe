// What the day soaks share (src/runtime/day-soak.test.ts, the wall's): a fake clock on which
// every timer and animation frame fires as it would, the simulated service answering for the
// clock's instant, polls stepped 5 s at a time, and the counts that must not grow.
import { createStore, entries } from 'idb-keyval';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import { createSimService } from '../../sim/service.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { CATALOGUE_URL, FEED_URL, server } from './msw.ts';

export const POLL_MS = 5000;
export const POLLS_AN_HOUR = 3_600_000 / POLL_MS;

/**
 * Fakes the clock from 2026-11-16 00:00 UTC and serves the real profile's feed for it (201
 * entries as strings, a new match about every 12th poll) with four hours already played.
 */
export function fakeDayOfService(): void {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'Date',
    ],
    now: Date.UTC(2026, 10, 16, 0, 0, 0),
  });
  const sim = createSimService({
    profile: 'real',
    now: () => Date.now(),
    historyMs: 4 * 3_600_000,
  });
  server.use(
    http.get(FEED_URL, () => HttpResponse.json(sim.feedBody())),
    http.get(CATALOGUE_URL, () => HttpResponse.json(sim.world.archetypes)),
    http.get('*/version.json', () => HttpResponse.json({ version: __BUILD_VERSION__ })),
  );
}

/** Counts listeners on the window and the document added and not removed, from now on. */
export function countListeners(): () => number {
  let live = 0;
  const targets: EventTarget[] = [window, document];
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
    this: EventTarget,
    ...args: Parameters<EventTarget['addEventListener']>
  ) {
    if (targets.includes(this)) live++;
    add.apply(this, args);
  });
  vi.spyOn(EventTarget.prototype, 'removeEventListener').mockImplementation(function (
    this: EventTarget,
    ...args: Parameters<EventTarget['removeEventListener']>
  ) {
    if (targets.includes(this)) live--;
    remove.apply(this, args);
  });
  return () => live;
}

/** Bytes (as JSON) of everything a runtime has saved in its IndexedDB database. */
export async function savedBytes(dbName: string): Promise<number> {
  const saved = await entries(createStore(dbName, 'kv'));
  return saved.reduce((sum, entry) => sum + JSON.stringify(entry).length, 0);
}

/**
 * Waits, on real macrotasks (the request, a response parsed in a task of its own, IndexedDB),
 * until the runtime has answered more polls than `before`; the fake clock stands still.
 */
async function answered(runtime: Runtime, before: number): Promise<void> {
  for (let spin = 0; runtime.tracker.record.successes === before && spin < 10_000; spin++)
    await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Moves the clock an hour, a poll at a time, each poll's answer handled before the next (the
 * first poll, made at start, answered before the clock first moves).
 */
export async function pollForAnHour(runtime: Runtime): Promise<void> {
  if (runtime.tracker.record.successes === 0) await answered(runtime, 0);
  for (let i = 0; i < POLLS_AN_HOUR; i++) {
    const before = runtime.tracker.record.successes;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await answered(runtime, before);
  }
}

/** What must stay flat, at one moment. */
export async function soakCounts(runtime: Runtime, dbName: string, listeners: () => number) {
  return {
    timers: vi.getTimerCount(),
    listeners: listeners(),
    queries: runtime.queryClient.getQueryCache().getAll().length,
    domNodes: document.getElementsByTagName('*').length,
    ...runtime.store.size(),
    savedBytes: await savedBytes(dbName),
  };
}

type Counts = Awaited<ReturnType<typeof soakCounts>>;

/** Polls for `hours`, the counts taken at the end of each hour. */
export async function soakFor(
  runtime: Runtime,
  dbName: string,
  hours: number,
  listeners: () => number,
): Promise<Counts[]> {
  const hourly: Counts[] = [];
  for (let hour = 1; hour <= hours; hour++) {
    await pollForAnHour(runtime);
    hourly.push(await soakCounts(runtime, dbName, listeners));
  }
  return hourly;
}

/**
 * Which counts grew after `settled` (the hour from which the store is full): timers, listeners
 * and cached queries must stay exactly as they were then; the sizes (DOM, store, saved bytes)
 * move with the matches of the hour kept, and must stay within half again of that hour's.
 */
export function growth(hourly: readonly Counts[], settled: number): string[] {
  const base = hourly[settled - 1];
  if (!base) throw new Error(`no counts for hour ${settled}`);
  const grown: string[] = [];
  hourly.slice(settled).forEach((counts, i) => {
    const hour = settled + 1 + i;
    for (const key of ['timers', 'listeners', 'queries'] as const)
      if (counts[key] !== base[key])
        grown.push(`hour ${hour}: ${key} ${base[key]} → ${counts[key]}`);
    for (const key of ['domNodes', 'pairs', 'buckets', 'recent', 'ids', 'savedBytes'] as const)
      if (counts[key] > base[key] * 1.5 + 10)
        grown.push(`hour ${hour}: ${key} ${base[key]} → ${counts[key]}`);
  });
  return grown;
}
