// Hands a new value to a component `delayMs` after it changes, so a page of many charts
// updates them one task at a time instead of in one long task when a poll lands.
import { useEffect, useState } from 'react';
import { enqueue, startPaced, step } from '../domain/pacing.ts';

export function useStaggered<T>(value: T, delayMs: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setShown(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return shown;
}

/**
 * False until `delayMs` after mount: a page that opens with many charts draws them one task at
 * a time (each in its own place, reserved at its final size) instead of in one long task.
 */
export function useRevealed(delayMs: number): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setRevealed(true), delayMs);
    return () => clearTimeout(id);
  }, [delayMs]);
  return revealed;
}

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
