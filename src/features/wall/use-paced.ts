// The wall's ticker: new matches arrive in blocks of a poll, and are shown one at a time.
import { useEffect, useState } from 'react';
import { enqueue, startPaced, step } from '../../domain/pacing.ts';

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
