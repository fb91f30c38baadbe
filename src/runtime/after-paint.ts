// A value handed to the statistics one painted frame after it changes (see useAfterPaint).
import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * `value` once the browser has painted a frame since it changed: the change reaches the caller
 * in a task after that frame, as a transition (React splits its render into short tasks). A
 * poll's urgent render (the live rows) and the statistics it changes are then committed, laid
 * out and painted in frames of their own instead of in one long frame. The first value is
 * returned at once; a value that changes again while waiting is handed over as the newest. A
 * hidden tab paints no frames, so it catches up when shown.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const waiting = !Object.is(shown, value);
  // `shown` restarts the wait when a hand-over leaves the newest value still to come.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown is the restart signal.
  useEffect(() => {
    if (!waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(latest.current)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [waiting, shown]);
  return shown;
}
