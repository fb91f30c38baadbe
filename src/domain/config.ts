// Runtime configuration: read from config.json beside index.html, overridable per screen by
// URL query parameters, validated key by key so an error page can name the bad key.
import * as v from 'valibot';
import { fetchableUrl, httpUrl, isOrigin, pointsAtAllowedOrigin } from './config-urls.ts';
import { LOCALES } from './locales.ts';

interface KeySpec {
  schema: v.GenericSchema;
  expected: string;
  fallback: unknown;
  /** How a query-string value becomes a config value; null: config.json only. */
  fromQuery: ((raw: string) => unknown) | null;
  /** The value is somewhere the page fetches from or links to (origin rules for links). */
  pointsAt?: true;
}

const asNumber = (raw: string) => (raw.trim() === '' ? raw : Number(raw));
const asNullable = (raw: string) => (raw === 'null' || raw === '' ? null : raw);

const KEYS = {
  apiBaseUrl: {
    schema: v.pipe(
      v.string(),
      v.check((url) => url === '' || httpUrl(url) || /^\/(?!\/)/.test(url)),
    ),
    expected:
      '"" (this page\'s own origin and path), an absolute http(s) URL, or a path starting with "/"',
    fallback: '',
    fromQuery: (raw: string) => raw,
    pointsAt: true,
  },
  pollIntervalMs: {
    schema: v.pipe(v.number(), v.integer(), v.minValue(5000), v.maxValue(3_600_000)),
    expected:
      'a whole number of milliseconds from 5000 to 3600000 (the feed is cacheable for 5 s, so polling faster only repeats it)',
    fallback: 5000,
    fromQuery: asNumber,
  },
  catalogueRefreshMs: {
    // A timer's delay past 2^31 - 1 ms fires at once: a week is the longest.
    schema: v.pipe(v.number(), v.integer(), v.minValue(60_000), v.maxValue(604_800_000)),
    expected: 'a whole number of milliseconds from 60000 to 604800000 (a week)',
    fallback: 3_600_000,
    fromQuery: asNumber,
  },
  requestTimeoutMs: {
    schema: v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(60_000)),
    expected: 'a whole number of milliseconds from 1000 to 60000',
    fallback: 10_000,
    fromQuery: asNumber,
  },
  retentionHours: {
    schema: v.pipe(v.number(), v.minValue(1), v.maxValue(168)),
    expected: 'a number of hours from 1 to 168',
    fallback: 24,
    fromQuery: asNumber,
  },
  siteUrl: {
    schema: v.pipe(v.string(), v.check(httpUrl)),
    expected: 'an absolute http(s) URL, e.g. "https://hsreplay.net"',
    fallback: 'https://hsreplay.net',
    fromQuery: (raw: string) => raw,
    pointsAt: true,
  },
  cardDataUrl: {
    schema: v.nullable(
      v.pipe(
        v.string(),
        v.check((url) => fetchableUrl(url.replace('{locale}', 'x'))),
      ),
    ),
    expected:
      'null (no card names) or an http(s) URL or relative path of a cards.json; {locale} is replaced by the locale key',
    fallback: 'https://api.hearthstonejson.com/v1/latest/{locale}/cards.json',
    fromQuery: asNullable,
    pointsAt: true,
  },
  cardArtUrl: {
    schema: v.nullable(
      v.pipe(
        v.string(),
        v.check((url) => url.includes('{id}') && fetchableUrl(url.replace('{id}', 'x'))),
      ),
    ),
    expected: 'null (no images) or an http(s) URL template containing {id}',
    fallback: 'https://art.hearthstonejson.com/v1/tiles/{id}.png',
    fromQuery: asNullable,
    pointsAt: true,
  },
  locale: {
    schema: v.picklist(LOCALES),
    expected: `one of ${LOCALES.join(', ')}: the language when the viewer's browser names none of them`,
    fallback: 'enUS',
    fromQuery: (raw: string) => raw,
  },
  historyUrl: {
    schema: v.nullable(v.pipe(v.string(), v.check(fetchableUrl))),
    expected:
      'null (no shared history) or the http(s) URL or relative path of the directory a collector publishes into, e.g. "history/"',
    fallback: 'history/',
    fromQuery: asNullable,
    pointsAt: true,
  },
  liveSource: {
    schema: v.picklist(['service', 'history']),
    expected:
      '"service" (poll the feed at apiBaseUrl) or "history" (poll the live.json the collector publishes at historyUrl: static files only, the service is never contacted)',
    fallback: 'service',
    fromQuery: (raw: string) => raw,
  },
  allowedOrigins: {
    schema: v.array(v.pipe(v.string(), v.check(isOrigin))),
    expected:
      'a list of origins such as "https://stats.example" (scheme, host and port only) that a link may point this dashboard at',
    fallback: [],
    // A link that could widen the list would make the list worthless.
    fromQuery: null,
  },
} satisfies Record<string, KeySpec>;

export type ConfigKey = keyof typeof KEYS;

/** The configuration: each key's type is what its schema in KEYS gives. */
export type AppConfig = { [K in ConfigKey]: v.InferOutput<(typeof KEYS)[K]['schema']> };

export const CONFIG_KEYS = Object.keys(KEYS) as ConfigKey[];

/** Whether every key holds a value its schema accepts (a check, not a cast). */
function isAppConfig(value: Record<string, unknown>): value is AppConfig {
  return CONFIG_KEYS.every((key) => v.is(KEYS[key].schema, value[key]));
}

const fallbacks: Record<string, unknown> = Object.fromEntries(
  CONFIG_KEYS.map((key) => [key, KEYS[key].fallback]),
);
if (!isAppConfig(fallbacks)) throw new Error('a configuration default breaks its own rule');
export const DEFAULT_CONFIG: AppConfig = fallbacks;

/** Short query-parameter names, so a wall display can be re-pointed by its URL alone. */
const QUERY_ALIASES: Record<string, ConfigKey> = { api: 'apiBaseUrl', poll: 'pollIntervalMs' };

/** Whether a query parameter before the hash is a configuration override (a key or alias). */
export function isConfigParam(name: string): boolean {
  return name in QUERY_ALIASES || name in KEYS;
}

export interface ConfigProblem {
  key: string;
  /** Where the bad value came from. */
  source: 'config.json' | 'URL';
  expected: string;
  got: string;
}

export type ConfigResult =
  /** `refused`: URL overrides ignored (the configured value stays in force), to be shown. */
  | { ok: true; config: AppConfig; refused: ConfigProblem[] }
  | { ok: false; problems: ConfigProblem[] };

const ORIGIN_RULE =
  "within this page's own directory (a path), or an origin that config.json lists in allowedOrigins";

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/**
 * Validates a parsed config.json (`raw`) merged with URL overrides. Missing keys take their
 * defaults. A key this build does not know (a newer release's, or a typo) is ignored and
 * reported on every screen, never fatal: an open screen of an older build meets the keys of the
 * next. An override that points outside `pageBase` (the directory of index.html) or an allowed
 * origin is refused and reported, not fatal.
 */
export function resolveConfig(
  raw: unknown,
  query: URLSearchParams,
  pageBase = 'http://localhost/',
): ConfigResult {
  const problems: ConfigProblem[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      problems: [
        {
          key: '(whole file)',
          source: 'config.json',
          expected: 'a JSON object of keys',
          got: show(raw),
        },
      ],
    };
  }
  const merged: Record<string, { value: unknown; source: ConfigProblem['source'] }> = {};
  const refused: ConfigProblem[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in KEYS)) {
      refused.push({
        key,
        source: 'config.json',
        expected: `no such key in this version; the keys are ${CONFIG_KEYS.join(', ')}`,
        got: show(value),
      });
      continue;
    }
    merged[key] = { value, source: 'config.json' };
  }
  const configured = merged.allowedOrigins?.value;
  const allowed = v.is(KEYS.allowedOrigins.schema, configured) ? configured : [];
  for (const [param, rawValue] of query) {
    const key = QUERY_ALIASES[param] ?? (param in KEYS ? (param as ConfigKey) : undefined);
    if (!key) continue;
    const spec: KeySpec = KEYS[key];
    const value = spec.fromQuery ? spec.fromQuery(rawValue) : rawValue;
    if (!spec.fromQuery) {
      refused.push({ key, source: 'URL', expected: 'set in config.json only', got: show(value) });
    } else if (spec.pointsAt && !pointsAtAllowedOrigin(value, pageBase, allowed)) {
      refused.push({ key, source: 'URL', expected: ORIGIN_RULE, got: show(value) });
    } else {
      merged[key] = { value, source: 'URL' };
    }
  }
  const config: Record<string, unknown> = {};
  for (const key of CONFIG_KEYS) {
    const spec = KEYS[key];
    const entry = merged[key];
    if (!entry) {
      config[key] = spec.fallback;
      continue;
    }
    const parsed = v.safeParse(spec.schema, entry.value);
    if (parsed.success) config[key] = parsed.output;
    else
      problems.push({ key, source: entry.source, expected: spec.expected, got: show(entry.value) });
  }
  if (config.liveSource === 'history' && config.historyUrl === null && problems.length === 0)
    problems.push({
      key: 'liveSource',
      source: merged.liveSource?.source ?? 'config.json',
      expected: '"service" while historyUrl is null: "history" reads live.json at historyUrl',
      got: show(config.liveSource),
    });
  if (problems.length > 0 || !isAppConfig(config)) return { ok: false, problems };
  return { ok: true, config, refused };
}
