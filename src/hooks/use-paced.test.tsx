// @vitest-environment jsdom

import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLEAR_OF_TICKS } from '../domain/pacing.ts';
import { drawnInTurns, SlowParts, WAIT } from '../test/yields.tsx';
import { usePaced } from './use-paced.ts';

const items = (ids: readonly number[]) => ids.map((id) => ({ id: String(id) }));

// A row that takes longer to draw than one of React's slices.
const Row = memo(SlowParts);

function Ids({ latest }: { latest: readonly { id: string }[] }) {
  return (
    <p>
      {usePaced(latest, 3, 1500)
        .map((item) => item.id)
        .join(' ')}
    </p>
  );
}

function Ticker({ latest }: { latest: readonly { id: string }[] }) {
  return usePaced(latest, 3, 1500).map((item) => <Row key={item.id} />);
}

describe('usePaced', () => {
  it('draws a new row in short tasks, letting the browser run in between', async () => {
    const seen = await drawnInTurns(['setTimeout', 'clearTimeout', 'Date'], async (root, seen) => {
      root.render(<Ticker latest={items([3, 2, 1])} />);
      await vi.waitFor(() => expect(seen).toHaveLength(36), WAIT);
      seen.length = 0;
      // A poll brings one match: it waits for its turn, on the pacing's timer.
      root.render(<Ticker latest={items([4, 3, 2, 1])} />);
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1), WAIT);
      expect(seen).toHaveLength(0);
      vi.advanceTimersByTime(1500 + CLEAR_OF_TICKS.afterMs);
      await vi.waitFor(() => expect(seen).toHaveLength(12), WAIT);
    });
    // The event loop turned while the row was being drawn: it was not one task.
    expect(new Set(seen).size).toBeGreaterThan(1);
  });
});

describe('usePaced’s arrivals', () => {
  afterEach(() => vi.useRealTimers());

  it('come a pace apart, never within 200 ms after the whole second the clocks tick on', () => {
    const second = Date.UTC(2026, 11, 7, 12, 0, 0);
    // A poll 600 ms into a second: a pace later is 100 ms into one, so the row waits 100 ms more.
    vi.useFakeTimers({ now: second + 600 });
    const { rerender } = render(<Ids latest={items([3, 2, 1])} />);
    rerender(<Ids latest={items([6, 5, 4, 3, 2, 1])} />);
    const shown = () => screen.getByRole('paragraph').textContent;
    expect(shown()).toBe('3 2 1');
    act(() => vi.advanceTimersByTime(1500));
    expect(shown()).toBe('3 2 1');
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toBe('4 3 2');
    expect(Date.now() - second).toBe(2200);
    // The next a pace after it (3.7 s, clear of the ticks), then the next at 5.2 s.
    act(() => vi.advanceTimersByTime(1499));
    expect(shown()).toBe('4 3 2');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('5 4 3');
    act(() => vi.advanceTimersByTime(1500));
    expect(shown()).toBe('6 5 4');
    // Nothing waits: no timer is left.
    expect(vi.getTimerCount()).toBe(0);
  });
});
