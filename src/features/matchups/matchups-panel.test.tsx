// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { archetype } from '../../test/fixtures.ts';
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
    expect(within(document.activeElement as HTMLElement).getByRole('tooltip')).toHaveTextContent(
      'Spell Mage vs Spell Mage: mirror match',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^Spell Mage vs Ramp Druid/);
  });

  it('takes the number of archetypes and the minimum games from the URL', async () => {
    const table = await renderMatrix('/matchups?top=6&min=5');
    expect(screen.getByLabelText('Archetypes')).toHaveValue('6');
    const mage = within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell');
    expect(mage[2]).toHaveAccessibleName(/10 games$/);
  });
});
