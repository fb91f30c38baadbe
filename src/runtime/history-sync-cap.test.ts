// @vitest-environment jsdom
// The cap on archetype pairs across all history files, made small here so a test can reach it.
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HOUR } from '../domain/buckets.ts';
import { problemText } from '../domain/error-text.ts';
import { hourFile } from '../domain/history-format.ts';
import { fileOf, manifestOf } from '../test/history-bodies.ts';
import { historySyncAt } from '../test/history-sync-at.ts';
import { server } from '../test/msw.ts';
import { range } from '../test/synthetic-matches.ts';

vi.mock('../domain/limits.ts', async (original) => ({
  ...(await original<typeof import('../domain/limits.ts')>()),
  MAX_HISTORY_PAIRS: 25,
}));

const HISTORY = 'http://history.test/h/';
const NOW = Date.UTC(2026, 10, 23, 12, 20);
const OPEN_HOUR = Date.UTC(2026, 10, 23, 12);

describe('HistorySync', () => {
  it('holds at most MAX_HISTORY_PAIRS pairs from history: the newest files first, the others named', async () => {
    const hours = [3, 2, 1].map((n) => OPEN_HOUR - n * HOUR);
    const files = Object.fromEntries(
      hours.map((h, i) => [hourFile(h), fileOf(range(i * 10, i * 10 + 10), h)]),
    );
    const pairsOf = (h: number) => (files[hourFile(h)]?.counts.length ?? 0) > 0;
    expect(hours.every(pairsOf)).toBe(true);
    const bodies: Record<string, unknown> = {
      'manifest.json': manifestOf({ asOf: NOW, hours, openHour: OPEN_HOUR }),
      'open.json': { ...fileOf([], OPEN_HOUR), asOf: NOW, recentIds: [] },
      ...files,
    };
    server.use(
      http.get(`${HISTORY}*`, ({ request }) => {
        const body = bodies[new URL(request.url).pathname.replace('/h/', '')];
        return body === undefined
          ? new HttpResponse(null, { status: 404 })
          : HttpResponse.json(body as Record<string, unknown>);
      }),
    );
    const { history } = historySyncAt(HISTORY, NOW);
    await history.load();
    const skipped = history.status.skipped.map((s) => s.file);
    // The newest hours are kept; the oldest, past the cap, is named.
    expect(skipped).toContain(hourFile(hours[0] as number));
    expect(skipped).not.toContain(hourFile(hours[2] as number));
    const reason = history.status.skipped[0]?.reason;
    expect(reason && problemText(reason)).toBe(
      'over the 25 archetype pairs a screen holds from history',
    );
  });
});
