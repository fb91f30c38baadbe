// Runtime configuration: read from config.json beside index.html, overridable per screen by
// URL query parameters, validated key by key so an error page can name the bad key.
import * as z from 'zod/mini';

const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
/** A URL the page may fetch: absolute http(s), or a path relative to the page. */
const fetchableUrl = (value: string) =>
  httpUrl(value) ||
  (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//') && value !== '');

interface KeySpec {
  schema: z.ZodMiniType;
  expected: string;
  fallback: unknown;
  /** How a query-string value becomes a config value. */
  fromQuery: (raw: string) => unknown;
}

const asNumber = (raw: string) => (raw.trim() === '' ? raw : Number(raw));
const asNullable = (raw: string) => (raw === 'null' || raw === '' ? null : raw);

const KEYS = {
  apiBaseUrl: {
    schema: z.string().check(z.refine((v) => v === '' || httpUrl(v) || /^\/(?!\/)/.test(v))),
    expected:
      '"" (this page\'s own origin and path), an absolute http(s) URL, or a path starting with "/"',
    fallback: '',
    fromQuery: (raw: string) => raw,
  },
  pollIntervalMs: {
    schema: z.number().check(z.int(), z.gte(5000), z.lte(3_600_000)),
    expected:
      'a whole number of milliseconds from 5000 to 3600000 (the feed is cacheable for 5 s, so polling faster only repeats it)',
    fallback: 5000,
    fromQuery: asNumber,
  },
  catalogueRefreshMs: {
    schema: z.number().check(z.int(), z.gte(60_000)),
    expected: 'a whole number of milliseconds, at least 60000',
    fallback: 3_600_000,
    fromQuery: asNumber,
  },
  requestTimeoutMs: {
    schema: z.number().check(z.int(), z.gte(1000), z.lte(60_000)),
    expected: 'a whole number of milliseconds from 1000 to 60000',
    fallback: 10_000,
    fromQuery: asNumber,
  },
  retentionHours: {
    schema: z.number().check(z.gte(1), z.lte(168)),
    expected: 'a number of hours from 1 to 168',
    fallback: 24,
    fromQuery: asNumber,
  },
  siteUrl: {
    schema: z.string().check(z.refine(httpUrl)),
    expected: 'an absolute http(s) URL, e.g. "https://hsreplay.net"',
    fallback: 'https://hsreplay.net',
    fromQuery: (raw: string) => raw,
  },
  cardDataUrl: {
    schema: z.nullable(z.string().check(z.refine(fetchableUrl))),
    expected: 'null (no card names) or an http(s) URL or relative path of a cards.json',
    fallback: 'https://api.hearthstonejson.com/v1/latest/enUS/cards.json',
    fromQuery: asNullable,
  },
  cardArtUrl: {
    schema: z.nullable(
      z.string().check(z.refine((v) => v.includes('{id}') && fetchableUrl(v.replace('{id}', 'x')))),
    ),
    expected: 'null (no images) or an http(s) URL template containing {id}',
    fallback: 'https://art.hearthstonejson.com/v1/tiles/{id}.png',
    fromQuery: asNullable,
  },
} satisfies Record<string, KeySpec>;

export type ConfigKey = keyof typeof KEYS;

export interface AppConfig {
  apiBaseUrl: string;
  pollIntervalMs: number;
  catalogueRefreshMs: number;
  requestTimeoutMs: number;
  retentionHours: number;
  siteUrl: string;
  cardDataUrl: string | null;
  cardArtUrl: string | null;
}

export const CONFIG_KEYS = Object.keys(KEYS) as ConfigKey[];

export const DEFAULT_CONFIG = Object.fromEntries(
  CONFIG_KEYS.map((key) => [key, KEYS[key].fallback]),
) as unknown as AppConfig;

/** Short query-parameter names, so a wall display can be re-pointed by its URL alone. */
const QUERY_ALIASES: Record<string, ConfigKey> = { api: 'apiBaseUrl', poll: 'pollIntervalMs' };

export interface ConfigProblem {
  key: string;
  /** Where the bad value came from. */
  source: 'config.json' | 'URL';
  expected: string;
  got: string;
}

export type ConfigResult =
  | { ok: true; config: AppConfig }
  | { ok: false; problems: ConfigProblem[] };

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/**
 * Validates a parsed config.json (`raw`) merged with URL overrides. Missing keys take their
 * defaults; unknown keys are refused so a typo never silently does nothing.
 */
export function resolveConfig(raw: unknown, query: URLSearchParams): ConfigResult {
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
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in KEYS)) {
      problems.push({
        key,
        source: 'config.json',
        expected: `no such key; the keys are ${CONFIG_KEYS.join(', ')}`,
        got: show(value),
      });
      continue;
    }
    merged[key] = { value, source: 'config.json' };
  }
  for (const [param, rawValue] of query) {
    const key = QUERY_ALIASES[param] ?? (param in KEYS ? (param as ConfigKey) : undefined);
    if (key) merged[key] = { value: KEYS[key].fromQuery(rawValue), source: 'URL' };
  }
  const config: Record<string, unknown> = {};
  for (const key of CONFIG_KEYS) {
    const spec = KEYS[key];
    const entry = merged[key];
    if (!entry) {
      config[key] = spec.fallback;
      continue;
    }
    const parsed = spec.schema.safeParse(entry.value);
    if (parsed.success) config[key] = parsed.data;
    else
      problems.push({ key, source: entry.source, expected: spec.expected, got: show(entry.value) });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: config as unknown as AppConfig };
}
