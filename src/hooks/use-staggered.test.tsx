// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { framesDrawnByTest } from '../test/frames.ts';
import { useRowsByFrame } from './use-staggered.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useRowsByFrame', () => {
  it('draws two rows a frame, and asks for no frame once all seven are drawn', () => {
    const frames = framesDrawnByTest();
    const asked = vi.spyOn(globalThis, 'requestAnimationFrame');
    const { result } = renderHook(() => useRowsByFrame(7, 2, false));
    expect(result.current).toBe(2);
    frames.frame();
    expect(result.current).toBe(4);
    frames.frame();
    expect(result.current).toBe(6);
    frames.frame();
    expect(result.current).toBe(7);
    // Three frames asked for, one a step; none after the last rows.
    expect(asked).toHaveBeenCalledTimes(3);
    frames.frame();
    expect(result.current).toBe(7);
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it('draws every row at once when told to, whether frames ran or not', () => {
    framesDrawnByTest();
    const { result, rerender } = renderHook(({ all }) => useRowsByFrame(9, 2, all), {
      initialProps: { all: false },
    });
    expect(result.current).toBe(2);
    // Its turn came before any frame did (a tab in the background draws none).
    rerender({ all: true });
    expect(result.current).toBe(9);
    expect(renderHook(() => useRowsByFrame(5, 2, true)).result.current).toBe(5);
  });
});
