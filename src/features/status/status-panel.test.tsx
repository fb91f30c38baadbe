// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../domain/format.ts';
import { liveFileOf } from '../../domain/live-format.ts';
import { CATALOGUE, feedEntry } from '../../test/fixtures.ts';
import { manifestOf } from '../../test/history-bodies.ts';
import { server, TEST_API } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { StatusPanel } from './status-panel.tsx';

function figure(section: HTMLElement, label: string) {
  const term = within(section).getByText(label);
  return term.nextElementSibling?.textContent;
}

describe('StatusPanel', () => {
  it('shows real figures: polls, entries, rejections by reason, catalogue and storage', async () => {
    server.use(
      http.get(`${TEST_API}/api/v1/live/replay_feed/`, () =>
        HttpResponse.json({
          data: [feedEntry(), feedEntry(), { ...feedEntry(), player1_won: false }, 'junk'],
        }),
      ),
      http.get(`${TEST_API}/api/v1/archetypes/`, () =>
        HttpResponse.json([
          ...CATALOGUE,
          { ...CATALOGUE[0], id: 'x' },
          { ...CATALOGUE[1], id: 555, url: 'javascript:alert(1)' },
        ]),
      ),
    );
    renderWithRuntime(<StatusPanel />);
    const polling = await screen.findByRole('region', { name: 'Feed polling' });
    await waitFor(() => expect(figure(polling, 'Polls made')).toBe('1'));
    expect(figure(polling, 'Successes')).toBe('1');
    expect(figure(polling, 'Largest answer read')).toBe(
      "4 MB for the live feed; 16 MB for the archetype catalogue; 1 MB for the history manifest; 1 MB for the collector's live list (live.json); 8 MB for a history file; 64 MB for the card data",
    );
    expect(figure(polling, 'Live list from')).toBe(
      `the service: ${TEST_API}/api/v1/live/replay_feed/`,
    );
    const matches = screen.getByRole('region', { name: 'Matches' });
    expect(figure(matches, 'Entries received')).toBe('4');
    expect(figure(matches, 'Distinct matches seen')).toBe('2');
    expect(figure(matches, 'neither player won')).toBe('1');
    expect(figure(matches, 'not an object')).toBe('1');
    const catalogue = screen.getByRole('region', { name: 'Catalogue and storage' });
    await waitFor(() => expect(figure(catalogue, 'Archetypes')).toBe('4'));
    expect(figure(catalogue, 'Archetype links refused (unsafe url)')).toBe('1');
    expect(figure(catalogue, 'id is not an integer')).toBe('1');
  });

  it("says the live list comes from the collector's files, and how the collector polls", async () => {
    const files = 'http://files.test/h/';
    const now = Date.now();
    server.use(
      http.get(`${files}live.json`, () =>
        HttpResponse.json(
          liveFileOf({
            asOf: now - 1000,
            poll: {
              lastSuccessAt: now - 30_000,
              consecutiveFailures: 4,
              lastError: 'The service is failing (HTTP 502).',
            },
            matches: [],
          }),
        ),
      ),
      http.get(`${files}catalogue.json`, () => HttpResponse.json(CATALOGUE)),
    );
    renderWithRuntime(<StatusPanel />, { config: { liveSource: 'history', historyUrl: files } });
    const polling = await screen.findByRole('region', { name: 'Feed polling' });
    await waitFor(() => expect(figure(polling, 'Successes')).toBe('1'));
    expect(figure(polling, 'Live list from')).toBe(`the collector's files: ${files}live.json`);
    expect(figure(polling, 'live.json written')).toBe(
      `${formatTime(now - 1000)} (changed here now)`,
    );
    expect(figure(polling, "Collector's last poll of the service")).toBe(formatTime(now - 30_000));
    expect(figure(polling, "Collector's failed polls in a row")).toBe(
      '4 (The service is failing (HTTP 502).)',
    );
    expect(screen.getByText('Collector failing')).toBeInTheDocument();
  });

  it('names a refused oversize answer and its limit', async () => {
    server.use(
      http.get(
        `${TEST_API}/api/v1/live/replay_feed/`,
        () =>
          new HttpResponse(`{"data":[${' '.repeat(5 * 1024 * 1024)}]}`, {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderWithRuntime(<StatusPanel />);
    const polling = await screen.findByRole('region', { name: 'Feed polling' });
    await waitFor(() => expect(figure(polling, 'Answers over the size limit')).toBe('1'));
    expect(
      within(polling).getByText(
        'The answer for the live feed is larger than its 4 MB limit; it was not read.',
      ),
    ).toBeVisible();
  });

  it('names the last error in plain words', async () => {
    server.use(
      http.get(`${TEST_API}/api/v1/live/replay_feed/`, () => HttpResponse.html('<html></html>')),
      http.get(`${TEST_API}/api/v1/archetypes/`, () => HttpResponse.json(CATALOGUE)),
    );
    renderWithRuntime(<StatusPanel />);
    expect(await screen.findByText(/sent a web page instead of JSON/)).toBeInTheDocument();
    const polling = screen.getByRole('region', { name: 'Feed polling' });
    expect(figure(polling, 'Not JSON (e.g. a web page)')).toBe('1');
    // The page's connection status names the state in words (with a shape, not colour alone).
    const status = screen.getByText('Service error').closest('[data-state]');
    expect(status).toHaveAttribute('data-state', 'error');
    expect(status).toHaveTextContent('! Service error');
  });

  it("says when the collector's database lacks matches its published files hold", async () => {
    const files = 'http://files.test/h/';
    const openHour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    server.use(
      http.get(`${files}manifest.json`, () =>
        HttpResponse.json(
          manifestOf({
            asOf: openHour,
            openHour,
            hours: [],
            databaseBehind: { hours: 7, matches: 17020 },
          }),
        ),
      ),
      http.get(`${files}open.json`, () =>
        HttpResponse.json({
          format: 1,
          start: openHour,
          width: 3_600_000,
          matches: 0,
          counts: [],
          asOf: openHour,
          recentIds: [],
        }),
      ),
    );
    renderWithRuntime(<StatusPanel />, { config: { historyUrl: files } });
    const history = await screen.findByRole('region', { name: 'Shared history' });
    await waitFor(() => expect(figure(history, 'History')).toBe('Loaded'));
    expect(history).toHaveTextContent(
      "Collector's database behind its files: it lacks 17,020 matches of 7 published hours",
    );
  });
});
