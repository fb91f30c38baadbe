// Where a URL-valued configuration key points, resolved as the page uses it, and the origin rule
// that keeps a link from pointing a trusted dashboard at a site of the link's choosing.

/** An absolute http(s) URL. */
export const httpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
/** A URL the page may fetch: absolute http(s), or a path relative to the page. */
export const fetchableUrl = (value: string) =>
  httpUrl(value) ||
  (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//') && value !== '');

/** "https://stats.example" (scheme, host and port; no path). */
export const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
};

/**
 * The absolute URL a URL-valued key stands for on this page, resolved as every use resolves it
 * (fetches, images and links alike: against the page), so the origin check and the use can
 * never disagree. A template's {id} or {locale} stands for a path segment. Null when it is no URL.
 */
export function configUrl(value: string, pageUrl: string): URL | null {
  try {
    return new URL(value.replace('{id}', 'x').replace('{locale}', 'x'), pageUrl);
  } catch {
    return null;
  }
}

/**
 * The link to an archetype's page on the site: its checked path (/archetypes/<id>/<slug>) on
 * siteUrl as this page resolves it. Null when either is missing or not http(s).
 */
export function siteLink(
  archetypePath: string | null,
  siteUrl: string,
  pageUrl: string,
): { href: string; host: string } | null {
  const site = configUrl(siteUrl, pageUrl);
  if (!archetypePath || !site || !/^https?:$/.test(site.protocol)) return null;
  return { href: new URL(archetypePath, site).toString(), host: site.host };
}

/**
 * Whether a URL-valued override keeps the page within its own place or an allowed origin: a link
 * must not make a trusted dashboard fetch from, or link its viewers to, a site of the link's
 * choosing. Its own place is `pageBase`, the directory of index.html: on an origin shared by
 * several sites (path-style storage buckets), another site's path is not the page's own. An
 * origin listed in `allowed` is allowed whole (list the page's own to allow any path on it).
 */
export function pointsAtAllowedOrigin(
  value: unknown,
  pageBase: string,
  allowed: readonly string[],
): boolean {
  if (value === null || value === '' || typeof value !== 'string') return true;
  const base = configUrl(pageBase.endsWith('/') ? pageBase : `${pageBase}/`, 'http://x/');
  const url = configUrl(value, base?.href ?? pageBase);
  if (!url || !base) return false;
  if (allowed.includes(url.origin)) return true;
  return url.origin === base.origin && url.pathname.startsWith(base.pathname);
}
