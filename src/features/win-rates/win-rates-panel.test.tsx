// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../domain/buckets.ts';
import { archetype } from '../../test/fixtures.ts';
import { CATALOGUE_URL, serveCatalogue, serveCatalogueLater, server } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { WinRatesPanel } from './win-rates-panel.tsx';

const CATALOGUE = [
  archetype(1, 'Spell Mage', 4, 'MAGE'),
  archetype(2, 'Arcane Mage', 4, 'MAGE'),
  archetype(3, 'Tempo Mage', 4, 'MAGE'),
  archetype(10, 'Zoo Warlock', 9, 'WARLOCK'),
];

beforeEach(() => serveCatalogue(CATALOGUE));

let n = 0;
function games(
  a: number,
  b: number,
  aWins: number,
  bWins: number,
  rank = 45,
  legend: number | null = null,
): Match[] {
  return Array.from({ length: aWins + bWins }, (_, i) => ({
    id: `g${n++}`,
    players: [
      { archetype: a, rank, legendRank: legend, won: i < aWins },
      { archetype: b, rank, legendRank: legend, won: i >= aWins },
    ],
  }));
}

function renderPanel(path = '/winrates', ...batches: Match[][]) {
  const view = renderWithRuntime(<WinRatesPanel />, { path, poll: false });
  act(() => {
    view.runtime.store.ingest(batches.flat(), Date.now());
  });
  return view;
}

async function section(name: string) {
  return screen.findByRole('region', { name: new RegExp(`^${name}`) });
}

/** The Unknown archetypes chart, its table opened. */
async function unknownWithTable(): Promise<HTMLElement> {
  const unknown = await section('Unknown archetypes');
  await userEvent.setup().click(within(unknown).getByText('Unknown archetypes figures as a table'));
  return unknown;
}

describe('WinRatesPanel', () => {
  it('charts each class with its archetypes, the figures, and a low-data list', async () => {
    renderPanel(
      '/winrates',
      games(1, 10, 30, 10),
      games(2, 10, 14, 26),
      games(3, 10, 5, 3),
      games(1, 1, 4, 0),
    );
    const mage = await section('Mage');
    await within(mage).findByRole('figure', {
      name: 'Mage: archetype win rates with 95% intervals',
    });
    expect(within(mage).getByText('Low data (under 30 games)')).toBeInTheDocument();
    expect(within(mage).getByText('Tempo Mage: 8/30 games (5–3)')).toBeInTheDocument();
    await userEvent.setup().click(within(mage).getByText('Mage figures as a table'));
    const rows = within(mage).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      'Spell Mage',
      'Arcane Mage',
      'Tempo Mage',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['75.0%', '59.8%–85.8%', '30–10', '40', '26.1%', '4']);
  });

  it('groups archetypes missing from the catalogue as Unknown instead of dropping them', async () => {
    renderPanel('/winrates', games(77, 10, 20, 20));
    const unknown = await unknownWithTable();
    expect(
      within(unknown).getByRole('rowheader', { name: 'Unknown archetype #77' }),
    ).toBeInTheDocument();
  });

  it('says the catalogue is loading until it is in, then draws each archetype under its class', async () => {
    const answer = serveCatalogueLater(CATALOGUE);
    renderPanel('/winrates', games(1, 10, 30, 10));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the catalogue…');
    // Nothing drawn under a class it might not be: no "Unknown class" row or chart to move.
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.queryByRole('figure')).toBeNull();
    act(() => answer());
    expect(await section('Mage')).toBeInTheDocument();
    expect(await section('Warlock')).toBeInTheDocument();
    expect(screen.queryByText('Loading the catalogue…')).toBeNull();
  });

  it('draws the archetypes under Unknown once a catalogue fetch has failed', async () => {
    server.use(http.get(CATALOGUE_URL, () => HttpResponse.error()));
    renderPanel('/winrates', games(1, 10, 30, 10));
    const unknown = await unknownWithTable();
    expect(
      within(unknown).getByRole('rowheader', { name: 'Unknown archetype #1' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading the catalogue…')).toBeNull();
  });

  it('shows the class overview with win rates and popularity', async () => {
    renderPanel('/winrates', games(1, 10, 30, 10));
    const overview = await section('Classes: win rate');
    expect(
      within(overview).getByRole('figure', { name: 'Class win rates with 95% intervals' }),
    ).toBeInTheDocument();
    expect(
      within(overview).getByRole('figure', { name: 'Class popularity, share of player slots' }),
    ).toBeInTheDocument();
    // The table is built when its disclosure is opened.
    expect(within(overview).queryAllByRole('rowheader')).toEqual([]);
    await userEvent.setup().click(within(overview).getByText('Class figures as a table'));
    await waitFor(() =>
      expect(
        within(overview)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['Mage', 'Warlock']),
    );
  });

  it('orders each class chart by the figure it draws', async () => {
    // Warlock is played three times as much (its mirrors count for play, not for win rates);
    // Mage wins 75 % of their 40 games against it.
    renderPanel('/winrates', games(1, 10, 30, 10), games(10, 10, 20, 20));
    const overview = await section('Classes: win rate');
    const names = (figure: string) =>
      within(within(overview).getByRole('figure', { name: figure }))
        .getAllByRole('listitem')
        .map((row) => (row.textContent?.includes('Mage') ? 'Mage' : 'Warlock'));
    expect(names('Class win rates with 95% intervals')).toEqual(['Mage', 'Warlock']);
    expect(names('Class popularity, share of player slots')).toEqual(['Warlock', 'Mage']);
  });

  it('applies bracket, window, minimum games and class from the URL', async () => {
    renderPanel(
      '/winrates?bracket=legend&min=5&class=mage&window=1h',
      games(1, 10, 3, 3, 51, 2000),
      games(2, 10, 20, 20, 45),
    );
    expect(
      await screen.findByText(
        /12 Legend player games · This screen only \(since .*\) · Legend · 1 hour/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum games')).toHaveValue(5);
    expect(screen.getByLabelText('Class')).toHaveValue('mage');
    expect(screen.getByLabelText('Time window')).toHaveValue('1h');
    expect(screen.queryByRole('region', { name: /^Warlock/ })).not.toBeInTheDocument();
    const mage = await section('Mage');
    // Each class draws its chart in a task of its own, just after the page opens.
    expect(await within(mage).findByRole('figure')).toBeInTheDocument();
    expect(within(mage).queryByText(/Arcane Mage/)).not.toBeInTheDocument();
  });

  it('writes its controls into the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderPanel('/winrates', games(1, 10, 3, 3));
    await user.selectOptions(screen.getByLabelText('Rank bracket'), 'diamond');
    await user.selectOptions(screen.getByLabelText('Time window'), '6h');
    const min = screen.getByLabelText('Minimum games');
    await user.clear(min);
    await user.type(min, '50{Enter}');
    expect(location.history.at(-1)).toBe('/winrates?bracket=diamond&window=6h&min=50');
    // No Enter needed: the value applies once typing pauses.
    await user.clear(min);
    await user.type(min, '40');
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/winrates?bracket=diamond&window=6h&min=40'),
    );
  });

  it('says how many games there are and how many are needed when nothing can be drawn', async () => {
    renderPanel('/winrates', games(1, 10, 2, 2));
    expect(
      await screen.findByText(
        /4 games so far in this filter\. A bar needs at least 30 games of one archetype/,
      ),
    ).toBeInTheDocument();
  });

  it('says so when the chosen class has no data', async () => {
    renderPanel('/winrates?class=warrior', games(1, 10, 2, 2));
    expect(await screen.findByText('No games for Warrior in this filter yet.')).toBeInTheDocument();
  });

  it('updates in place when a poll lands', async () => {
    const { runtime } = renderPanel('/winrates', games(1, 10, 30, 10));
    const figure = await within(await section('Mage')).findByRole('figure');
    act(() => {
      runtime.store.ingest(games(2, 10, 20, 20), Date.now());
    });
    const mage = await section('Mage');
    expect(within(mage).getByRole('figure')).toBe(figure);
    await userEvent.setup().click(within(mage).getByText('Mage figures as a table'));
    // Sections take their new rows one after another, a few milliseconds apart.
    await waitFor(() => expect(within(mage).getAllByRole('row')).toHaveLength(3));
    expect(within(mage).getByRole('figure')).toBe(figure);
  });

  it('moves its bars to new figures while it draws a few, and lets them jump when it draws many', async () => {
    const moving = () =>
      document.querySelectorAll('[data-bar][class*="transition-transform"]').length;
    // Two classes and four archetypes: 2 + 2 class bars and 3 archetype bars.
    const few = renderPanel('/winrates', games(1, 10, 30, 10), games(2, 10, 20, 20));
    await waitFor(() => expect(document.querySelectorAll('[data-bar]')).toHaveLength(7));
    expect(moving()).toBe(7);
    few.unmount();

    // 40 Mage archetypes, each with a game, at a minimum of 1 game: 40 bars and the class's
    // popularity (its games are all mirrors: no class win rate).
    serveCatalogue(
      Array.from({ length: 40 }, (_, i) => archetype(100 + i, `Deck ${i}`, 4, 'MAGE')),
    );
    renderPanel(
      '/winrates?min=1',
      ...Array.from({ length: 20 }, (_, i) => games(100 + 2 * i, 101 + 2 * i, 1, 0)),
    );
    await waitFor(() => expect(document.querySelectorAll('[data-bar]')).toHaveLength(41));
    expect(moving()).toBe(0);
  });
});
