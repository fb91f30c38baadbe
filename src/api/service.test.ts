import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../domain/config.ts';
import { MAX_ARCHETYPES, MAX_FEED_ENTRIES } from '../domain/limits.ts';
import { archetype, feedEntry } from '../test/fixtures.ts';
import { server } from '../test/msw.ts';
import { catalogueKey, catalogueQueryOptions, feedKey, liveOrigin } from './queries.ts';
import {
  fetchCatalogue,
  fetchFeed,
  fetchPublishedCatalogue,
  OVER_ARCHETYPE_CAP,
  OVER_ENTRY_CAP,
  pageUrl,
  parseCatalogue,
  parseFeed,
} from './service.ts';

const BASE = 'http://api.test';
const HISTORY = 'http://files.test/history/';
const config = { ...DEFAULT_CONFIG, apiBaseUrl: BASE, requestTimeoutMs: 1000 };
const filesConfig = { ...config, liveSource: 'history' as const, historyUrl: HISTORY };

afterEach(() => vi.unstubAllGlobals());

/** `n` valid feed entries, each with its own player 1 archetype (1..n), oldest first. */
const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => feedEntry({ player1_archetype: i + 1 }));

describe('parseFeed', () => {
  it('refuses a body without a "data" list in words a user can act on', () => {
    expect(() => parseFeed({ results: [] })).toThrow(
      'The feed answer has the wrong shape (no "data" list of matches).',
    );
  });

  it('keeps every entry up to the cap, with nothing counted against it', () => {
    const result = parseFeed({ data: entries(MAX_FEED_ENTRIES) });
    expect(result.matches).toHaveLength(MAX_FEED_ENTRIES);
    expect(result.received).toBe(MAX_FEED_ENTRIES);
    expect(result.rejected).toEqual({});
  });

  it('past the cap keeps the newest entries (the last ones) and counts the oldest left out', () => {
    const result = parseFeed({ data: entries(MAX_FEED_ENTRIES + 2) });
    expect(result.received).toBe(MAX_FEED_ENTRIES + 2);
    expect(result.matches).toHaveLength(MAX_FEED_ENTRIES);
    expect(result.matches[0]?.players[0].archetype).toBe(3);
    expect(result.matches.at(-1)?.players[0].archetype).toBe(MAX_FEED_ENTRIES + 2);
    expect(result.rejected).toEqual({ [OVER_ENTRY_CAP]: 2 });
    expect(OVER_ENTRY_CAP).toBe('over the 10,000-entry limit (oldest left out)');
  });

  it('reads only the id of an entry whose match the caller holds, and checks the rest', () => {
    const held = feedEntry({ id: '00000000-0000-4000-8000-0000000000AB' });
    // Held, and changed since into something the rules refuse: a repeat all the same.
    const heldNowBroken = { ...feedEntry(), player1_rank: 99 };
    const brokenNew = feedEntry({ player2_rank: 99 });
    const fresh = feedEntry();
    const heldIds = new Set([held.id.toLowerCase(), heldNowBroken.id]);
    const result = parseFeed({ data: [held, heldNowBroken, brokenNew, fresh, 'junk'] }, (id) =>
      heldIds.has(id),
    );
    expect(result.received).toBe(5);
    expect(result.repeated).toEqual([held.id.toLowerCase(), heldNowBroken.id]);
    expect(result.matches.map((m) => m.id)).toEqual([fresh.id]);
    expect(result.rejected).toEqual({
      'player 2 rank outside 1–51': 1,
      'not an object': 1,
    });
  });

  it('without a caller that holds matches, checks every entry (the collector)', () => {
    const broken = { ...feedEntry(), player1_rank: 99 };
    const result = parseFeed({ data: [broken, feedEntry()] });
    expect(result.repeated).toEqual([]);
    expect(result.matches).toHaveLength(1);
    expect(result.rejected).toEqual({ 'player 1 rank outside 1–51': 1 });
  });
});

/** `n` valid archetypes with ids 1..n, in the order the service lists them. */
const archetypes = (n: number) =>
  Array.from({ length: n }, (_, i) => archetype(i + 1, `Deck ${i + 1}`, 2, 'DRUID'));

describe('parseCatalogue', () => {
  it('refuses a body that is not a list in words a user can act on', () => {
    expect(() => parseCatalogue({ results: [] })).toThrow(
      'The archetype list has the wrong shape (not a list of archetypes).',
    );
  });

  it('keeps every archetype up to the cap, with nothing counted against it', () => {
    const result = parseCatalogue(archetypes(MAX_ARCHETYPES));
    expect(result.archetypes).toHaveLength(MAX_ARCHETYPES);
    expect(result.rejected).toEqual({});
  });

  it('past the cap keeps the first archetypes listed and counts the rest', () => {
    const result = parseCatalogue(archetypes(MAX_ARCHETYPES + 3));
    expect(result.archetypes).toHaveLength(MAX_ARCHETYPES);
    expect(result.archetypes[0]?.id).toBe(1);
    expect(result.archetypes.at(-1)?.id).toBe(MAX_ARCHETYPES);
    expect(result.rejected).toEqual({ [OVER_ARCHETYPE_CAP]: 3 });
    expect(OVER_ARCHETYPE_CAP).toBe('over the 10,000-archetype limit');
  });

  it('counts only the archetypes whose link was refused', () => {
    const list = archetypes(3);
    const result = parseCatalogue([list[0], { ...list[1], url: 'https://evil.example/' }, list[2]]);
    expect(result.archetypes.map((a) => a.url === null)).toEqual([false, true, false]);
    expect(result.urlsRejected).toBe(1);
  });
});

describe('where live data comes from', () => {
  it("keys the service's data by its base URL and the collector's by its files", () => {
    expect(liveOrigin(config)).toBe(BASE);
    expect(liveOrigin(filesConfig)).toBe(`history:${HISTORY}`);
    expect(feedKey(config)).toEqual(['feed', BASE]);
    expect(catalogueKey(filesConfig)).toEqual(['catalogue', `history:${HISTORY}`]);
  });

  it("resolves addresses against the page's own address, or localhost outside a page", () => {
    expect(pageUrl()).toBe('http://localhost/');
    vi.stubGlobal('document', { baseURI: 'https://dash.example/sub/' });
    expect(pageUrl()).toBe('https://dash.example/sub/');
  });

  it('reads the catalogue from the service, or from the files when live data comes from them', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/api/v1/archetypes/`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(archetypes(1));
      }),
      http.get(`${HISTORY}catalogue.json`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(archetypes(2));
      }),
    );
    const run = (c: typeof config) => {
      const options = catalogueQueryOptions(c);
      const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
      return queryFn({ signal: new AbortController().signal });
    };
    expect(await run(config)).toMatchObject({ archetypes: [{ id: 1 }] });
    expect(await run(filesConfig)).toMatchObject({ archetypes: [{ id: 1 }, { id: 2 }] });
    expect(asked).toEqual([`${BASE}/api/v1/archetypes/?format=json`, `${HISTORY}catalogue.json`]);
  });

  it('reads the published catalogue with the same element checks as the service', async () => {
    server.use(
      http.get(`${HISTORY}catalogue.json`, () => HttpResponse.json([...archetypes(1), 'junk'])),
    );
    const result = await fetchPublishedCatalogue(filesConfig);
    expect(result.archetypes.map((a) => a.id)).toEqual([1]);
    expect(result.rejected).toEqual({ 'not an object': 1 });
  });

  it('stops a published catalogue request when its query is cancelled', async () => {
    server.use(http.get(`${HISTORY}catalogue.json`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = fetchPublishedCatalogue(filesConfig, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('requests', () => {
  /** A fetch that records what it was asked and answers `body`. */
  const recording = (body: unknown) => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    return { calls, fetchImpl };
  };

  it("go through the caller's fetch, refusing redirects when asked (the collector)", async () => {
    const { calls, fetchImpl } = recording({ data: entries(1) });
    const result = await fetchFeed({ ...config, fetchImpl, followRedirects: false });
    expect(result.matches).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/api/v1/live/replay_feed/`]);
    expect(calls[0]?.init?.redirect).toBe('manual');
  });

  it("follow redirects by the browser's rules otherwise", async () => {
    const { calls, fetchImpl } = recording(archetypes(1));
    for (const followRedirects of [true, undefined]) {
      await fetchCatalogue({
        ...config,
        fetchImpl,
        ...(followRedirects ? { followRedirects } : {}),
      });
    }
    expect(calls.map((c) => c.init?.redirect)).toEqual([undefined, undefined]);
  });

  it("stop when the caller's signal aborts", async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const fetchImpl = ((_url: string, init?: RequestInit) => {
      seen = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    }) as typeof fetch;
    const pending = fetchFeed({ ...config, fetchImpl }, controller.signal);
    await vi.waitFor(() => expect(seen).toBeDefined());
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(true);
  });
});
