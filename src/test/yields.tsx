// What a test needs to tell a render React splits into short tasks from one in a single task:
// slow parts that note the turn of the event loop they were drawn in.

import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

// The real timer, taken before any test fakes it.
const realSetInterval = globalThis.setInterval;
const realClearInterval = globalThis.clearInterval;

/** Keeps the CPU busy for `ms` of real time, as a slow device's component would. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Spinning on purpose.
  }
}

let recording: { turn: () => number; seen: number[] } | null = null;

/** A part that takes 2 ms to draw and notes the loop's turn it was drawn in. */
function SlowPart() {
  busy(2);
  recording?.seen.push(recording.turn());
  return null;
}

/** Twelve slow parts: 24 ms of drawing, longer than one of React's 5 ms slices. */
export function SlowParts() {
  return Array.from({ length: 12 }, (_, i) => <SlowPart key={String(i)} />);
}

/**
 * Renders into a React root of its own while `run` goes, with the timers named in `toFake` faked
 * (vitest's), the event loop's turns counted on a real timer and React scheduling its own work as
 * in a browser (outside Testing Library's act() environment, where React's updates wait for
 * act()); returns the turn each slow part was drawn in: a render React cuts into short tasks sees
 * the count move between its parts, a render in one task sees one value.
 */
export async function drawnInTurns(
  toFake: NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake'],
  run: (root: Root, seen: number[]) => Promise<void>,
): Promise<number[]> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  vi.useFakeTimers({ toFake });
  let turns = 0;
  const id = realSetInterval(() => {
    turns += 1;
  }, 0);
  const seen: number[] = [];
  recording = { turn: () => turns, seen };
  const root = createRoot(document.createElement('div'));
  try {
    await run(root, seen);
    return seen;
  } finally {
    root.unmount();
    recording = null;
    realClearInterval(id);
    vi.useRealTimers();
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/**
 * vi.waitFor's options for these tests: up to 5 s on a busy machine, checking every 5 ms (under
 * fake timers each check moves them on by as much, far from the next timer due).
 */
export const WAIT = { timeout: 5000, interval: 5 };
