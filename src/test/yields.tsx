// What a test needs to tell a render React splits into short tasks from one in a single task:
// slow parts that note the turn of the event loop they were drawn in.

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
 * Counts the turns of the event loop on a real timer while `run` goes, with React scheduling its
 * own work as in a browser (outside Testing Library's act() environment, where React's updates
 * wait for act()), and returns the turn each slow part was drawn in: a render React cuts into
 * short tasks sees the count move between its parts; a render in one task sees one value.
 */
export async function drawnInTurns(run: (seen: number[]) => Promise<void>): Promise<number[]> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  let turns = 0;
  const id = realSetInterval(() => {
    turns += 1;
  }, 0);
  const seen: number[] = [];
  recording = { turn: () => turns, seen };
  try {
    await run(seen);
    return seen;
  } finally {
    recording = null;
    realClearInterval(id);
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/**
 * vi.waitFor's options for these tests: up to 5 s on a busy machine, checking every 5 ms (under
 * fake timers each check moves them on by as much, far from the next timer due).
 */
export const WAIT = { timeout: 5000, interval: 5 };
