// The current time for a view that shows ages ("45 s ago") or a clock. Every view asking for the
// same pace shares one timer: a screen's clocks move in one render, and a component that shows
// no time does not re-render for theirs.

import { startTransition, useEffect, useState } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

// A timer may fire a little before the time of day it waited for (the two are different
// clocks): that close, it is the tick it waited for, not one of its own.
const EARLY_MS = 20;

/** The time of day at this tick, and the wait until the next whole `everyMs` after it. */
function tickTimes(everyMs: number): { now: number; wait: number } {
  let now = Date.now();
  const left = everyMs - (now % everyMs);
  if (left <= EARLY_MS) now += left;
  return { now, wait: everyMs - (now % everyMs) };
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
 * The current time, refreshed on every whole `everyMs` of the time of day (each second, as a
 * clock's hand moves: the wall's minute turns when the minute does, and every age and countdown
 * on a screen changes in the same moment); one timer per pace, cleared when none watches. A
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
      const tick = () => {
        const { now, wait } = tickTimes(everyMs);
        clock.now = now;
        clock.timer = setTimeout(tick, wait);
        startTransition(() => {
          for (const notify of [...clock.listeners]) notify();
        });
      };
      clock.timer = setTimeout(tick, tickTimes(everyMs).wait);
    }
    // A tick between this view's render and now.
    setNow(clock.now);
    return () => {
      clock.listeners.delete(listener);
      if (clock.listeners.size > 0) return;
      clearTimeout(clock.timer);
      clock.timer = undefined;
      clocks.delete(everyMs);
    };
  }, [everyMs]);
  return now;
}
