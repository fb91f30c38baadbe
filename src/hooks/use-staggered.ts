// Hands a new value to a component `delayMs` after it changes, so a page of many charts
// updates them one task at a time instead of in one long task when a poll lands.
import { useEffect, useState } from 'react';

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
