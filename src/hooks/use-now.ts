// The current time for a view that shows ages ("45 s ago") or a clock. Every view asking for the
// same pace shares one timer: a screen's clocks move in one render, and a component that shows
// no time does not re-render for theirs.

import { startTransition, useEffect, useState } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | undefined;
}

/** One clock per pace, kept while a view watches it. */
const clocks = new Map<number, Clock>();

function clockFor(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: undefined };
    clocks.set(everyMs, clock);
  }
  return clock;
}

/**
 * The current time, refreshed every `everyMs`; one timer per pace, cleared when none watches. A
 * tick renders its views as a transition: React may cut that render into short tasks and lets
 * input and a poll's rows go first, so a second going by never holds the main thread long (the
 * wall's per-second render at once was a task of 50-100 ms on a 6x-slowed CPU).
 */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => clockFor(everyMs).now);
  useEffect(() => {
    const clock = clockFor(everyMs);
    const listener = () => setNow(clock.now);
    clock.listeners.add(listener);
    if (clock.timer === undefined) {
      // It stood still while nobody watched: a view that starts it reads the time of now.
      clock.now = Date.now();
      clock.timer = setInterval(() => {
        clock.now = Date.now();
        startTransition(() => {
          for (const notify of [...clock.listeners]) notify();
        });
      }, everyMs);
    }
    // A tick between this view's render and now.
    setNow(clock.now);
    return () => {
      clock.listeners.delete(listener);
      if (clock.listeners.size > 0) return;
      clearInterval(clock.timer);
      clock.timer = undefined;
      clocks.delete(everyMs);
    };
  }, [everyMs]);
  return now;
}
