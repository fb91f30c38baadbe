// @vitest-environment jsdom
// liveSource "history": the whole dashboard from the collector's files, the service never asked.
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogueKey } from '../api/queries.ts';
import type { Match } from '../domain/buckets.ts';
import { liveFileOf } from '../domain/live-format.ts';
import type { MatchStore } from '../domain/match-store.ts';
import { ALL_TIME, aggregate } from '../domain/stats.ts';
import { CATALOGUE } from '../test/fixtures.ts';
import { fileOf } from '../test/history-bodies.ts';
import { server, TEST_API } from '../test/msw.ts';
import { testRuntime } from '../test/render-with-runtime.tsx';
import { range } from '../test/synthetic-matches.ts';
import { restoreRuntime } from './runtime.ts';

const FILES = 'http://files.test/ladder/history/';
const NOW = Date.UTC(2026, 10, 24, 12, 20);
const OPEN_HOUR = Date.UTC(2026, 10, 24, 12);

/** Synthetic matches with UUIDs, as a collector stores them. */
const matches = (from: number, to: number): Match[] =>
  range(from, to).map((m, i) => ({
    ...m,
    id: `00000000-0000-4000-8000-${(from + i).toString(16).padStart(12, '0')}`,
  }));

const games = (store: MatchStore) => aggregate(store.buckets(), ALL_TIME, NOW).totalSlots / 2;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

it('polls live.json, counts a match the history holds once, and never asks the service', async () => {
  const counted = matches(0, 6);
  const all = matches(0, 9);
  const bodies: Record<string, unknown> = {
    'manifest.json': {
      format: 1,
      collector: '0.1.0',
      asOf: NOW - 10_000,
      retentionDays: 30,
      hours: [],
      days: [],
      openHour: OPEN_HOUR,
      catalogueAt: null,
    },
    'open.json': {
      ...fileOf(counted, OPEN_HOUR),
      asOf: NOW - 10_000,
      recentIds: counted.map((m) => m.id).reverse(),
    },
    'catalogue.json': CATALOGUE,
    'live.json': liveFileOf({
      asOf: NOW - 1000,
      poll: { lastSuccessAt: NOW - 1000, consecutiveFailures: 0, lastError: null },
      matches: all.map((m, i) => ({ ...m, seenAt: NOW - 60_000 + i * 1000 })).reverse(),
    }),
  };
  const requests: string[] = [];
  let serviceRequests = 0;
  server.use(
    http.get(`${FILES}*`, ({ request }) => {
      const name = new URL(request.url).pathname.replace('/ladder/history/', '');
      requests.push(name);
      const body = bodies[name];
      return body === undefined
        ? new HttpResponse(null, { status: 404 })
        : HttpResponse.json(body as Record<string, unknown>);
    }),
    http.all(`${TEST_API}/*`, () => {
      serviceRequests++;
      return HttpResponse.error();
    }),
  );
  const runtime = testRuntime({ liveSource: 'history', historyUrl: FILES });
  await restoreRuntime(runtime, 5000);
  runtime.start();
  await vi.waitFor(() => expect(runtime.tracker.record.successes).toBe(1));
  await vi.waitFor(() =>
    expect(runtime.queryClient.getQueryData(catalogueKey(runtime.config))).toBeDefined(),
  );

  // 6 matches in the history and 3 more from the live list: 9, not 15.
  expect(games(runtime.store)).toBe(9);
  expect(runtime.store.recent().map((m) => m.id)).toEqual(all.map((m) => m.id).reverse());
  // Each shows when the collector first saw it.
  expect(runtime.store.recent()[0]?.collectedAt).toBe(NOW - 60_000 + 8000);
  expect(runtime.tracker.record.collector).toMatchObject({
    writtenAt: NOW - 1000,
    // First sight of a file written a second ago: it counts as moving from this read.
    advancedAt: runtime.tracker.record.lastSuccessAt,
    consecutiveFailures: 0,
  });
  // The catalogue is the collector's copy.
  const catalogue = runtime.queryClient.getQueryData(catalogueKey(runtime.config)) as {
    archetypes: unknown[];
  };
  expect(catalogue.archetypes).toHaveLength(CATALOGUE.length);
  expect(new Set(requests)).toEqual(
    new Set(['manifest.json', 'open.json', 'live.json', 'catalogue.json']),
  );
  expect(serviceRequests).toBe(0);
});
