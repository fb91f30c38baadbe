// Display frames drawn when a test says so: `requestAnimationFrame` callbacks wait until
// `frame()` runs every one then due (inside `act`). `vi.unstubAllGlobals()` restores the browser's.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function framesDrawnByTest(): {
  frame: () => void;
  framesUntil: (count: () => number, all: number) => Promise<number[]>;
} {
  const frames = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => {
    frames.set(nextId, fn);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  const frame = () =>
    act(() => {
      const due = [...frames.values()];
      frames.clear();
      for (const fn of due) fn(0);
    });
  return {
    frame,
    /** Draws frames one at a time (at most 20) until `count()` is `all`: its value after each. */
    framesUntil: async (count, all) => {
      const seen: number[] = [];
      for (let i = 0; i < 20 && count() < all; i++) {
        frame();
        await act(async () => {});
        seen.push(count());
      }
      return seen;
    },
  };
}
