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

/**
 * Hands a new value to a component `frames` display frames after it changes (at once for 0): a
 * long list in runs of rows, each run taking a poll's figures in a frame of its own, where the
 * whole list in one frame would be a long task on a slow device. A hidden tab draws no frames
 * (nor takes new statistics: useAfterPaint); it catches up when shown.
 */
export function useFrameStaggered<T>(value: T, frames: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (frames === 0) return;
    let left = frames;
    const step = () => {
      left -= 1;
      if (left <= 0) setShown(value);
      else frame = requestAnimationFrame(step);
    };
    let frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, frames]);
  return frames === 0 ? value : shown;
}

/** `rows` in runs of `size`, the runs of a list that takes new values a frame apart. */
export const inRuns = <T>(rows: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );
