// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

afterEach(() => {
  vi.useRealTimers();
});

function Clock({ name, everyMs = 1000 }: { name: string; everyMs?: number }) {
  return <p data-testid={name}>{useNow(everyMs)}</p>;
}

const shown = (name: string) => Number(screen.getByTestId(name).textContent);

describe('useNow', () => {
  it('gives every view of one pace the same time from one timer, gone with the last view', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 12, 0, 0) });
    const start = Date.now();
    const view = render(
      <>
        <Clock name="a" />
        <Clock name="b" />
        <Clock name="c" />
        <Clock name="slow" everyMs={60_000} />
      </>,
    );
    // One timer for the three views at a second, one for the view at a minute.
    expect(vi.getTimerCount()).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect([shown('a'), shown('b'), shown('c')]).toEqual([
      start + 3000,
      start + 3000,
      start + 3000,
    ]);
    expect(shown('slow')).toBe(start);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks on the whole second of the time of day, whenever it started, and keeps to it', () => {
    const start = Date.UTC(2026, 10, 28, 12, 0, 0);
    vi.useFakeTimers({ now: start + 300 });
    render(<Clock name="a" />);
    act(() => vi.advanceTimersByTime(699));
    expect(shown('a')).toBe(start + 300);
    act(() => vi.advanceTimersByTime(1));
    expect(shown('a')).toBe(start + 1000);
    // A tick served late (a busy main thread) does not move the next one off the second.
    vi.setSystemTime(start + 1400);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown('a')).toBe(start + 2400);
    act(() => vi.advanceTimersByTime(600));
    expect(shown('a')).toBe(start + 3000);
  });

  it('takes a tick that fires a few milliseconds before its second for that second', () => {
    const start = Date.UTC(2026, 10, 28, 12, 0, 0);
    vi.useFakeTimers({ now: start + 500 });
    render(<Clock name="a" />);
    // The time of day steps back 5 ms under the timer (the two clocks drift apart).
    vi.setSystemTime(start + 495);
    act(() => vi.advanceTimersByTime(500));
    expect(shown('a')).toBe(start + 1000);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown('a')).toBe(start + 2000);
  });

  it('reads the time of now when a view starts it again after a pause', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 12, 0, 0) });
    const first = render(<Clock name="a" />);
    first.unmount();
    vi.setSystemTime(Date.now() + 90_000);
    render(<Clock name="a" />);
    expect(shown('a')).toBe(Date.now());
  });
});
