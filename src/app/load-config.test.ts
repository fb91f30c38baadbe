import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../domain/config.ts';
import { loadConfig } from './load-config.ts';

const PAGE = 'https://dash.example/ladder/?poll=10000&siteUrl=https://evil.example#/live';

function answering(body: string | Error, status = 200) {
  const asked: string[] = [];
  const fetchImpl = (async (url: URL | string) => {
    asked.push(String(url));
    if (body instanceof Error) throw body;
    return new Response(body, { status });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('loadConfig', () => {
  it('starts offline with the last config.json that worked, and only that', async () => {
    const saved = memory();
    const good = answering(JSON.stringify({ retentionHours: 6 }));
    expect((await loadConfig(PAGE, good.fetchImpl, saved)).ok).toBe(true);
    const offline = answering(new TypeError('Failed to fetch'));
    const result = await loadConfig(PAGE, offline.fetchImpl, saved);
    if (!result.ok) throw new Error('expected the saved config');
    expect(result.config.retentionHours).toBe(6);
    // A broken file is never remembered; an HTTP error is not treated as offline.
    const fresh = memory();
    await loadConfig(PAGE, answering('{"retentionHours": 0}').fetchImpl, fresh);
    expect((await loadConfig(PAGE, offline.fetchImpl, fresh)).ok).toBe(false);
    expect((await loadConfig(PAGE, answering('gone', 404).fetchImpl, saved)).ok).toBe(false);
  });

  it('reads config.json beside index.html, applies the URL, refuses links to other origins', async () => {
    const { asked, fetchImpl } = answering(JSON.stringify({ retentionHours: 6 }));
    const result = await loadConfig(PAGE, fetchImpl);
    expect(asked).toEqual(['https://dash.example/ladder/config.json']);
    if (!result.ok) throw new Error('expected a config');
    expect(result.config).toEqual({ ...DEFAULT_CONFIG, retentionHours: 6, pollIntervalMs: 10000 });
    expect(result.refused.map((p) => p.key)).toEqual(['siteUrl']);
  });

  it.each([
    [
      new TypeError('Failed to fetch'),
      200,
      'could not be fetched from /ladder/config.json (network error)',
    ],
    ['not found', 404, 'could not be loaded from /ladder/config.json (HTTP 404)'],
    ['{"retentionHours": ', 200, 'is not valid JSON'],
  ])('names the whole file when it cannot be used (%s)', async (body, status, got) => {
    const { fetchImpl } = answering(body, status);
    const result = await loadConfig(PAGE, fetchImpl);
    expect(result).toEqual({
      ok: false,
      problems: [expect.objectContaining({ key: '(whole file)', got: `config.json ${got}` })],
    });
  });
});
