// @vitest-environment jsdom
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawnInTurns, SlowParts, WAIT } from '../test/yields.tsx';
import { usePaced } from './use-paced.ts';

const items = (ids: readonly number[]) => ids.map((id) => ({ id: String(id) }));

// A row that takes longer to draw than one of React's slices.
const Row = memo(SlowParts);

function Ticker({ latest }: { latest: readonly { id: string }[] }) {
  return usePaced(latest, 3, 1500).map((item) => <Row key={item.id} />);
}

describe('usePaced', () => {
  it('draws a new row in short tasks, letting the browser run in between', async () => {
    const seen = await drawnInTurns(
      ['setInterval', 'clearInterval', 'Date'],
      async (root, seen) => {
        root.render(<Ticker latest={items([3, 2, 1])} />);
        await vi.waitFor(() => expect(seen).toHaveLength(36), WAIT);
        seen.length = 0;
        // A poll brings one match: it waits for its turn, on the pacing's timer.
        root.render(<Ticker latest={items([4, 3, 2, 1])} />);
        await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1), WAIT);
        expect(seen).toHaveLength(0);
        vi.advanceTimersByTime(1500);
        await vi.waitFor(() => expect(seen).toHaveLength(12), WAIT);
      },
    );
    // The event loop turned while the row was being drawn: it was not one task.
    expect(new Set(seen).size).toBeGreaterThan(1);
  });
});
