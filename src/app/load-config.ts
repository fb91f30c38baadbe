// Fetches config.json beside index.html and resolves it with the page's URL overrides. The
// last configuration that worked is kept in the page's storage, so a screen that starts with
// no network (the offline app shell) still knows its service and settings.
import { type ConfigResult, resolveConfig } from '../domain/config.ts';

const SAVED_KEY = 'config:last-good';

/** Storage for the last good config.json (localStorage in the browser; absent in some tests). */
export interface ConfigMemory {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

const browserMemory = (): ConfigMemory | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export async function loadConfig(
  pageUrl: string = window.location.href,
  fetchImpl: typeof fetch = fetch,
  memory: ConfigMemory | undefined = browserMemory(),
): Promise<ConfigResult> {
  const url = new URL('config.json', pageUrl);
  const query = new URL(pageUrl).searchParams;
  // Overrides may point within the page's own directory (see pointsAtAllowedOrigin).
  const base = new URL('.', pageUrl).href;
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch {
    // Unreachable (offline): the last configuration that worked, if there is one.
    const saved = remembered(memory);
    if (saved !== undefined) return resolveConfig(saved, query, base);
    return problem(`could not be fetched from ${url.pathname} (network error)`);
  }
  if (!response.ok)
    return problem(`could not be loaded from ${url.pathname} (HTTP ${response.status})`);
  let text: string;
  let raw: unknown;
  try {
    text = await response.text();
    raw = JSON.parse(text);
  } catch {
    return problem('is not valid JSON');
  }
  const result = resolveConfig(raw, query, base);
  if (result.ok) {
    try {
      memory?.setItem(SAVED_KEY, text);
    } catch {
      // Storage full or refused: the next offline start shows the error instead.
    }
  }
  return result;
}

function remembered(memory: ConfigMemory | undefined): unknown {
  try {
    const text = memory?.getItem(SAVED_KEY);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function problem(got: string): ConfigResult {
  return {
    ok: false,
    problems: [
      {
        key: '(whole file)',
        source: 'config.json',
        expected: 'a JSON object of configuration keys beside index.html',
        got: `config.json ${got}`,
      },
    ],
  };
}
