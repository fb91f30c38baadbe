// Display frames drawn when a test says so: `requestAnimationFrame` callbacks wait until
// `frame()` runs every one then due (inside `act`). `vi.unstubAllGlobals()` restores the browser's.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function framesDrawnByTest(): { frame: () => void } {
  const frames = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => {
    frames.set(nextId, fn);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return {
    frame: () =>
      act(() => {
        const due = [...frames.values()];
        frames.clear();
        for (const fn of due) fn(0);
      }),
  };
}
