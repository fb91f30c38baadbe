// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnInTurns, SlowParts, WAIT } from '../../test/yields.tsx';
import { useRotation, useWakeLock } from './use-wall-effects.ts';

class FakeSentinel extends EventTarget {
  released = false;
  async release() {
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

function installWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async () => {
    const s = new FakeSentinel();
    sentinels.push(s);
    return s;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useWakeLock', () => {
  it('says so when the browser has no Screen Wake Lock API', () => {
    const { result } = renderHook(() => useWakeLock());
    expect(result.current).toBe('unsupported');
  });

  it('holds a screen lock, re-acquires it when the page is shown again, releases it on unmount', async () => {
    const { request, sentinels } = installWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('held'));
    expect(request).toHaveBeenCalledWith('screen');

    // The browser drops the lock when the tab is hidden; showing it again re-acquires.
    await act(async () => {
      await sentinels[0]?.release();
    });
    expect(result.current).toBe('released');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current).toBe('held'));
    expect(request).toHaveBeenCalledTimes(2);

    unmount();
    expect(sentinels[1]?.released).toBe(true);
  });
});

// The next item's chart, drawn once it is being prepared: longer than one of React's slices.
function Rotating() {
  return useRotation(3, 20).upcoming === null ? null : <SlowParts />;
}

describe('useRotation', () => {
  it('keeps its own rhythm when the number of items changes', () => {
    vi.useFakeTimers();
    try {
      const start = Date.now();
      const { result, rerender } = renderHook(({ count }) => useRotation(count, 30), {
        initialProps: { count: 2 },
      });
      expect(result.current).toEqual({
        position: 0,
        nextAt: start + 30_000,
        turn: 0,
        upcoming: null,
      });
      act(() => vi.advanceTimersByTime(20_000));
      rerender({ count: 3 }); // a class gains its first chart
      act(() => vi.advanceTimersByTime(10_000));
      expect(result.current).toEqual({
        position: 1,
        nextAt: start + 60_000,
        turn: 1,
        upcoming: null,
      });
      act(() => vi.advanceTimersByTime(60_000));
      expect(result.current.position).toBe(0);
      rerender({ count: 0 });
      expect(result.current.position).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the next item in short tasks, letting the browser run in between', async () => {
    const seen = await drawnInTurns(['setTimeout', 'clearTimeout', 'Date'], async (root, seen) => {
      root.render(<Rotating />);
      // The preparation's timer, set once the rotation is on screen.
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1), WAIT);
      vi.advanceTimersByTime(18_500);
      await vi.waitFor(() => expect(seen).toHaveLength(12), WAIT);
    });
    // The event loop turned while the chart was being drawn: it was not one task.
    expect(new Set(seen).size).toBeGreaterThan(1);
  });

  it('names the next item 1.5 s before its turn, and only then', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ count }) => useRotation(count, 20), {
        initialProps: { count: 3 },
      });
      act(() => vi.advanceTimersByTime(18_499));
      expect(result.current.upcoming).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toMatchObject({ position: 0, turn: 0, upcoming: 1 });
      act(() => vi.advanceTimersByTime(1_500));
      expect(result.current).toMatchObject({ position: 1, turn: 1, upcoming: null });
      act(() => vi.advanceTimersByTime(18_500));
      expect(result.current).toMatchObject({ position: 1, upcoming: 2 });
      act(() => vi.advanceTimersByTime(1_500));
      act(() => vi.advanceTimersByTime(18_500));
      // From the last item back to the first.
      expect(result.current).toMatchObject({ position: 2, turn: 2, upcoming: 0 });
      // A single item is never prepared again, and its turns do not count.
      rerender({ count: 1 });
      expect(result.current.upcoming).toBeNull();
      act(() => vi.advanceTimersByTime(60_000));
      expect(result.current).toMatchObject({ position: 0, upcoming: null });
      const { turn } = result.current;
      act(() => vi.advanceTimersByTime(60_000));
      expect(result.current.turn).toBe(turn);
    } finally {
      vi.useRealTimers();
    }
  });
});
