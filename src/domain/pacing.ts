// A ticker made for watching: new items join a queue and come on screen one at a time at a
// steady pace, never a block swap of the whole list. The queue holds at most `maxQueued` (by
// default a screenful); when more arrive, the oldest of them that would still be on screen once
// the queue has passed come on at once, and the older ones, which would scroll off unseen, never
// do.

export interface Paced<T> {
  /** On screen, newest first. */
  shown: readonly T[];
  /** Waiting their turn, oldest first. */
  queue: readonly T[];
}

/** The first fill: the newest `rows` at once. */
export function startPaced<T>(latest: readonly T[], rows: number): Paced<T> {
  return { shown: latest.slice(0, rows), queue: [] };
}

/** Queues the items of `latest` (newest first) newer than any shown or queued; fills an empty screen. */
export function enqueue<T extends { id: string }>(
  state: Paced<T>,
  latest: readonly T[],
  rows: number,
  maxQueued = rows,
): Paced<T> {
  if (state.shown.length === 0 && state.queue.length === 0) {
    return latest.length === 0 ? state : startPaced(latest, rows);
  }
  const known = new Set([...state.shown, ...state.queue].map((item) => item.id));
  // New are those ahead of the newest item already known; older ones never queue.
  const ahead = latest.findIndex((item) => known.has(item.id));
  const fresh = (ahead === -1 ? latest : latest.slice(0, ahead)).slice().reverse();
  if (fresh.length === 0) return state;
  const queue = [...state.queue, ...fresh];
  const excess = Math.max(0, queue.length - maxQueued);
  if (excess === 0) return { shown: state.shown, queue };
  // The queue is oldest first; of what it cannot hold, the newest `room` would still be on screen
  // once the queue has passed.
  const room = Math.max(0, rows - maxQueued);
  const onNow = room > 0 ? queue.slice(0, excess).slice(-room).reverse() : [];
  const shown = onNow.length > 0 ? [...onNow, ...state.shown].slice(0, rows) : state.shown;
  return { shown, queue: queue.slice(excess) };
}

/** Brings the oldest queued item on screen. */
export function step<T>(state: Paced<T>, rows: number): Paced<T> {
  const [next, ...rest] = state.queue;
  if (next === undefined) return state;
  return { shown: [next, ...state.shown].slice(0, rows), queue: rest };
}

/**
 * How far a row's arrival keeps from the whole seconds on which every age and clock on a screen
 * ticks over (use-now.ts): a row is not drawn in the frame that redraws them. The two together
 * are shorter than the fastest pace (the live page's 250 ms), so a pace that has once landed
 * clear of the ticks stays clear.
 */
export const CLEAR_OF_TICKS = { beforeMs: 30, afterMs: 200 } as const;

/**
 * The time at or after `at` that is clear of the seconds' ticks: `at` itself, or, when it falls
 * within `beforeMs` before or `afterMs` after a whole second, `afterMs` past that second.
 */
export function clearOfTicks(at: number, { beforeMs, afterMs } = CLEAR_OF_TICKS): number {
  const phase = ((at % 1000) + 1000) % 1000;
  if (phase < afterMs) return at - phase + afterMs;
  if (phase >= 1000 - beforeMs) return at - phase + 1000 + afterMs;
  return at;
}
