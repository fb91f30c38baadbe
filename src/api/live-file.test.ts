import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_SKEW_MS, READ_LIMITS } from '../domain/limits.ts';
import { LIVE_HEARTBEAT_MS, liveFileOf } from '../domain/live-format.ts';
import { apiFailure } from '../test/fixtures.ts';
import { server } from '../test/msw.ts';
import { ApiError } from './client.ts';
import { fetchLiveFile, OVER_LIVE_CAP, parseLiveFile } from './live-file.ts';

const T0 = Date.UTC(2026, 10, 24, 12);
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const match = (n: number, seenAt = T0 - n * 1000) => ({
  id: id(n),
  seenAt,
  players: [
    { archetype: 10 + n, rank: 51, legendRank: n, won: true },
    { archetype: 20, rank: 44, legendRank: null, won: false },
  ] as const,
});
/** A file as the collector writes it: matches 1..n, newest (1) first. */
const file = (n: number, extra: Record<string, unknown> = {}) => ({
  ...liveFileOf({
    asOf: T0,
    poll: { lastSuccessAt: T0 - 1000, consecutiveFailures: 0, lastError: null },
    matches: Array.from({ length: n }, (_, i) => match(i + 1)),
  }),
  ...extra,
});

describe('parseLiveFile', () => {
  it("gives the collector's matches oldest first, with when it saw them, and its facts", () => {
    const result = parseLiveFile(file(3), T0);
    expect(result.matches.map((m) => m.id)).toEqual([id(3), id(2), id(1)]);
    expect(result.matches[2]).toEqual({
      id: id(1),
      collectedAt: T0 - 1000,
      players: match(1).players,
    });
    expect(result.received).toBe(3);
    expect(result.rejected).toEqual({});
    expect(result.collector).toEqual({
      writtenAt: T0,
      heartbeatMs: LIVE_HEARTBEAT_MS,
      lastSuccessAt: T0 - 1000,
      consecutiveFailures: 0,
      lastError: null,
    });
  });

  it('skips and counts each bad match with the feed rules, never the whole file', () => {
    const bad = [
      { ...match(7), id: 'not-a-uuid' },
      { ...match(8), players: [match(8).players[0], { ...match(8).players[1], won: true }] },
      { ...match(9), players: [{ ...match(9).players[0], rank: 40 }, match(9).players[1]] },
      {
        ...match(10),
        players: [{ ...match(10).players[0], archetype: 2 ** 31 }, match(10).players[1]],
      },
      { ...match(11), seenAt: T0 + 1 },
      null,
    ];
    const result = parseLiveFile(file(2, { matches: [...file(2).matches, ...bad] }), T0);
    expect(result.matches.map((m) => m.id)).toEqual([id(2), id(1)]);
    expect(result.received).toBe(8);
    expect(result.rejected).toEqual({
      'id is not a lower-case UUID': 1,
      'both players won': 1,
      'player 1 legend rank without rank 51': 1,
      'players.0.archetype is not a 32-bit integer': 1,
      'seenAt after the time the file was written': 1,
      'not an object': 1,
    });
  });

  it('reads at most 100 matches, the newest, and counts the rest', () => {
    const long = file(0, { matches: Array.from({ length: 130 }, (_, i) => match(i + 1)) });
    const result = parseLiveFile(long, T0);
    expect(result.matches).toHaveLength(100);
    expect(result.matches[99]?.id).toBe(id(1));
    expect(result.rejected).toEqual({ [OVER_LIVE_CAP]: 30 });
  });

  it.each([
    [null, 'has the wrong shape'],
    [{ matches: [] }, 'has the wrong shape'],
    [{ ...file(1), heartbeatMs: 10 }, 'has the wrong shape'],
    [{ ...file(1), format: 2 }, 'is in format 2; this dashboard reads format 1'],
  ])('refuses a file that is not a live list: %j', (body, message) => {
    expect(() => parseLiveFile(body, T0)).toThrow(message);
  });

  it('calls every refused file a "shape" failure', () => {
    const kindOf = (body: unknown, now = T0) => {
      try {
        parseLiveFile(body, now);
      } catch (error) {
        return error instanceof ApiError ? error.kind : 'not an ApiError';
      }
      return 'accepted';
    };
    expect(kindOf(null)).toBe('shape');
    expect(kindOf({ ...file(1), format: 2 })).toBe('shape');
    expect(kindOf(file(1), T0 - CLOCK_SKEW_MS - 1)).toBe('shape');
    expect(() => parseLiveFile(null, T0)).toThrow(
      "The collector's live list (live.json) has the wrong shape.",
    );
  });

  it('keeps a match seen at the very time the file was written', () => {
    const result = parseLiveFile(file(0, { matches: [match(1, T0)] }), T0);
    expect(result.matches.map((m) => m.collectedAt)).toEqual([T0]);
    expect(result.rejected).toEqual({});
  });

  it("refuses a file dated ahead of this device's clock by more than clocks disagree", () => {
    expect(() => parseLiveFile(file(1), T0 - CLOCK_SKEW_MS - 1)).toThrow(
      "ahead of this device's clock: refused",
    );
    expect(parseLiveFile(file(1), T0 - CLOCK_SKEW_MS).matches).toHaveLength(1);
  });
});

describe('fetchLiveFile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());
  const config = { historyUrl: 'http://files.test/ladder/history/', requestTimeoutMs: 2000 };
  const url = 'http://files.test/ladder/history/live.json';

  it('asks the host every time with the cached copy\'s validators (cache: "no-cache")', async () => {
    const seen: RequestCache[] = [];
    const spy = vi.spyOn(globalThis, 'fetch');
    server.use(http.get(url, () => HttpResponse.json(file(2))));
    const result = await fetchLiveFile(config, 'http://files.test/ladder/');
    expect(result.matches).toHaveLength(2);
    for (const call of spy.mock.calls) seen.push((call[1] as RequestInit).cache ?? 'default');
    expect(seen).toEqual(['no-cache']);
  });

  it("says a failure is the files', not the service's", async () => {
    server.use(http.get(url, () => new HttpResponse('gone', { status: 404 })));
    await expect(fetchLiveFile(config, 'http://files.test/ladder/')).rejects.toThrow(
      `No live list at ${url} (HTTP 404): the collector does not publish there, or its files are not synced yet.`,
    );
    server.use(http.get(url, () => HttpResponse.error()));
    await expect(fetchLiveFile(config, 'http://files.test/ladder/')).rejects.toThrow(
      `Cannot reach the collector's files at ${url} (network error).`,
    );
    server.use(
      http.get(url, () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(fetchLiveFile(config, 'http://files.test/ladder/')).rejects.toThrow(
      `${url} is not JSON: a web page instead of JSON data.`,
    );
  });

  it("keeps a failure's kind, status and requested wait when it words it for the files", async () => {
    server.use(
      http.get(
        url,
        () => new HttpResponse('busy', { status: 503, headers: { 'Retry-After': '30' } }),
      ),
    );
    const busy = await apiFailure(fetchLiveFile(config, 'http://files.test/ladder/'));
    expect(busy.message).toBe(`The host of the collector's files answered HTTP 503 for ${url}.`);
    expect([busy.kind, busy.status, busy.retryAfterMs]).toEqual(['http', 503, 30_000]);
    server.use(http.get(url, () => new HttpResponse('gone', { status: 404 })));
    const gone = await apiFailure(fetchLiveFile(config, 'http://files.test/ladder/'));
    expect([gone.kind, gone.status, gone.retryAfterMs]).toEqual(['http', 404, undefined]);
  });

  it('says how long the files were waited for', async () => {
    server.use(http.get(url, () => new Promise<never>(() => {})));
    const late = await apiFailure(
      fetchLiveFile({ ...config, requestTimeoutMs: 50 }, 'http://files.test/ladder/'),
    );
    expect(late.kind).toBe('timeout');
    expect(late.message).toBe(`The collector's files at ${url} did not answer within 0.05 s.`);
  });

  it('passes on a failure it has no files wording for, and a cancelled read as it is', async () => {
    server.use(
      http.get(
        url,
        () => new HttpResponse('x'.repeat(READ_LIMITS.live.bytes + 1), { status: 200 }),
      ),
    );
    const refused = await apiFailure(fetchLiveFile(config, 'http://files.test/ladder/'));
    expect(refused.kind).toBe('too-large');
    expect(refused.message).toBe(
      "The answer for the collector's live list (live.json) is larger than its 1 MB limit; it was not read.",
    );
    server.use(http.get(url, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = fetchLiveFile(config, 'http://files.test/ladder/', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads live.json beside the page when no history address is set', async () => {
    server.use(http.get('http://files.test/ladder/live.json', () => HttpResponse.json(file(1))));
    const result = await fetchLiveFile(
      { ...config, historyUrl: null },
      'http://files.test/ladder/',
    );
    expect(result.matches).toHaveLength(1);
  });
});
