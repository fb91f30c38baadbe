// The current time for a view that shows ages ("45 s ago") or a clock. Every view asking for the
// same pace shares one timer: a screen's clocks move in one render, and a component that shows
// no time does not re-render for theirs.

import { useCallback, useSyncExternalStore } from 'react';

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

/** The current time, refreshed every `everyMs`; one timer per pace, cleared when none watches. */
export function useNow(everyMs = 1000): number {
  const subscribe = useCallback(
    (listener: () => void) => {
      const clock = clockFor(everyMs);
      clock.listeners.add(listener);
      if (clock.timer === undefined) {
        // It stood still while nobody watched: a view that starts it reads the time of now.
        clock.now = Date.now();
        clock.timer = setInterval(() => {
          clock.now = Date.now();
          for (const notify of [...clock.listeners]) notify();
        }, everyMs);
      }
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size > 0) return;
        clearInterval(clock.timer);
        clock.timer = undefined;
        clocks.delete(everyMs);
      };
    },
    [everyMs],
  );
  const read = useCallback(() => clockFor(everyMs).now, [everyMs]);
  return useSyncExternalStore(subscribe, read, read);
}
