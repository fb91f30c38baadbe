// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../domain/buckets.ts';
import { archetype } from '../../test/fixtures.ts';
import { serveCatalogue, server } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { OverlayScreen } from './overlay-screen.tsx';

beforeEach(() => {
  serveCatalogue([
    archetype(1, 'Spell Mage', 4, 'MAGE'),
    archetype(10, 'Zoo Warlock', 9, 'WARLOCK'),
  ]);
  server.use(http.get('*/version.json', () => HttpResponse.json({ version: __BUILD_VERSION__ })));
});

let n = 0;
/** `count` matches of Spell Mage against Zoo Warlock, the mage winning `wins` of them. */
const matches = (count: number, wins: number): Match[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `o${n++}`,
    players: [
      { archetype: 1, rank: 51, legendRank: 120, won: i < wins },
      { archetype: 10, rank: 51, legendRank: 300, won: i >= wins },
    ],
  }));

function renderOverlay(search: string, games: Match[]) {
  const view = renderWithRuntime(<OverlayScreen />, { path: `/overlay${search}`, poll: false });
  act(() => {
    view.runtime.store.ingest(games, Date.now());
    view.runtime.tracker.success(Date.now(), games.length, {});
  });
  return view;
}

describe('OverlayScreen', () => {
  it('tells each match as one sentence: winner, "beat", loser, and the rank', async () => {
    renderOverlay('?content=ticker&rows=1', matches(1, 1));
    const list = await screen.findByRole('list', { name: 'Latest matches' });
    expect(await screen.findByText('Spell Mage')).toBeInTheDocument();
    expect(list.querySelector('li')).toHaveTextContent(/^Spell MagebeatZoo WarlockLegend 120$/);
  });

  it('captions its bars with what, bracket and window, and notes games and share of play', async () => {
    renderOverlay('?content=classes&window=24h', matches(40, 30));
    const list = await screen.findByRole('list', { name: 'Class win rates' });
    expect(
      screen.getByText(/^Class win rates · All ranks · last 24 hours · bars \d+%–\d+%$/),
    ).toBeInTheDocument();
    expect(list).toHaveTextContent('75.0% · 40 games · 50% of play');
  });

  it('says it is warming up while nothing has the games', async () => {
    renderOverlay('?content=archetypes&min=500&window=all', matches(4, 2));
    expect(
      await screen.findByText(
        'Top archetypes · All ranks · since start: warming up, nothing has 500 games yet.',
      ),
    ).toBeInTheDocument();
  });
});
