// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../domain/buckets.ts';
import { archetype } from '../../test/fixtures.ts';
import { serveCatalogue, serveCatalogueLater } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { ClassSummary } from './class-summary.tsx';

beforeEach(() =>
  serveCatalogue([
    archetype(1, 'Spell Mage', 4, 'MAGE'),
    archetype(10, 'Zoo Warlock', 9, 'WARLOCK'),
  ]),
);

describe('ClassSummary', () => {
  it('lists the most played classes with popularity, win rate and games', async () => {
    const view = renderWithRuntime(<ClassSummary />, { poll: false });
    const matches: Match[] = Array.from({ length: 10 }, (_, i) => ({
      id: `s${i}`,
      players: [
        { archetype: 1, rank: 45, legendRank: null, won: i < 7 },
        { archetype: i < 4 ? 1 : 10, rank: 45, legendRank: null, won: i >= 7 },
      ],
    }));
    act(() => {
      view.runtime.store.ingest(matches, Date.now());
    });
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
        'Mage',
        'Warlock',
      ]),
    );
    const mage = screen.getByRole('rowheader', { name: 'Mage' }).closest('tr') as HTMLElement;
    // Mage: 14 of 20 slots; class mirrors (4 matches) left out: 3 wins in 6 games.
    expect(
      within(mage)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['70.0%', '6/30 games', '6']);
  });

  it('gives the win rate with its interval once a class has the minimum games', async () => {
    const view = renderWithRuntime(<ClassSummary />, { poll: false });
    const matches: Match[] = Array.from({ length: 40 }, (_, i) => ({
      id: `w${i}`,
      players: [
        { archetype: 1, rank: 45, legendRank: null, won: i < 24 },
        { archetype: 10, rank: 45, legendRank: null, won: i >= 24 },
      ],
    }));
    act(() => {
      view.runtime.store.ingest(matches, Date.now());
    });
    const mage = (await screen.findByRole('rowheader', { name: 'Mage' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(mage).getAllByRole('cell')[1]).toHaveTextContent('60.0% (45%–74%)');
  });

  it('says when there is nothing yet', () => {
    renderWithRuntime(<ClassSummary />, { poll: false });
    expect(screen.getByText('No games yet.')).toBeInTheDocument();
  });

  it('says the catalogue is loading rather than counting every game for an unknown class', async () => {
    const answer = serveCatalogueLater([archetype(1, 'Spell Mage', 4, 'MAGE')]);
    const view = renderWithRuntime(<ClassSummary />, { poll: false });
    act(() => {
      view.runtime.store.ingest(
        [
          {
            id: 'p1',
            players: [
              { archetype: 1, rank: 45, legendRank: null, won: true },
              { archetype: 1, rank: 45, legendRank: null, won: false },
            ],
          },
        ],
        Date.now(),
      );
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the catalogue…');
    expect(screen.queryByRole('table')).toBeNull();
    act(() => answer());
    expect(await screen.findByRole('rowheader', { name: 'Mage' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Unknown/ })).toBeNull();
  });
});
