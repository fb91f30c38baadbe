// Fetches config.json beside index.html and resolves it with the page's URL overrides.
import { type ConfigResult, resolveConfig } from '../domain/config.ts';

export async function loadConfig(
  pageUrl: string = window.location.href,
  fetchImpl: typeof fetch = fetch,
): Promise<ConfigResult> {
  const url = new URL('config.json', pageUrl);
  const query = new URL(pageUrl).searchParams;
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch {
    return problem(`could not be fetched from ${url.pathname} (network error)`);
  }
  if (!response.ok)
    return problem(`could not be loaded from ${url.pathname} (HTTP ${response.status})`);
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    return problem('is not valid JSON');
  }
  return resolveConfig(raw, query, new URL(pageUrl).origin);
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
