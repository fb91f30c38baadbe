// A ticker (the wall's, the overview's, the live page's): new matches arrive in blocks of a poll
// and are shown one at a time. Besides being watchable, a row at a time is one row's style and
// layout a frame: a poll's block of 8 compact rows at once was a 40–75 ms frame on a 4x-slowed
// CPU.
import { startTransition, useEffect, useState } from 'react';
import { clearOfTicks, enqueue, type Paced, startPaced, step } from '../domain/pacing.ts';

/**
 * A list that changes by whole blocks, shown one new item every `everyMs` instead (pacing.ts),
 * each clear of the seconds' ticks (`clearOfTicks`), with at most `maxQueued` waiting. A new
 * `reset` (a filter) shows `latest` at once. One timer, running only while items wait, cleared
 * on unmount.
 */
export function usePaced<T extends { id: string }>(
  latest: readonly T[],
  rows: number,
  everyMs: number,
  { maxQueued = rows, reset = '' }: { maxQueued?: number; reset?: string } = {},
): readonly T[] {
  const [state, setState] = useState<Paced<T> & { reset: string }>(() => ({
    ...startPaced(latest, rows),
    reset,
  }));
  // A new filter is a new list, not arrivals: shown at once, in this render.
  let current = state;
  if (state.reset !== reset) {
    current = { ...startPaced(latest, rows), reset };
    setState(current);
  }
  useEffect(() => {
    setState((s) => withReset(s, enqueue(s, latest, rows, maxQueued)));
  }, [latest, rows, maxQueued]);
  const waiting = current.queue.length > 0;
  useEffect(() => {
    if (!waiting) return;
    // Each arrival `everyMs` after the last (or after the first queued), kept clear of the
    // seconds on which the screen's ages and clocks tick over, so a row and a tick are never
    // one frame's work; a timer that fired late (a hidden tab) does not bring the next sooner.
    let timer: ReturnType<typeof setTimeout>;
    const next = (from: number) => {
      const at = clearOfTicks(from + everyMs);
      timer = setTimeout(
        () => {
          // A transition: the new row is drawn in short tasks, yielding to a poll or a tick.
          startTransition(() => setState((s) => withReset(s, step(s, rows))));
          next(Math.max(at, Date.now()));
        },
        Math.max(0, at - Date.now()),
      );
    };
    next(Date.now());
    return () => clearTimeout(timer);
  }, [waiting, rows, everyMs]);
  return current.shown;
}

/** The next state, keeping the reset key (and the state itself when nothing changed). */
function withReset<T>(
  state: Paced<T> & { reset: string },
  next: Paced<T>,
): Paced<T> & { reset: string } {
  return next === state ? state : { ...next, reset: state.reset };
}
