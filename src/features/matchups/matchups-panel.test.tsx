// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { archetype } from '../../test/fixtures.ts';
import { framesDrawnByTest } from '../../test/frames.ts';
import { serveCatalogue } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { gamesBetween } from '../../test/synthetic-matches.ts';
import { MatchupsPanel } from './matchups-panel.tsx';

const CATALOGUE = [
  archetype(1, 'Spell Mage', 4, 'MAGE'),
  archetype(2, 'Zoo Warlock', 9, 'WARLOCK'),
  archetype(3, 'Ramp Druid', 2, 'DRUID'),
];
beforeEach(() => serveCatalogue(CATALOGUE));

const games = gamesBetween;

async function renderMatrix(path = '/matchups') {
  const view = renderWithRuntime(<MatchupsPanel />, { path, poll: false });
  act(() => {
    view.runtime.store.ingest(
      [...games(1, 2, 40, 20), ...games(1, 3, 5, 5), ...games(2, 3, 15, 25), ...games(1, 1, 3, 3)],
      Date.now(),
    );
  });
  await screen.findAllByRole('link', { name: 'Spell Mage' });
  return screen.getByRole('table', { name: /^Win rate of each row archetype/ });
}

/** Twelve archetypes, Deck 1 against each of the others 5–5: a matrix of twelve at `min=1`. */
async function renderTwelveDecks() {
  serveCatalogue(
    Array.from({ length: 12 }, (_, i) => archetype(i + 1, `Deck ${i + 1}`, 4, 'MAGE')),
  );
  const view = renderWithRuntime(<MatchupsPanel />, {
    path: '/matchups?top=12&min=1',
    poll: false,
  });
  act(() => {
    for (let a = 2; a <= 12; a++) view.runtime.store.ingest(games(a, 1, 5, 5), Date.now());
  });
  const table = await screen.findByRole('table', { name: /^Win rate of each row archetype/ });
  await within(table).findAllByRole('link', { name: 'Deck 12' });
  return { view, table };
}

describe('MatchupsPanel', () => {
  it('is a table with row and column headers, rates on a scale, thin cells and mirrors marked', async () => {
    const table = await renderMatrix();
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Most played first: Mage 82 slots, Warlock 100, Druid 50.
    expect(columns).toEqual(['Zoo Warlock', 'Spell Mage', 'Ramp Druid', 'vs field']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Zoo Warlock',
      'Spell Mage',
      'Ramp Druid',
    ]);
    const mage = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(mage[0]).toHaveAccessibleName(
      'Spell Mage vs Zoo Warlock: 66.7% (95% 54.1%–77.3%), 60 games',
    );
    expect(mage[0]).toHaveTextContent(/^67/);
    expect(mage[1]).toHaveAccessibleName('Spell Mage vs Spell Mage: mirror match');
    expect(mage[2]).toHaveAccessibleName(
      'Spell Mage vs Ramp Druid: 50.0% (95% 23.7%–76.3%), 10 games, too few to rate',
    );
    // Under the floor the cell says so in words, not a bare count that reads as a percentage.
    expect(mage[2]).toHaveTextContent(/^too few/);
    // Against the field: only the Warlock cell has 30 games.
    expect(mage[3]).toHaveTextContent('66.7%');
    expect(within(table).getAllByRole('link', { name: 'Ramp Druid' })[0]).toHaveAttribute(
      'href',
      '/catalogue/3?from=matchups',
    );
  });

  it('moves between cells with the arrow keys, one tab stop for the grid', async () => {
    const user = userEvent.setup();
    const table = await renderMatrix();
    const focusable = within(table)
      .getAllByRole('cell')
      .filter((c) => c.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    act(() => (focusable[0] as HTMLElement).focus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Spell Mage vs Spell Mage: mirror match');
    // One tooltip for the grid, saying what the cell in focus says.
    expect(screen.getByRole('tooltip')).toHaveTextContent('Spell Mage vs Spell Mage: mirror match');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^Spell Mage vs Ramp Druid/);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^Spell Mage vs Ramp Druid: 50\.0%/);
    // Escape dismisses it where it is; leaving the grid hides it too.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toHaveAccessibleName(/^Spell Mage vs Ramp Druid/);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the hovered cell in the tooltip, over the one in focus', async () => {
    const user = userEvent.setup();
    const table = await renderMatrix();
    const rows = within(table).getAllByRole('row').slice(1);
    // The grid's tab stop (Zoo Warlock's mirror) in focus, then a cell hovered.
    const stop = within(table)
      .getAllByRole('cell')
      .find((c) => c.tabIndex === 0) as HTMLElement;
    act(() => stop.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Zoo Warlock vs Zoo Warlock: mirror match',
    );
    const [druidVsWarlock] = within(rows[2] as HTMLElement).getAllByRole('cell');
    await user.hover(druidVsWarlock as HTMLElement);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Ramp Druid vs Zoo Warlock: 62.5% (95% 47.0%–75.8%), 40 games',
    );
    await user.unhover(table);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Zoo Warlock vs Zoo Warlock: mirror match',
    );
  });

  it("takes a poll's figures five rows a frame, the first five at once", async () => {
    // Twelve archetypes: Deck 1 against each of the others, 5–5 each; then every other deck
    // wins 2 more against Deck 1, so every row's figures change and the order does not.
    const { view, table } = await renderTwelveDecks();
    const bodyRows = () => within(table).getAllByRole('row').slice(1);
    const before = bodyRows().map((r) => r.textContent);
    expect(before).toHaveLength(12);
    const changed = () => bodyRows().filter((r, i) => r.textContent !== before[i]).length;
    // Frames come when the test draws them.
    const { frame, framesUntil } = framesDrawnByTest();
    try {
      act(() => {
        for (let a = 2; a <= 12; a++) view.runtime.store.ingest(games(a, 1, 2, 0), Date.now());
      });
      // The statistics follow a painted frame (useAfterPaint); the first five rows with them.
      frame();
      await waitFor(() => expect(changed()).toBe(5));
      // Deck 1 (the most played) now loses 7 of 12 to each: 42 in its row.
      expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
        /^42$/,
      );
      // Then frame by frame, a run of five at most each (a run whose figures changed again
      // before its frame counts its frames anew, so on a busy machine a frame may bring none).
      const seen = [5, ...(await framesUntil(() => changed(), 12))];
      expect(seen.every((n, i) => i === 0 || n - (seen[i - 1] ?? 0) <= 5)).toBe(true);
      expect([...new Set(seen)]).toEqual([5, 10, 12]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps its one tab stop inside the grid when the grid shrinks', async () => {
    const user = userEvent.setup();
    const { table } = await renderTwelveDecks();
    const stops = () =>
      within(screen.getByRole('table', { name: /^Win rate of each row archetype/ }))
        .getAllByRole('cell')
        .filter((c) => c.tabIndex === 0);
    act(() => (stops()[0] as HTMLElement).focus());
    // To the last cell of the twelve.
    await user.keyboard('{ArrowDown>11/}{ArrowRight>11/}');
    expect(document.activeElement?.getAttribute('data-cell')).toBe('11:11');
    await user.selectOptions(screen.getByLabelText('Archetypes'), '6');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(stops().map((c) => c.getAttribute('data-cell'))).toEqual(['5:5']);
  });

  it('takes the number of archetypes and the minimum games from the URL', async () => {
    const table = await renderMatrix('/matchups?top=6&min=5');
    expect(screen.getByLabelText('Archetypes')).toHaveValue('6');
    const mage = within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell');
    expect(mage[2]).toHaveAccessibleName(/10 games$/);
  });
});
