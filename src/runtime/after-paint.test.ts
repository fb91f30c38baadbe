// @vitest-environment jsdom
// useAfterPaint: a changed value reaches the caller only after the next painted frame, in a task
// of its own; the browser's frames are played by hand here.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './after-paint.ts';

let frames = new Map<number, FrameRequestCallback>();
let nextId = 1;

/** One painted frame: every callback requested so far runs, then the tasks after it. */
async function paintFrame() {
  const due = [...frames.values()];
  frames = new Map();
  await act(async () => {
    for (const callback of due) callback(performance.now());
    await new Promise((r) => setTimeout(r, 0));
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

describe('useAfterPaint', () => {
  it('returns the first value at once and a change only after the next painted frame', async () => {
    const { result, rerender } = renderHook(({ v }) => useAfterPaint(v), {
      initialProps: { v: 1 },
    });
    expect(result.current).toBe(1);
    rerender({ v: 2 });
    expect(result.current).toBe(1);
    await paintFrame();
    expect(result.current).toBe(2);
  });

  it('hands over the newest value when it changes again while waiting', async () => {
    const { result, rerender } = renderHook(({ v }) => useAfterPaint(v), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'b' });
    rerender({ v: 'c' });
    expect(result.current).toBe('a');
    await paintFrame();
    expect(result.current).toBe('c');
  });

  it('hands nothing over while no frame is painted (a hidden tab)', async () => {
    const { result, rerender } = renderHook(({ v }) => useAfterPaint(v), {
      initialProps: { v: 1 },
    });
    rerender({ v: 2 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(result.current).toBe(1);
    await paintFrame();
    expect(result.current).toBe(2);
  });
});
