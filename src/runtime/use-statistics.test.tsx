// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Match, MINUTE } from '../domain/buckets.ts';
import { type Aggregate, ALL_TIME } from '../domain/stats.ts';
import { framesDrawnByTest } from '../test/frames.ts';
import { renderWithRuntime } from '../test/render-with-runtime.tsx';
import { useAggregate } from './use-statistics.ts';

const match = (id: string): Match => ({
  id,
  players: [
    { archetype: 1, rank: 45, legendRank: null, won: true },
    { archetype: 2, rank: 45, legendRank: null, won: false },
  ],
});

/** Shows the all-time game count and remembers every distinct result it was handed. */
function Games({ results }: { results: Set<Aggregate> }) {
  const agg = useAggregate(ALL_TIME);
  results.add(agg);
  return <p>games: {agg.totalSlots / 2}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the statistics a screen draws', () => {
  it('are computed again for a new match, not for an answer that brings nothing new', async () => {
    const { frame } = framesDrawnByTest();
    /** A painted frame, then the task after it in which the statistics take a new version. */
    const paint = async () => {
      frame();
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    };
    const results = new Set<Aggregate>();
    const { runtime } = renderWithRuntime(<Games results={results} />, { poll: false });
    const start = Math.floor(Date.now() / MINUTE) * MINUTE;
    act(() => {
      runtime.store.ingest([match('a')], start);
    });
    await paint();
    expect(screen.getByText('games: 1')).toBeTruthy();
    const computed = results.size;
    // Four answers with nothing new in the same minute, each followed by a painted frame: the
    // same figures, not computed again.
    for (let i = 1; i <= 4; i++) {
      act(() => {
        runtime.store.ingest([match('a')], start + i * 5000);
      });
      await paint();
    }
    expect(results.size).toBe(computed);
    act(() => {
      runtime.store.ingest([match('a'), match('b')], start + 25_000);
    });
    await paint();
    expect(screen.getByText('games: 2')).toBeTruthy();
    expect(results.size).toBe(computed + 1);
  });
});
