// @vitest-environment jsdom

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedEntrySchema } from '../../api/schemas.ts';
import { toMatch } from '../../api/service.ts';
import { COMPACT_ROWS, compactPaceMs } from '../../features/live-matches/live-compact.tsx';
import { feedEntry } from '../../test/fixtures.ts';
import { serveCatalogue } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { OverviewPage } from './overview-page.tsx';

beforeEach(() => serveCatalogue());
afterEach(() => vi.useRealTimers());

describe('OverviewPage', () => {
  it('shows the newest matches, what this screen has seen, the most played classes and the ways on', async () => {
    const view = renderWithRuntime(
      <I18nProvider i18n={i18n}>
        <OverviewPage />
      </I18nProvider>,
      { poll: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Connecting to the service…')).toBeInTheDocument();

    const entries = Array.from({ length: 12 }, (_, i) =>
      feedEntry({ player1_archetype: i % 2 ? 101 : 202, player2_archetype: 303 }),
    );
    act(() => {
      view.runtime.store.ingest(
        entries.map((e) => toMatch(v.parse(feedEntrySchema, e))),
        Date.now(),
      );
      view.runtime.tracker.success(Date.now(), entries.length, {});
    });

    const latest = screen.getByRole('region', { name: 'Latest matches' });
    const rows = await within(latest).findAllByRole('listitem');
    expect(rows).toHaveLength(COMPACT_ROWS);
    // Newest first: the last entry of the response leads.
    expect(rows[0]).toHaveAttribute('data-match-id', entries.at(-1)?.id);
    expect(screen.getByText(/12 matches seen since this screen started\./)).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Hunter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All live matches' })).toHaveAttribute('href', '/live');
    expect(screen.getByRole('link', { name: 'Details on the Status page' })).toHaveAttribute(
      'href',
      '/status',
    );
    expect(screen.getByRole('link', { name: 'wall display' })).toHaveAttribute('href', '/wall');
  });

  it("brings a poll's new matches on one at a time, all of them within the poll interval", async () => {
    const view = renderWithRuntime(
      <I18nProvider i18n={i18n}>
        <OverviewPage />
      </I18nProvider>,
      { poll: false },
    );
    const ingest = (count: number) => {
      const entries = Array.from({ length: count }, () => feedEntry());
      act(() => {
        view.runtime.store.ingest(
          entries.map((e) => toMatch(v.parse(feedEntrySchema, e))),
          Date.now(),
        );
      });
      return entries.map((e) => e.id).reverse();
    };
    const first = ingest(COMPACT_ROWS);
    const latest = screen.getByRole('region', { name: 'Latest matches' });
    await within(latest).findAllByRole('listitem');
    const shown = () =>
      within(latest)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-match-id'));
    // The first fill comes at once.
    expect(shown()).toEqual(first);
    vi.useFakeTimers();
    // 300 ms into a second: the rows' arrivals a pace apart fall clear of the seconds' ticks.
    vi.setSystemTime(Math.ceil(Date.now() / 1000) * 1000 + 300);
    const pace = compactPaceMs(view.runtime.config.pollIntervalMs);
    const next = ingest(3);
    expect(shown()).toEqual(first);
    act(() => vi.advanceTimersByTime(pace));
    // The new row comes first, the oldest goes a frame later, once the list has moved down.
    expect(shown()).toEqual([next[2], ...first]);
    act(() => vi.advanceTimersByTime(50));
    expect(shown()).toEqual([next[2], ...first.slice(0, -1)]);
    for (const _ of [1, 2]) {
      act(() => vi.advanceTimersByTime(pace));
      act(() => vi.advanceTimersByTime(50));
    }
    expect(shown()).toEqual([...next, ...first.slice(0, -3)]);
    // A full list's worth fits in one poll interval.
    expect(COMPACT_ROWS * pace).toBeLessThanOrEqual(view.runtime.config.pollIntervalMs);
  });
});
