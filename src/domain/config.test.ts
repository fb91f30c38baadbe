import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, DEFAULT_CONFIG, resolveConfig } from './config.ts';
import { pointsAtAllowedOrigin } from './config-urls.ts';

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
      cardDataUrl: 'https://api.hearthstonejson.com/v1/latest/{locale}/cards.json',
      cardArtUrl: 'https://art.hearthstonejson.com/v1/tiles/{id}.png',
      locale: 'enUS',
      historyUrl: 'history/',
      liveSource: 'service',
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
      locale: 'deDE',
      historyUrl: 'https://history.example/hs/',
      liveSource: 'history',
      allowedOrigins: ['https://stats.example', 'http://localhost:8000'],
    };
    expect(resolveConfig(raw, none)).toEqual({ ok: true, config: raw, refused: [] });
    expect(resolveConfig({ apiBaseUrl: '/proxy' }, none).ok).toBe(true);
    expect(resolveConfig({ cardDataUrl: null }, none).ok).toBe(true);
  });

  it('reads the live list from the history only where there is a history', () => {
    expect(resolveConfig({ liveSource: 'history' }, none).ok).toBe(true);
    const result = resolveConfig({ liveSource: 'history', historyUrl: null }, none);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          key: 'liveSource',
          source: 'config.json',
          expected: '"service" while historyUrl is null: "history" reads live.json at historyUrl',
          got: '"history"',
        },
      ],
    });
    // A link may switch a screen to the files (they are on an allowed origin by historyUrl's rule).
    const linked = resolveConfig({}, new URLSearchParams('liveSource=history'));
    expect(linked.ok && linked.config.liveSource).toBe('history');
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
    ['catalogueRefreshMs', 604_800_001],
    ['catalogueRefreshMs', 1e12],
    ['requestTimeoutMs', 500],
    ['requestTimeoutMs', 120_000],
    ['retentionHours', 0],
    ['retentionHours', 500],
    ['siteUrl', '/relative'],
    ['siteUrl', 'javascript:alert(1)'],
    ['cardDataUrl', 'javascript:alert(1)'],
    ['cardDataUrl', ''],
    ['cardArtUrl', 'https://art.example/tiles.png'],
    ['liveSource', 'files'],
    ['liveSource', null],
    ['cardArtUrl', 'data:image/png,{id}'],
    ['locale', 'en'],
    ['locale', 'xxXX'],
    ['historyUrl', 'javascript:alert(1)'],
    ['historyUrl', ''],
    ['historyUrl', 7],
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

  it('ignores and reports a key it does not know (a newer release, or a typo), never fatal', () => {
    const result = resolveConfig({ pollIntervalMS: 5000 }, new URLSearchParams(), PAGE);
    expect(result.ok).toBe(true);
    expect(result.ok && result.refused[0]).toMatchObject({
      key: 'pollIntervalMS',
      source: 'config.json',
      got: '5000',
    });
    expect(result.ok && result.refused[0]?.expected).toMatch(/no such key in this version/);
  });

  it('refuses a file that is not an object', () => {
    expect(problemsOf([1, 2])[0]).toMatchObject({ key: '(whole file)' });
    expect(problemsOf(null)[0]).toMatchObject({ key: '(whole file)' });
    expect(problemsOf(5)[0]).toMatchObject({ key: '(whole file)', got: '5' });
    expect(problemsOf('pollIntervalMs=5000')[0]).toMatchObject({ key: '(whole file)' });
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
    historyUrl: 'history/',
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
    ['historyUrl', 'historyUrl', 'https://evil.example/history/'],
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
          expected: expect.stringMatching(/own directory.*allowedOrigins/),
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
    ['historyUrl', 'historyUrl', 'null', null],
    ['historyUrl', 'historyUrl', 'other-history/', 'other-history/'],
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

describe('config values in detail', () => {
  const PAGE = 'https://dash.example';
  const problems = (raw: Record<string, unknown>, query = '') => {
    const result = resolveConfig(raw, new URLSearchParams(query), PAGE);
    return result.ok ? [] : result.problems;
  };

  it('shows what it got, cut at 120 characters, and "nothing" for a missing value', () => {
    const long = `https://x.example/${'a'.repeat(200)}`;
    const [bad] = problems({ siteUrl: `ftp${long.slice(5)}` });
    expect(bad?.got).toHaveLength(118);
    expect(bad?.got.endsWith('…')).toBe(true);
    expect(problems({}, 'poll=')[0]).toMatchObject({ key: 'pollIntervalMs', got: '""' });
    expect(problems({}, 'poll=%20')[0]).toMatchObject({ key: 'pollIntervalMs', got: '" "' });
    expect(problems({ pollIntervalMs: undefined })[0]?.got).toBe('nothing');
    // 118 characters and their quotes: exactly 120, shown whole.
    const edge = `ftp://x.example/${'a'.repeat(118 - 16)}`;
    expect(problems({ siteUrl: edge })[0]?.got).toBe(JSON.stringify(edge));
  });

  it('says a switch to the files came from the URL when it did', () => {
    expect(problems({ historyUrl: null }, 'liveSource=history')).toEqual([
      expect.objectContaining({ key: 'liveSource', source: 'URL', got: '"history"' }),
    ]);
  });

  it('turns "null" and "" into null for the keys that can be off', () => {
    const result = resolveConfig({}, new URLSearchParams('cardDataUrl=&cardArtUrl=null'), PAGE);
    expect(result.ok && [result.config.cardDataUrl, result.config.cardArtUrl]).toEqual([
      null,
      null,
    ]);
  });

  it('wants a card art template with {id}, on a fetchable address', () => {
    expect(problems({ cardArtUrl: 'https://art.example/tiles/x.png' })[0]?.key).toBe('cardArtUrl');
    expect(problems({ cardArtUrl: 'tiles/{id}.png' })).toEqual([]);
    // A template that is nothing but its placeholder is a relative path once filled in.
    expect(problems({ cardArtUrl: '{id}', cardDataUrl: '{locale}' })).toEqual([]);
    expect(problems({ cardArtUrl: 'javascript:{id}' })[0]?.key).toBe('cardArtUrl');
    expect(problems({ cardArtUrl: '//cdn.example/{id}.png' })[0]?.key).toBe('cardArtUrl');
    expect(problems({ cardDataUrl: 'mailto:x@y' })[0]?.key).toBe('cardDataUrl');
    expect(problems({ cardDataUrl: 'http://[bad' })[0]?.key).toBe('cardDataUrl');
  });

  it('takes only http(s) origins into allowedOrigins', () => {
    expect(problems({ allowedOrigins: ['ftp://files.example'] })[0]?.key).toBe('allowedOrigins');
    expect(problems({ allowedOrigins: ['http://[bad'] })[0]?.key).toBe('allowedOrigins');
    expect(problems({ allowedOrigins: ['https://a.example:8443'] })).toEqual([]);
  });

  it('names the file and the keys it knows when the file or a key is wrong', () => {
    expect(problems([] as unknown as Record<string, unknown>)[0]).toEqual({
      key: '(whole file)',
      source: 'config.json',
      expected: 'a JSON object of keys',
      got: '[]',
    });
    const unknown = resolveConfig({ colour: 'red' }, new URLSearchParams(), PAGE);
    expect(unknown.ok && unknown.refused[0]).toEqual({
      key: 'colour',
      source: 'config.json',
      expected: `no such key in this version; the keys are ${CONFIG_KEYS.join(', ')}`,
      got: '"red"',
    });
    const refused = resolveConfig({}, new URLSearchParams('allowedOrigins=x'), PAGE);
    expect(refused.ok && refused.refused[0]).toEqual({
      key: 'allowedOrigins',
      source: 'URL',
      expected: 'set in config.json only',
      got: '"x"',
    });
  });

  it('judges URL overrides against this page when no origin is given, and refuses bad URLs', () => {
    const result = resolveConfig({}, new URLSearchParams('api=http://localhost/api'));
    expect(result.ok && result.config.apiBaseUrl).toBe('http://localhost/api');
    expect(pointsAtAllowedOrigin('http://[bad', PAGE, [])).toBe(false);
    expect(pointsAtAllowedOrigin('', PAGE, [])).toBe(true);
    expect(pointsAtAllowedOrigin(null, PAGE, [])).toBe(true);
    expect(pointsAtAllowedOrigin('https://evil.example/{id}.png', PAGE, [])).toBe(false);
    expect(pointsAtAllowedOrigin('/{id}.png', PAGE, [])).toBe(true);
    const badList = resolveConfig(
      { allowedOrigins: 'https://evil.example' },
      new URLSearchParams('api=https://evil.example'),
      PAGE,
    );
    // An invalid list allows nothing (and is itself reported).
    expect(badList.ok).toBe(false);
  });
});
