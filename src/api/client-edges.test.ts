// getJson's edges, driven by a fake fetch so each failure is exact: a body that breaks while it
// is read, an offline device, a cancelled request, and the words for each kind of error.
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../domain/config.ts';
import { READ_LIMITS } from '../domain/limits.ts';
import { CATALOGUE, apiFailure as failure } from '../test/fixtures.ts';
import { ApiError, apiUrl, describeError, getJson, parseRetryAfter } from './client.ts';
import { catalogueQueryOptions, selectArchetypeIndex } from './queries.ts';
import { archetypeSchema } from './schemas.ts';
import { isCatalogueResult } from './service.ts';

const URL_ = 'http://api.test/x';

afterEach(() => vi.unstubAllGlobals());

const answer = (response: Response) => vi.fn(async () => response) as unknown as typeof fetch;

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** A JSON response whose body fails while it is read. */
function brokenBody(): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data": ['));
      controller.error(new TypeError('terminated'));
    },
  });
  return new Response(stream, { headers: JSON_TYPE });
}

/** A JSON body that never ends: 64 KB chunks for as long as it is read; counts what was sent. */
function endlessBody() {
  const sent = { bytes: 0 };
  const chunk = new TextEncoder().encode(`${' '.repeat(64 * 1024 - 1)}1`);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { response: new Response(stream, { headers: JSON_TYPE }), sent };
}

describe('getJson edges', () => {
  it('stops reading an endless answer at the limit and names the limit', async () => {
    const { response, sent } = endlessBody();
    const limit = { id: 'feed' as const, name: 'the live feed', bytes: 1024 * 1024 };
    const error = await failure(
      getJson(URL_, { timeoutMs: 5000, limit, fetchImpl: answer(response) }),
    );
    expect(error).toMatchObject({
      kind: 'too-large',
      message: 'The answer for the live feed is larger than its 1 MB limit; it was not read.',
    });
    // Read up to the limit and one chunk past it, no further.
    expect(sent.bytes).toBeLessThanOrEqual(limit.bytes + 3 * 64 * 1024);
  });

  it('refuses an answer whose declared length is over the limit without reading it', async () => {
    const body = JSON.stringify({ data: [] });
    const response = new Response(body, {
      headers: { ...JSON_TYPE, 'Content-Length': String(10 * 1024 * 1024) },
    });
    const limit = { id: 'catalogue' as const, name: 'the catalogue', bytes: 1024 };
    expect(
      await failure(getJson(URL_, { timeoutMs: 1000, limit, fetchImpl: answer(response) })),
    ).toMatchObject({ kind: 'too-large', status: 200 });
    const empty = new Response(null, { headers: { ...JSON_TYPE, 'Content-Length': '2048' } });
    expect(
      await failure(getJson(URL_, { timeoutMs: 1000, limit, fetchImpl: answer(empty) })),
    ).toMatchObject({ kind: 'too-large' });
  });

  it('reads an answer whose declared length is exactly the limit, and an empty one as broken', async () => {
    const body = JSON.stringify({ data: [] });
    const exact = new Response(body, {
      headers: { ...JSON_TYPE, 'Content-Length': String(body.length) },
    });
    const limit = { id: 'feed' as const, name: 'x', bytes: body.length };
    expect(await getJson(URL_, { timeoutMs: 1000, limit, fetchImpl: answer(exact) })).toEqual({
      data: [],
    });
    const none = new Response(null, { headers: JSON_TYPE });
    expect(
      await failure(getJson(URL_, { timeoutMs: 1000, limit, fetchImpl: answer(none) })),
    ).toMatchObject({
      kind: 'not-json',
      message: 'The service sent broken JSON (cut off or malformed).',
    });
  });

  it('reads an answer of exactly the limit, multi-byte characters across chunks intact', async () => {
    const text = JSON.stringify({ name: 'Élise – ☃' });
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    const limit = { id: 'feed' as const, name: 'x', bytes: bytes.byteLength };
    expect(
      await getJson(URL_, {
        timeoutMs: 1000,
        limit,
        fetchImpl: answer(new Response(stream, { headers: JSON_TYPE })),
      }),
    ).toEqual({ name: 'Élise – ☃' });
  });

  it('refuses a redirect when told not to follow one, and says so', async () => {
    const fetchImpl = answer(
      new Response(null, { status: 302, headers: { Location: 'http://169.254.169.254/' } }),
    );
    const error = await failure(
      getJson(URL_, {
        timeoutMs: 1000,
        limit: READ_LIMITS.feed,
        fetchImpl,
        followRedirects: false,
      }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 302 });
    expect(error.message).toBe(
      'The service answered with a redirect (HTTP 302); redirects are not followed.',
    );
    expect(fetchImpl).toHaveBeenCalledWith(URL_, expect.objectContaining({ redirect: 'manual' }));
  });

  it('calls 300 to 399 and an opaque redirect redirects, and nothing else', async () => {
    const get = (response: Response, followRedirects?: boolean) =>
      getJson(URL_, {
        timeoutMs: 1000,
        limit: READ_LIMITS.feed,
        fetchImpl: answer(response),
        ...(followRedirects === undefined ? {} : { followRedirects }),
      });
    expect((await failure(get(new Response(null, { status: 300 }), false))).message).toBe(
      'The service answered with a redirect (HTTP 300); redirects are not followed.',
    );
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      ok: false,
      body: null,
      headers: new Headers(),
    };
    expect((await failure(get(opaque as unknown as Response, false))).message).toBe(
      'The service answered with a redirect (HTTP redirect); redirects are not followed.',
    );
    expect((await failure(get(new Response(null, { status: 400 }), false))).message).toBe(
      'The service refused the request (HTTP 400).',
    );
    expect(await get(Response.json({ ok: 1 }), false)).toEqual({ ok: 1 });
    // A caller that follows redirects never sees one as such (fetch has followed it).
    expect((await failure(get(new Response(null, { status: 302 })))).message).toBe(
      'The service refused the request (HTTP 302).',
    );
  });

  it('sends the request with Accept: application/json and no credentials', async () => {
    const fetchImpl = answer(Response.json({ ok: 1 }));
    expect(await getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl })).toEqual({
      ok: 1,
    });
    expect(fetchImpl).toHaveBeenCalledWith(URL_, {
      headers: { Accept: 'application/json' },
      signal: expect.any(AbortSignal),
      credentials: 'omit',
    });
  });

  it('says "offline" when the device is, and "network" otherwise', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    vi.stubGlobal('navigator', { onLine: false });
    expect(
      await failure(
        getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl: refused }),
      ),
    ).toMatchObject({
      kind: 'offline',
      message: 'This device is offline.',
    });
    vi.stubGlobal('navigator', { onLine: true });
    expect(
      await failure(
        getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl: refused }),
      ),
    ).toMatchObject({
      kind: 'network',
      message: 'Cannot reach the service (network error).',
    });
  });

  it('names a connection that broke while the answer was read', async () => {
    const error = await failure(
      getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl: answer(brokenBody()) }),
    );
    expect(error).toMatchObject({
      kind: 'network',
      message: 'The connection broke while reading the answer.',
    });
  });

  it('passes a cancellation by the caller through, as a cancellation', async () => {
    const controller = new AbortController();
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
        ),
    ) as unknown as typeof fetch;
    const pending = getJson(URL_, {
      timeoutMs: 10_000,
      limit: READ_LIMITS.feed,
      signal: controller.signal,
      fetchImpl: hanging,
    });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
    // Cancelled while the answer is being read: the body never ends by itself.
    const controller2 = new AbortController();
    const reading = new Response(
      new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode('{"data":'));
        },
        pull() {
          controller2.abort();
        },
      }),
      { headers: JSON_TYPE },
    );
    await expect(
      getJson(URL_, {
        timeoutMs: 1000,
        limit: READ_LIMITS.feed,
        signal: controller2.signal,
        fetchImpl: answer(reading),
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not even wait for an answer when the caller cancelled before asking', async () => {
    const controller = new AbortController();
    controller.abort();
    let seen: AbortSignal | undefined;
    const hanging = ((_url: string, init: RequestInit) => {
      seen = init.signal ?? undefined;
      return new Promise((_, reject) => {
        if (init.signal?.aborted) reject(new DOMException('x', 'AbortError'));
        init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
      });
    }) as unknown as typeof fetch;
    await expect(
      getJson(URL_, {
        timeoutMs: 10_000,
        limit: READ_LIMITS.feed,
        signal: controller.signal,
        fetchImpl: hanging,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(true);
  });

  it("leaves no timer running and no listener on the caller's signal once answered", async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const added = vi.spyOn(controller.signal, 'addEventListener');
      const removed = vi.spyOn(controller.signal, 'removeEventListener');
      await getJson(URL_, {
        timeoutMs: 10_000,
        limit: READ_LIMITS.feed,
        signal: controller.signal,
        fetchImpl: answer(Response.json({ ok: 1 })),
      });
      expect(vi.getTimerCount()).toBe(0);
      expect(removed.mock.calls.map((c) => [c[0], c[1]])).toEqual(
        added.mock.calls.map((c) => [c[0], c[1]]),
      );
      expect(added).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('times out while the answer is still arriving', async () => {
    vi.useFakeTimers();
    try {
      // The first bytes come, then nothing more.
      const slow = new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode('{"data": ['));
          },
        }),
        { headers: JSON_TYPE },
      );
      const pending = failure(
        getJson(URL_, { timeoutMs: 2000, limit: READ_LIMITS.feed, fetchImpl: answer(slow) }),
      );
      await vi.advanceTimersByTimeAsync(5000);
      expect(await pending).toMatchObject({
        kind: 'timeout',
        message: 'The service did not finish answering within 2 s.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts JSON media types with a suffix, and names what else came', async () => {
    const problem = new Response('{"a":1}', {
      headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
    });
    expect(
      await getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl: answer(problem) }),
    ).toEqual({ a: 1 });
    const xml = new Response('<a/>', { headers: { 'Content-Type': 'text/xml' } });
    expect(
      await failure(
        getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl: answer(xml) }),
      ),
    ).toMatchObject({
      kind: 'not-json',
      status: 200,
      message: 'The service sent "text/xml" instead of JSON data.',
    });
    const untyped = new Response(new Blob(['{}']), { headers: {} });
    untyped.headers.delete('Content-Type');
    expect(
      (
        await failure(
          getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl: answer(untyped) }),
        )
      ).message,
    ).toBe('The service sent "no content type" instead of JSON data.');
    const prefixed = new Response('{}', { headers: { 'Content-Type': 'x-application/json' } });
    expect(
      (
        await failure(
          getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl: answer(prefixed) }),
        )
      ).kind,
    ).toBe('not-json');
    const broken = new Response('{', { headers: { 'Content-Type': 'application/json' } });
    expect(
      await failure(
        getJson(URL_, { timeoutMs: 1000, limit: READ_LIMITS.feed, fetchImpl: answer(broken) }),
      ),
    ).toMatchObject({ kind: 'not-json', status: 200 });
  });

  it('words each HTTP status, and reads Retry-After only on 429 and 503', async () => {
    const status = async (code: number) =>
      failure(
        getJson(URL_, {
          timeoutMs: 1000,
          limit: READ_LIMITS.feed,
          fetchImpl: answer(new Response(null, { status: code, headers: { 'Retry-After': '7' } })),
        }),
      );
    expect(await status(429)).toMatchObject({
      message: 'The service is rate-limiting us (HTTP 429).',
      retryAfterMs: 7000,
    });
    expect(await status(503)).toMatchObject({
      message: 'The service is failing (HTTP 503).',
      retryAfterMs: 7000,
    });
    expect((await status(500)).retryAfterMs).toBeUndefined();
    expect((await status(404)).message).toBe(
      'The service does not know this address (HTTP 404): check apiBaseUrl.',
    );
    expect((await status(401)).message).toBe('The service refused the request (HTTP 401).');
    expect((await status(404)).name).toBe('ApiError');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds (trimmed) or a date, and nothing else', () => {
    expect(parseRetryAfter(' 30 ')).toBe(30_000);
    expect(parseRetryAfter('0')).toBe(0);
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('x30')).toBeUndefined();
    expect(parseRetryAfter('12abc')).toBeUndefined();
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.UTC(2015, 9, 21, 7, 29))).toBe(0);
  });
});

describe('describeError and apiUrl', () => {
  it('words any error a query may hold', () => {
    expect(describeError(new ApiError('timeout', 'Too slow.'))).toBe('Too slow.');
    expect(describeError(new Error('boom'))).toBe('Unexpected error: boom');
    expect(describeError('what')).toBe('Unexpected error.');
  });

  it('joins paths with any number of leading slashes', () => {
    expect(apiUrl('', '///api/v1/x/', 'https://d.example/dash/')).toBe(
      'https://d.example/dash/api/v1/x/',
    );
    expect(apiUrl('', 'api/v1/x/', 'https://d.example/dash/')).toBe(
      'https://d.example/dash/api/v1/x/',
    );
  });
});

describe('catalogue query', () => {
  const result = {
    archetypes: CATALOGUE.map((a) => v.parse(archetypeSchema, a)),
    rejected: {},
    urlsRejected: 0,
  };

  it('recognises a saved catalogue of this build only', () => {
    expect(isCatalogueResult(result)).toBe(true);
    expect(isCatalogueResult({ archetypes: result.archetypes })).toBe(false);
    expect(isCatalogueResult({ archetypes: {}, urlsRejected: 0 })).toBe(false);
    expect(isCatalogueResult(null)).toBe(false);
    // One damaged entry sets the saved copy aside.
    for (const bad of [
      null,
      { ...result.archetypes[0], id: 'x' },
      { ...result.archetypes[0], url: 'javascript:1' },
    ])
      expect(isCatalogueResult({ ...result, archetypes: [...result.archetypes, bad] })).toBe(false);
  });

  it('indexes archetypes by id', () => {
    const index = selectArchetypeIndex(result);
    expect([...index.keys()]).toEqual([202, 101, 303]);
    expect(index.get(101)?.name).toBe('Aggro Demon Hunter');
  });

  it('is cached for catalogueRefreshMs, refreshed on it, and retried with capped backoff', () => {
    const options = catalogueQueryOptions({ ...DEFAULT_CONFIG, catalogueRefreshMs: 120_000 });
    expect(options).toMatchObject({
      staleTime: 120_000,
      refetchInterval: 120_000,
      refetchIntervalInBackground: true,
      retry: true,
      gcTime: Number.POSITIVE_INFINITY,
    });
    const delay = options.retryDelay as (attempt: number) => number;
    for (const [attempt, base] of [
      [1, 4000],
      [3, 16_000],
      [10, 60_000],
    ] as const) {
      const d = delay(attempt);
      expect(d).toBeGreaterThanOrEqual(base * 0.8);
      expect(d).toBeLessThanOrEqual(base);
    }
  });
});
