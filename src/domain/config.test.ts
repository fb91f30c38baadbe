import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, resolveConfig } from './config.ts';

const none = new URLSearchParams();
const PAGE = 'https://dash.example';

function problemsOf(raw: unknown, query = none) {
  const result = resolveConfig(raw, query);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('resolveConfig', () => {
  it('fills every missing key with its default', () => {
    const result = resolveConfig({}, none);
    expect(result).toEqual({ ok: true, config: DEFAULT_CONFIG, refused: [] });
    expect(DEFAULT_CONFIG).toEqual({
      apiBaseUrl: '',
      pollIntervalMs: 5000,
      catalogueRefreshMs: 3_600_000,
      requestTimeoutMs: 10_000,
      retentionHours: 24,
      siteUrl: 'https://hsreplay.net',
      cardDataUrl: 'https://api.hearthstonejson.com/v1/latest/enUS/cards.json',
      cardArtUrl: 'https://art.hearthstonejson.com/v1/tiles/{id}.png',
      allowedOrigins: [],
    });
  });

  it('accepts valid values for every key', () => {
    const raw = {
      apiBaseUrl: 'https://stats.example/prefix',
      pollIntervalMs: 15000,
      catalogueRefreshMs: 60000,
      requestTimeoutMs: 3000,
      retentionHours: 6,
      siteUrl: 'http://localhost:8000',
      cardDataUrl: 'sim/cards.json',
      cardArtUrl: null,
      allowedOrigins: ['https://stats.example', 'http://localhost:8000'],
    };
    expect(resolveConfig(raw, none)).toEqual({ ok: true, config: raw, refused: [] });
    expect(resolveConfig({ apiBaseUrl: '/proxy' }, none).ok).toBe(true);
    expect(resolveConfig({ cardDataUrl: null }, none).ok).toBe(true);
  });

  it.each([
    ['apiBaseUrl', 'ftp://x.example'],
    ['apiBaseUrl', 'javascript:alert(1)'],
    ['apiBaseUrl', '//evil.example'],
    ['apiBaseUrl', 42],
    ['pollIntervalMs', 4999],
    ['pollIntervalMs', 1000],
    ['pollIntervalMs', 5000.5],
    ['pollIntervalMs', '5000'],
    ['catalogueRefreshMs', 59_999],
    ['requestTimeoutMs', 500],
    ['requestTimeoutMs', 120_000],
    ['retentionHours', 0],
    ['retentionHours', 500],
    ['siteUrl', '/relative'],
    ['siteUrl', 'javascript:alert(1)'],
    ['cardDataUrl', 'javascript:alert(1)'],
    ['cardDataUrl', ''],
    ['cardArtUrl', 'https://art.example/tiles.png'],
    ['cardArtUrl', 'data:image/png,{id}'],
    ['allowedOrigins', 'https://stats.example'],
    ['allowedOrigins', ['https://stats.example/path']],
    ['allowedOrigins', ['stats.example']],
    ['allowedOrigins', ['javascript:alert(1)']],
  ])('refuses %s = %j and names the key with what it expects', (key, value) => {
    const problems = problemsOf({ [key]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key, source: 'config.json', got: JSON.stringify(value) });
    expect(problems[0]?.expected.length).toBeGreaterThan(10);
  });

  it('explains why polling under 5 s is refused', () => {
    expect(problemsOf({ pollIntervalMs: 2000 })[0]?.expected).toMatch(/5000.*cacheable for 5 s/);
  });

  it('refuses unknown keys, so a typo never silently does nothing', () => {
    const problems = problemsOf({ pollIntervalMS: 5000 });
    expect(problems[0]).toMatchObject({ key: 'pollIntervalMS' });
    expect(problems[0]?.expected).toMatch(/no such key/);
  });

  it('refuses a file that is not an object', () => {
    expect(problemsOf([1, 2])[0]).toMatchObject({ key: '(whole file)' });
    expect(problemsOf(null)[0]).toMatchObject({ key: '(whole file)' });
  });

  it('reports every bad key at once', () => {
    expect(problemsOf({ pollIntervalMs: 1, siteUrl: 'x' }).map((p) => p.key)).toEqual([
      'pollIntervalMs',
      'siteUrl',
    ]);
  });

  it('lets URL parameters override keys, with short aliases', () => {
    const query = new URLSearchParams('api=https://other.example&poll=10000&cardArtUrl=null');
    const result = resolveConfig(
      { apiBaseUrl: '', allowedOrigins: ['https://other.example'] },
      query,
      PAGE,
    );
    expect(result.ok && result.config).toMatchObject({
      apiBaseUrl: 'https://other.example',
      pollIntervalMs: 10000,
      cardArtUrl: null,
    });
  });

  it('validates URL overrides too, and says they came from the URL', () => {
    const problems = problemsOf({}, new URLSearchParams('poll=100'));
    expect(problems[0]).toMatchObject({ key: 'pollIntervalMs', source: 'URL', got: '100' });
  });

  it('ignores unrelated URL parameters', () => {
    expect(resolveConfig({}, new URLSearchParams('utm_source=x')).ok).toBe(true);
  });
});

describe('URL overrides that point somewhere', () => {
  const configured = {
    apiBaseUrl: '',
    siteUrl: 'https://hsreplay.net',
    cardDataUrl: 'https://api.hearthstonejson.com/v1/latest/enUS/cards.json',
    cardArtUrl: 'https://art.hearthstonejson.com/v1/tiles/{id}.png',
  };
  const resolve = (query: string, raw: Record<string, unknown> = configured) => {
    const result = resolveConfig(raw, new URLSearchParams(query), PAGE);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return result;
  };

  it.each([
    ['api', 'apiBaseUrl', 'https://evil.example'],
    ['apiBaseUrl', 'apiBaseUrl', '//evil.example/api'],
    ['siteUrl', 'siteUrl', 'https://evil.example'],
    ['cardDataUrl', 'cardDataUrl', 'https://evil.example/cards.json'],
    ['cardArtUrl', 'cardArtUrl', 'https://evil.example/{id}.png'],
    ['cardArtUrl', 'cardArtUrl', '//evil.example/{id}.png'],
  ])(
    'refuses ?%s= another origin, names %s, and keeps the configured value',
    (param, key, value) => {
      const result = resolve(`${param}=${encodeURIComponent(value)}`);
      expect(result.config[key as keyof typeof configured]).toBe(
        configured[key as keyof typeof configured],
      );
      expect(result.refused).toEqual([
        {
          key,
          source: 'URL',
          expected: expect.stringMatching(/own site.*allowedOrigins/),
          got: JSON.stringify(value),
        },
      ]);
    },
  );

  it.each([
    ['api', 'apiBaseUrl', '/proxy', '/proxy'],
    ['api', 'apiBaseUrl', `${PAGE}/other/`, `${PAGE}/other/`],
    ['cardDataUrl', 'cardDataUrl', 'sim/cards.json', 'sim/cards.json'],
    ['cardArtUrl', 'cardArtUrl', 'null', null],
    ['siteUrl', 'siteUrl', `${PAGE}/site`, `${PAGE}/site`],
  ])("accepts ?%s= on this page's own origin (%s)", (param, key, value, expected) => {
    const result = resolve(`${param}=${encodeURIComponent(value)}`);
    expect(result.refused).toEqual([]);
    expect(result.config[key as keyof typeof configured]).toBe(expected);
  });

  it('accepts an origin that config.json allows, and only that one', () => {
    const raw = { ...configured, allowedOrigins: ['https://mirror.example'] };
    expect(resolve('api=https://mirror.example/v2', raw).config.apiBaseUrl).toBe(
      'https://mirror.example/v2',
    );
    expect(resolve('api=https://mirror.example.evil.example', raw).refused).toHaveLength(1);
    expect(resolve('api=http://mirror.example', raw).refused).toHaveLength(1);
  });

  it('never takes allowedOrigins from the URL', () => {
    const result = resolve('allowedOrigins=https://evil.example&api=https://evil.example');
    expect(result.config.allowedOrigins).toEqual([]);
    expect(result.config.apiBaseUrl).toBe('');
    expect(result.refused.map((p) => p.key)).toEqual(['allowedOrigins', 'apiBaseUrl']);
  });
});
