// @vitest-environment jsdom
// useAfterFrames: a changed value reaches the caller only after the given number of painted
// frames, in a task of its own; the browser's frames are played by hand here.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFrames } from './hooks.ts';

let frames = new Map<number, FrameRequestCallback>();
let nextId = 1;

/** One painted frame: every callback requested so far runs, then the task after it. */
async function paintFrame() {
  const due = [...frames.values()];
  frames = new Map();
  await act(async () => {
    for (const callback of due) callback(performance.now());
    await new Promise((r) => setTimeout(r, 0));
  });
}

beforeEach(() => {
  frames = new Map();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => vi.unstubAllGlobals());

describe('useAfterFrames', () => {
  it('returns the first value at once and a change only after the next painted frame', async () => {
    const { result, rerender } = renderHook(({ v }) => useAfterFrames(v), {
      initialProps: { v: 1 },
    });
    expect(result.current).toBe(1);
    rerender({ v: 2 });
    expect(result.current).toBe(1);
    await paintFrame();
    expect(result.current).toBe(2);
  });

  it('waits the given number of frames from the first change, and hands over the newest value', async () => {
    const { result, rerender } = renderHook(({ v }) => useAfterFrames(v, { frames: 3 }), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'b' });
    await paintFrame();
    await paintFrame();
    expect(result.current).toBe('a');
    // Changes faster than the frames (polls on a slow device) still get through.
    rerender({ v: 'c' });
    await paintFrame();
    expect(result.current).toBe('c');
    await paintFrame();
    await paintFrame();
    expect(result.current).toBe('c');
  });

  it('returns the initial value until the first hand-over', async () => {
    const { result } = renderHook(() => useAfterFrames(true, { frames: 2, initial: false }));
    expect(result.current).toBe(false);
    await paintFrame();
    expect(result.current).toBe(false);
    await paintFrame();
    expect(result.current).toBe(true);
  });

  it('hands over as a transition when asked', async () => {
    const { result, rerender } = renderHook(({ v }) => useAfterFrames(v, { transition: true }), {
      initialProps: { v: 1 },
    });
    rerender({ v: 2 });
    expect(result.current).toBe(1);
    await paintFrame();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(result.current).toBe(2);
  });

  it('hands nothing over while no frame is painted (a hidden tab)', async () => {
    const { result, rerender } = renderHook(({ v }) => useAfterFrames(v), {
      initialProps: { v: 1 },
    });
    rerender({ v: 2 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(result.current).toBe(1);
    await paintFrame();
    expect(result.current).toBe(2);
  });
});
