// @vitest-environment jsdom

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedEntrySchema } from '../../api/schemas.ts';
import { toMatch } from '../../api/service.ts';
import { feedEntry } from '../../test/fixtures.ts';
import { serveCatalogue } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { LIVE_ROWS, LivePanel } from './live-panel.tsx';

beforeEach(() => serveCatalogue());

const matches = (...entries: Record<string, unknown>[]) =>
  entries.map((e) => toMatch(v.parse(feedEntrySchema, e)));

function renderLive(path = '/live') {
  const view = renderWithRuntime(<LivePanel />, { path, poll: false });
  const push = (...entries: Record<string, unknown>[]) =>
    act(() => {
      view.runtime.store.ingest(matches(...entries), Date.now());
      view.runtime.tracker.success(Date.now(), entries.length, {});
    });
  return { ...view, push };
}

async function list() {
  return screen.findByRole('list', { name: /Live matches, newest first/ });
}

describe('LivePanel', () => {
  it('reads each row as a sentence: who played whom, at what rank, who won', async () => {
    const { push } = renderLive();
    push(
      feedEntry({
        player1_archetype: 101,
        player1_rank: 48,
        player2_archetype: 202,
        player2_rank: 51,
        player2_legend_rank: 1234,
      }),
    );
    const row = within(await list()).getByRole('listitem');
    await within(row).findByText(
      /^Aggro Demon Hunter \(Demon Hunter, Diamond 3\) beat Frost DK \(Death Knight, Legend 1234\)\./,
    );
  });

  it('shows names, classes, ranks and the winner in words', async () => {
    const { push } = renderLive();
    push(
      feedEntry({
        player1_archetype: 303,
        player1_rank: 12,
        player1_won: false,
        player2_won: true,
        player2_archetype: 999,
        player2_rank: 51,
        player2_legend_rank: null,
      }),
    );
    const row = within(await list()).getByRole('listitem');
    await within(row).findByText('Unnamed Hunter archetype #303');
    expect(within(row).getByText('Unknown archetype #999')).toBeInTheDocument();
    expect(within(row).getByText(/Hunter · Silver 9/)).toBeInTheDocument();
    expect(within(row).getByText(/Unknown class · Legend$/)).toBeInTheDocument();
    expect(within(row).getByText('Won')).toBeInTheDocument();
    expect(within(row).getByText('Lost')).toBeInTheDocument();
    expect(
      within(row).getByText(
        /Unknown archetype #999 \(Legend\) beat Unnamed Hunter archetype #303 \(Hunter, Silver 9\)/,
      ),
    ).toBeInTheDocument();
  });

  it('marks mirror matches', async () => {
    const { push } = renderLive();
    push(feedEntry({ player1_archetype: 202, player2_archetype: 202 }));
    const row = within(await list()).getByRole('listitem');
    expect(within(row).getByText('Mirror')).toBeInTheDocument();
    expect(within(row).getByText(/Mirror match\./)).toBeInTheDocument();
  });

  it('lists newest first and shows how long ago each match was seen', async () => {
    const { push } = renderLive();
    push(feedEntry({ player1_archetype: 101 }), feedEntry({ player1_archetype: 303 }));
    await screen.findAllByText('Unnamed Hunter archetype #303');
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/^Unnamed Hunter archetype #303/);
    expect(rows[1]).toHaveTextContent(/^Aggro Demon Hunter/);
    // The age is named as what it is: when this screen first saw the match.
    expect(rows[0]).toHaveTextContent('seen now');
    expect(rows[0]).toHaveTextContent(/First seen now\./);
  });

  it("brings a poll's new matches on one at a time; a new filter shows its list at once", async () => {
    const user = userEvent.setup();
    const { push } = renderLive();
    const hunter = { player1_archetype: 101, player2_archetype: 303 };
    push(feedEntry(hunter));
    await list();
    push(feedEntry(hunter), feedEntry({ player1_archetype: 202, player2_archetype: 303 }));
    // The poll has landed; its matches wait their turn.
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(3),
    );
    await user.selectOptions(screen.getByLabelText('Class'), 'deathknight');
    const rows = within(
      screen.getByRole('list', { name: /newest first \(Death Knight\)/ }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Frost DK');
  });

  it('keeps the DOM bounded however many matches arrive', async () => {
    const { push } = renderLive();
    push(...Array.from({ length: 300 }, () => feedEntry()));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(LIVE_ROWS);
    expect(screen.getByText(/Matches seen since start/).nextElementSibling).toHaveTextContent(
      '300',
    );
  });

  it('holds the list while paused, counts what arrives, and catches up on resume', async () => {
    const user = userEvent.setup();
    const { push } = renderLive();
    push(feedEntry());
    await list();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Resume', pressed: true })).toBeInTheDocument();
    push(feedEntry(), feedEntry());
    expect(await screen.findByText(/Paused\. 2 new matches since\./)).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Resume', pressed: true }));
    // What arrived comes on one row at a time.
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(screen.queryByText(/Paused\./)).not.toBeInTheDocument();
  });

  it('applies a class and bracket filter from the URL', async () => {
    const { push } = renderLive('/live?class=deathknight&bracket=legend');
    push(
      feedEntry({
        player1_archetype: 101,
        player2_archetype: 303,
        player1_rank: 51,
        player2_rank: 51,
        player2_legend_rank: 9,
      }),
      feedEntry({
        player1_archetype: 101,
        player2_archetype: 202,
        player1_rank: 20,
        player2_rank: 20,
        player2_legend_rank: null,
      }),
      feedEntry({
        player1_archetype: 101,
        player2_archetype: 202,
        player1_rank: 45,
        player2_rank: 51,
        player2_legend_rank: 77,
      }),
    );
    const rows = within(
      await screen.findByRole('list', { name: /Death Knight, Legend/ }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Legend 77');
    expect(screen.getByLabelText('Class')).toHaveValue('deathknight');
    expect(screen.getByLabelText('Rank bracket')).toHaveValue('legend');
  });

  it('writes filters into the URL', async () => {
    const user = userEvent.setup();
    const { push, location } = renderLive();
    push(feedEntry());
    await list();
    await user.selectOptions(screen.getByLabelText('Class'), 'mage');
    await user.selectOptions(screen.getByLabelText('Rank bracket'), 'top1000');
    expect(location.history.at(-1)).toBe('/live?class=mage&bracket=top1000');
    await user.selectOptions(screen.getByLabelText('Class'), 'All classes');
    expect(location.history.at(-1)).toBe('/live?bracket=top1000');
    expect(
      await screen.findByText(/No recent matches for Top 1000 Legend yet/),
    ).toBeInTheDocument();
  });

  it('says it is connecting before the first poll, then waits for the first matches', async () => {
    const { runtime } = renderLive();
    expect(await screen.findByText('Connecting to the service…')).toBeInTheDocument();
    act(() => {
      runtime.store.ingest([], Date.now());
      runtime.tracker.success(Date.now(), 0, {});
    });
    expect(await screen.findByText('Waiting for the first matches…')).toBeInTheDocument();
  });

  it('explains an error in plain words when there is nothing to show', async () => {
    const { runtime } = renderLive();
    act(() => runtime.tracker.failure(Date.now(), 'http', 'The service is failing (HTTP 500).'));
    expect(
      await screen.findByText(
        /Cannot load matches: The service is failing \(HTTP 500\)\. Retrying automatically\./,
      ),
    ).toBeInTheDocument();
  });

  it('keeps the last matches on screen and marks them when the service fails', async () => {
    const { push, runtime } = renderLive();
    push(feedEntry());
    await list();
    act(() =>
      runtime.tracker.failure(
        Date.now(),
        'not-json',
        'The service sent a web page instead of JSON data.',
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /The service is answering with errors — last update now\. The list below may be out of date\./,
    );
    expect(alert).toHaveTextContent(/web page instead of JSON/);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('marks the data stale after three silent intervals', async () => {
    const { runtime } = renderLive();
    act(() => {
      runtime.store.ingest(matches(feedEntry()), Date.now());
      runtime.tracker.success(Date.now() - 20_000, 1, {});
    });
    expect(
      await screen.findByText(/Data is stale — last update (19|2\d) sec. ago/),
    ).toBeInTheDocument();
  });
});
