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

  it('reads the time of now when a view starts it again after a pause', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 12, 0, 0) });
    const first = render(<Clock name="a" />);
    first.unmount();
    vi.setSystemTime(Date.now() + 90_000);
    render(<Clock name="a" />);
    expect(shown('a')).toBe(Date.now());
  });
});
