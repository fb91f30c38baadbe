// A ticker (the wall's, the overview's): new matches arrive in blocks of a poll and are shown one
// at a time. Besides being watchable, a row at a time is one row's style and layout a frame: a
// poll's block of 8 compact rows at once was a 40–75 ms frame on a 4x-slowed CPU.
import { useEffect, useState } from 'react';
import { enqueue, startPaced, step } from '../domain/pacing.ts';

/**
 * A list that changes by whole blocks, shown one new item every `everyMs` instead (pacing.ts).
 * One timer, running only while items wait, cleared on unmount.
 */
export function usePaced<T extends { id: string }>(
  latest: readonly T[],
  rows: number,
  everyMs: number,
): readonly T[] {
  const [state, setState] = useState(() => startPaced(latest, rows));
  useEffect(() => {
    setState((s) => enqueue(s, latest, rows));
  }, [latest, rows]);
  const waiting = state.queue.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const id = setInterval(() => setState((s) => step(s, rows)), everyMs);
    return () => clearInterval(id);
  }, [waiting, rows, everyMs]);
  return state.shown;
}
