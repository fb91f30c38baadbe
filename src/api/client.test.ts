import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../domain/config.ts';
import { READ_LIMITS } from '../domain/limits.ts';
import { apiFailure as failure } from '../test/fixtures.ts';
import { server } from '../test/msw.ts';
import { apiUrl, getJson, parseRetryAfter } from './client.ts';
import { fetchCatalogue, fetchFeed } from './service.ts';

const BASE = 'http://api.test';
const FEED = `${BASE}/api/v1/live/replay_feed/`;
const LIST = `${BASE}/api/v1/archetypes/`;
const config = { ...DEFAULT_CONFIG, apiBaseUrl: BASE, requestTimeoutMs: 1000 };

const entry = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  player1_archetype: 1,
  player1_rank: 5,
  player1_legend_rank: null,
  player1_won: true,
  player2_archetype: 2,
  player2_rank: 6,
  player2_legend_rank: null,
  player2_won: false,
};

describe('getJson', () => {
  it('asks for JSON and returns the parsed body', async () => {
    let accept: string | null = null;
    server.use(
      http.get(FEED, ({ request }) => {
        accept = request.headers.get('accept');
        return HttpResponse.json({ data: [] });
      }),
    );
    expect(await getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed })).toEqual({ data: [] });
    expect(accept).toBe('application/json');
  });

  it('parses a body in a task after the one that read it', async () => {
    // Read and parsed in one task, the two were one task too long for a slow CPU. A message
    // posted as the body's last chunk is read runs in the next task: the parse must come after.
    const order: string[] = [];
    const marker = new MessageChannel();
    marker.port1.onmessage = () => {
      marker.port1.close();
      order.push('next task');
    };
    const text = JSON.stringify({ data: [] });
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode(text));
          return;
        }
        marker.port2.postMessage(null);
        controller.close();
      },
    });
    const fetchImpl = (async () =>
      new Response(body, { headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
    const parsed = await getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl });
    order.push('parsed');
    expect(parsed).toEqual({ data: [] });
    expect(order).toEqual(['next task', 'parsed']);
  });

  it('turns a network failure into a "network" error', async () => {
    server.use(http.get(FEED, () => HttpResponse.error()));
    const error = await failure(getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/cannot reach/i);
  });

  it('gives up after the timeout with a "timeout" error', async () => {
    server.use(
      http.get(FEED, async () => {
        await delay(2000);
        return HttpResponse.json({ data: [] });
      }),
    );
    const error = await failure(getJson(FEED, { timeoutMs: 100, limit: READ_LIMITS.feed }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/0\.1 s/);
  });

  it.each([
    [500, /failing \(HTTP 500\)/],
    [404, /HTTP 404/],
    [403, /refused.*HTTP 403/],
  ])('reports HTTP %i in plain words', async (status, message) => {
    server.use(http.get(FEED, () => HttpResponse.json({ detail: 'x' }, { status })));
    const error = await failure(getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed }));
    expect(error).toMatchObject({ kind: 'http', status });
    expect(error.message).toMatch(message);
  });

  it('honours Retry-After on 429 and 503, in seconds or as a date', async () => {
    server.use(
      http.get(
        FEED,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    );
    expect(
      (await failure(getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed }))).retryAfterMs,
    ).toBe(30_000);
    server.use(
      http.get(
        FEED,
        () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '2' } }),
      ),
    );
    expect(
      (await failure(getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed }))).retryAfterMs,
    ).toBe(2000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(
      10_000,
    );
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('refuses an HTML page (the browsable API) as not JSON', async () => {
    server.use(http.get(FEED, () => HttpResponse.html('<html><body>Api Root</body></html>')));
    const error = await failure(getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed }));
    expect(error.kind).toBe('not-json');
    expect(error.message).toMatch(/web page/);
  });

  it('refuses JSON sent with another content type', async () => {
    server.use(http.get(FEED, () => HttpResponse.text('{"data":[]}')));
    expect((await failure(getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed }))).kind).toBe(
      'not-json',
    );
  });

  it('refuses truncated JSON', async () => {
    server.use(
      http.get(
        FEED,
        () =>
          new HttpResponse('{"data":[{"id":', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await failure(getJson(FEED, { timeoutMs: 1000, limit: READ_LIMITS.feed }));
    expect(error.kind).toBe('not-json');
    expect(error.message).toMatch(/broken JSON/);
  });
});

describe('fetchFeed and fetchCatalogue', () => {
  it('reports a body of the wrong shape as a "shape" error', async () => {
    server.use(http.get(FEED, () => HttpResponse.json([entry])));
    expect((await failure(fetchFeed(config))).kind).toBe('shape');
    server.use(http.get(LIST, () => HttpResponse.json({ results: [] })));
    expect((await failure(fetchCatalogue(config))).kind).toBe('shape');
  });

  it('keeps the good entries of a partly bad feed and counts the rest', async () => {
    server.use(
      http.get(FEED, () => HttpResponse.json({ data: [entry, { ...entry, id: 'nope' }, 'junk'] })),
    );
    const result = await fetchFeed(config);
    expect(result.received).toBe(3);
    expect(result.matches).toEqual([
      {
        id: entry.id,
        players: [
          { archetype: 1, rank: 5, legendRank: null, won: true },
          { archetype: 2, rank: 6, legendRank: null, won: false },
        ],
      },
    ]);
    expect(result.rejected).toEqual({ 'id is not a UUID': 1, 'not an object': 1 });
  });

  it('asks the archetype list for plain JSON and counts refused links', async () => {
    let format: string | null = null;
    server.use(
      http.get(LIST, ({ request }) => {
        format = new URL(request.url).searchParams.get('format');
        return HttpResponse.json([
          {
            id: 1,
            name: 'A',
            player_class: 2,
            player_class_name: 'DRUID',
            url: 'javascript:alert(1)',
            standard_ccp_signature_core: null,
            wild_ccp_signature_core: null,
          },
        ]);
      }),
    );
    const result = await fetchCatalogue(config);
    expect(format).toBe('json');
    expect(result.urlsRejected).toBe(1);
    expect(result.archetypes[0]?.url).toBeNull();
  });
});

describe('apiUrl', () => {
  it('uses the page origin and path prefix when the base is empty', () => {
    expect(apiUrl('', '/api/v1/live/replay_feed/', 'https://x.example/dash/index.html#/live')).toBe(
      'https://x.example/dash/api/v1/live/replay_feed/',
    );
  });

  it('appends to a configured base, with or without trailing slash', () => {
    expect(apiUrl('https://s.example/p', '/api/v1/archetypes/', 'https://x.example/')).toBe(
      'https://s.example/p/api/v1/archetypes/',
    );
    expect(apiUrl('/proxy/', '/api/v1/archetypes/', 'https://x.example/dash/')).toBe(
      'https://x.example/proxy/api/v1/archetypes/',
    );
  });
});
