// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { contentHash } from '../api/history-files.ts';
import { catalogueKey } from '../api/queries.ts';
import { HOUR, MINUTE } from '../domain/buckets.ts';
import { problemText } from '../domain/error-text.ts';
import { type HistoryManifest, hourFile } from '../domain/history-format.ts';
import { MatchStore } from '../domain/match-store.ts';
import { historyNoticeText } from '../domain/notice-text.ts';
import { ALL_TIME, aggregate } from '../domain/stats.ts';
import { CATALOGUE } from '../test/fixtures.ts';
import { fileOf, manifestOf } from '../test/history-bodies.ts';
import { historySyncAt } from '../test/history-sync-at.ts';
import { CATALOGUE_URL, FEED_URL, server } from '../test/msw.ts';
import { watchParseTurns } from '../test/parse-turns.ts';
import { testRuntime } from '../test/render-with-runtime.tsx';
import { range } from '../test/synthetic-matches.ts';
import { type HistoryStatus, HistorySync } from './history-sync.ts';
import { restoreRuntime } from './runtime.ts';

const HISTORY = 'http://history.test/h/';

/** The status's notice as a screen words it (in English: the tests read English). */
const detailText = ({ status }: { status: HistoryStatus }) =>
  status.detail && historyNoticeText(status.detail);
/** The files left out, each with its reason as a screen words it. */
const skippedText = ({ status }: { status: HistoryStatus }) =>
  status.skipped.map(({ file, reason }) => ({ file, reason: problemText(reason) }));
const NOW = Date.UTC(2026, 10, 23, 12, 20);
const OPEN_HOUR = Date.UTC(2026, 10, 23, 12);

/** Three closed hours of 10 matches each and an open hour of 5. */
function publish(overrides: Partial<HistoryManifest> = {}, files: Record<string, unknown> = {}) {
  const hours = [3, 2, 1].map((n) => OPEN_HOUR - n * HOUR);
  const manifest = manifestOf({
    asOf: NOW,
    hours,
    openHour: OPEN_HOUR,
    catalogueAt: NOW - MINUTE,
    ...overrides,
  });
  const bodies: Record<string, unknown> = {
    'manifest.json': manifest,
    'open.json': {
      ...fileOf(range(30, 35), OPEN_HOUR),
      asOf: NOW,
      recentIds: range(0, 35).map((m) => m.id),
    },
    'catalogue.json': CATALOGUE,
    ...Object.fromEntries(
      hours.map((h, i) => [hourFile(h), fileOf(range(i * 10, i * 10 + 10), h)]),
    ),
    ...files,
  };
  const requests: string[] = [];
  server.use(
    http.get(`${HISTORY}*`, ({ request }) => {
      const name = new URL(request.url).pathname.replace('/h/', '');
      requests.push(name);
      const body = bodies[name];
      return body === undefined
        ? new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/html' } })
        : HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return requests;
}

const sync = (store?: MatchStore) => historySyncAt(HISTORY, NOW, store);

const games = (store: MatchStore) => aggregate(store.buckets(), ALL_TIME, NOW).totalSlots / 2;

describe('HistorySync', () => {
  it('merges the published hours and open hour, and later fetches only what changed', async () => {
    const requests = publish();
    const { store, history } = sync();
    await history.load();
    expect(games(store)).toBe(35);
    expect(history.status).toMatchObject({
      state: 'ready',
      detail: null,
      url: HISTORY,
      asOf: NOW,
      since: OPEN_HOUR - 3 * HOUR,
      files: 4,
      skipped: [],
      collector: '0.1.0',
    });
    expect(requests.sort()).toEqual(
      [
        'manifest.json',
        'open.json',
        ...[3, 2, 1].map((n) => hourFile(OPEN_HOUR - n * HOUR)),
      ].sort(),
    );
    requests.length = 0;
    await history.load();
    // Closed hours never change: only the manifest and the open hour again.
    expect(requests.sort()).toEqual(['manifest.json', 'open.json']);
    expect(games(store)).toBe(35);
  });

  it('hands the files to the store in a task after the one that parsed the last of them', async () => {
    // Parsed, checked, merged and drawn in one task, a history check could pass 50 ms on a
    // slow CPU.
    publish();
    const { store, history } = sync();
    const turns = watchParseTurns((text) => text.includes('"counts"'));
    try {
      const setHistory = store.setHistory.bind(store);
      vi.spyOn(store, 'setHistory').mockImplementation((...args) => {
        turns.note('setHistory');
        setHistory(...args);
      });
      await history.load();
      // Three closed hours and the open one, each parsed before the store took them.
      expect(turns.before('setHistory')).toEqual({ parses: 4, nextTasks: 4 });
      expect(games(store)).toBe(35);
    } finally {
      turns.restore();
    }
  });

  it('skips a damaged hour, says which and why, and counts the rest', async () => {
    const damaged = hourFile(OPEN_HOUR - 2 * HOUR);
    publish({}, { [damaged]: { format: 1, start: 0, width: HOUR, matches: 1, counts: [1, 2, 0] } });
    const { store, history } = sync();
    await history.load();
    expect(games(store)).toBe(25);
    expect(history.status.state).toBe('ready');
    expect(detailText(history)).toBe(
      '1 history file was left out (see below); the rest is counted.',
    );
    expect(skippedText(history)).toEqual([
      { file: damaged, reason: 'its time span is not the one its name says' },
    ]);
  });

  it.each([
    [{ status: 404 }, `No history is published at ${HISTORY} (HTTP 404).`],
    [{ body: { format: 2 } }, 'The history manifest is damaged (wrong shape).'],
    [
      {
        body: {
          format: 2,
          collector: 'x',
          asOf: 1,
          retentionDays: 1,
          hours: [],
          days: [],
          openHour: 0,
          catalogueAt: null,
        },
      },
      'The history is in format 2; this dashboard reads format 1.',
    ],
    [
      { html: true },
      `Cannot load the history at ${HISTORY}: The service sent a web page instead of JSON data.`,
    ],
  ])('without usable history (%j) goes on alone and says why', async (answer, why) => {
    server.use(
      http.get(`${HISTORY}manifest.json`, () => {
        if ('status' in answer) return new HttpResponse(null, { status: answer.status });
        if ('html' in answer)
          return new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } });
        return HttpResponse.json(answer.body);
      }),
    );
    const { store, history } = sync();
    await history.load();
    expect(store.historyInfo()).toBeNull();
    expect(history.status.state).toBe('unavailable');
    expect(detailText(history)).toBe(`${why} Figures count only the matches this screen has seen.`);
  });

  it('keeps the history it loaded when the next load fails', async () => {
    publish();
    const { store, history } = sync();
    await history.load();
    server.use(http.get(`${HISTORY}*`, () => HttpResponse.error()));
    await history.load();
    expect(games(store)).toBe(35);
    expect(history.status.state).toBe('ready');
    expect(detailText(history)).toMatch(/Showing the history loaded before \(up to .+\)/);
  });

  it('is off, and fetches nothing, when historyUrl is null', async () => {
    const store = new MatchStore();
    const history = new HistorySync(store, {
      historyUrl: null,
      retentionHours: 24,
      requestTimeoutMs: 2000,
    });
    await history.load();
    expect(history.status.state).toBe('off');
    expect(detailText(history)).toBe('Shared history is turned off (historyUrl is null).');
  });
});

describe('HistorySync with hostile files (#22, finding 9)', () => {
  it('fetches and counts an hour the manifest lists 20,000 times once', async () => {
    const hour = OPEN_HOUR - HOUR;
    const requests = publish({ hours: Array.from({ length: 20_000 }, () => hour) });
    const { store, history } = sync();
    await history.load();
    expect(requests.filter((r) => r === hourFile(hour))).toHaveLength(1);
    expect(requests).toHaveLength(3); // the manifest, the open hour and that hour
    expect(games(store)).toBe(10 + 5);
  });

  it('refuses a manifest dated ahead of this device, and says why on the status', async () => {
    const future = Date.UTC(2036, 0, 1);
    publish({ asOf: future, openHour: future - (future % HOUR) });
    const { store, history } = sync();
    await history.load();
    expect(history.status.state).toBe('unavailable');
    expect(detailText(history)).toMatch(/dated 2036-01-01T00:00:00.000Z, ahead of this device/);
    expect(store.historyInfo()).toBeNull();
  });

  it('leaves out a file whose count is over the cap, and an open hour whose time is after its hour, naming both', async () => {
    const hour = OPEN_HOUR - HOUR;
    const bad = { ...fileOf(range(0, 10), hour) };
    // One counter of 2^32 + 7: as a Uint32 it would be 7.
    bad.counts = [...bad.counts];
    bad.counts[3] = 2 ** 32 + 7;
    publish(
      {},
      {
        [hourFile(hour)]: bad,
        'open.json': { ...fileOf([], OPEN_HOUR), asOf: OPEN_HOUR + 2 * HOUR, recentIds: [] },
      },
    );
    const { store, history } = sync();
    await history.load();
    expect(skippedText(history)).toEqual([
      {
        file: hourFile(hour),
        reason: 'its counts are damaged (or more than 100,000 archetype pairs)',
      },
      { file: 'open.json', reason: 'its time is after the end of its hour' },
    ]);
    expect(games(store)).toBe(20);
  });
});

describe('HistorySync against a hostile host', () => {
  it('fetches again past the cache a file that does not match the manifest, and refuses it if it still does not', async () => {
    const [bad, good] = [OPEN_HOUR - 2 * HOUR, OPEN_HOUR - HOUR];
    const files = {
      [hourFile(bad)]: fileOf(range(10, 20), bad),
      [hourFile(good)]: fileOf(range(20, 30), good),
    };
    const hashes = Object.fromEntries(
      await Promise.all(
        Object.entries(files).map(async ([name, body]) => [name, await contentHash(body)]),
      ),
    );
    // The oldest hour has no hash (an older collector's manifest): taken as it comes.
    const oldest = OPEN_HOUR - 3 * HOUR;
    files[hourFile(oldest)] = fileOf(range(0, 10), oldest);
    expect(Object.values(hashes).every((h) => typeof h === 'string')).toBe(true);
    // Both files first come as a stale copy (one game more); the good one is repaired on the
    // second fetch, the bad one never.
    const stale = (body: ReturnType<typeof fileOf>) => ({ ...body, matches: body.matches + 1 });
    const requests: string[] = [];
    publish({ hashes }, {});
    server.use(
      http.get(`${HISTORY}hours/*`, ({ request }) => {
        const name = new URL(request.url).pathname.replace('/h/', '');
        requests.push(`${name} ${request.cache}`);
        const body = files[name];
        if (!body) return new HttpResponse(null, { status: 404 });
        const repaired = name === hourFile(good) && request.cache === 'no-cache';
        return HttpResponse.json(repaired || !hashes[name] ? body : stale(body));
      }),
    );
    const { store, history } = sync();
    await history.load();
    expect(requests.filter((r) => r.startsWith(hourFile(good)))).toEqual([
      `${hourFile(good)} default`,
      `${hourFile(good)} no-cache`,
    ]);
    expect(skippedText(history)).toEqual([
      { file: hourFile(bad), reason: 'it does not match the manifest (a damaged or stale copy)' },
    ]);
    // The third closed hour (no hash for it in this manifest) and the repaired one, and the open hour.
    expect(games(store)).toBe(25);
  });

  it('leaves out a file of more archetype pairs than any file holds, counting the rest', async () => {
    const hour = OPEN_HOUR - HOUR;
    // 100,001 pairs in a valid encoding (one win each): under the byte limit, over the pair cap.
    const bomb = { ...fileOf([], hour), matches: 1 };
    bomb.counts = [1, 1, 1, 1];
    for (let i = 0; i < 100_000; i++) bomb.counts.push(0, 1, 1, 1);
    publish({}, { [hourFile(hour)]: bomb });
    const { store, history } = sync();
    await history.load();
    expect(skippedText(history)).toEqual([
      {
        file: hourFile(hour),
        reason: 'its counts are damaged (or more than 100,000 archetype pairs)',
      },
    ]);
    expect(games(store)).toBe(25);
  });
});

describe('the runtime with history', () => {
  it('starts with the published figures and catalogue while the service is down', async () => {
    vi.setSystemTime(NOW + 5000);
    publish();
    server.use(
      http.get(FEED_URL, () => HttpResponse.error()),
      http.get(CATALOGUE_URL, () => HttpResponse.error()),
    );
    const runtime = testRuntime({ historyUrl: HISTORY });
    await restoreRuntime(runtime, 5000);
    expect(games(runtime.store)).toBe(35);
    const catalogue = runtime.queryClient.getQueryState(catalogueKey(runtime.config));
    expect(catalogue?.dataUpdatedAt).toBe(NOW - MINUTE);
    expect((catalogue?.data as { archetypes: unknown[] } | undefined)?.archetypes).toHaveLength(
      CATALOGUE.length,
    );
    vi.useRealTimers();
  });

  it('downloads the history beside the restore of saved statistics and merges it after', async () => {
    vi.setSystemTime(NOW + 5000);
    const requests = publish();
    const runtime = testRuntime({ historyUrl: HISTORY });
    let finishRestore = () => {};
    const restoring = new Promise<void>((resolve) => {
      finishRestore = resolve;
    });
    let restored = false;
    vi.spyOn(runtime.persistence, 'restore').mockImplementation(async () => {
      await restoring;
      restored = true;
      expect(games(runtime.store)).toBe(0);
    });
    const done = restoreRuntime(runtime, 5000);
    // Every file is fetched while the restore still runs; nothing is merged before it ends.
    await vi.waitFor(() => expect(requests).toContain(hourFile(OPEN_HOUR - HOUR)));
    await vi.waitFor(() => expect(requests).toContain('open.json'));
    expect(restored).toBe(false);
    expect(games(runtime.store)).toBe(0);
    expect(runtime.history.status.state).toBe('loading');
    finishRestore();
    await done;
    expect(restored).toBe(true);
    expect(games(runtime.store)).toBe(35);
    expect(runtime.history.status.state).toBe('ready');
    vi.useRealTimers();
  });
});
