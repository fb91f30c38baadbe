// Every URL-valued key that a link may override, against every trick that has escaped such
// checks: the override is either refused, or the URL the app then builds from it (with the app's
// own function for that key) stays on the page's origin. On an http: and an https: page, since
// "https:evil.example/" means another site on the first and a path on the second.
import { describe, expect, it } from 'vitest';
import { type AppConfig, resolveConfig } from '../domain/config.ts';
import { siteLink } from '../domain/config-urls.ts';
import { cardDataAddress } from './card-keys.ts';
import { cardArt } from './cards.ts';
import { apiUrl } from './client.ts';
import { historyFileUrl } from './history-files.ts';
import { FEED_PATH } from './service.ts';

const TRICKS = [
  'https:evil.example/',
  'http:evil.example/',
  'HTTPS://EVIL.example/',
  'hTtPs://evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  'https://user@evil.example/',
  'https://dash.example@evil.example/',
  'https://dash.example.evil.example/',
  'ht\ttps://evil.example/',
  'https://evil.exa\nmple/',
  ' https://evil.example/',
  '/\t/evil.example/',
  'javascript:alert(1)//',
  'data:text/html,<script>alert(1)</script>',
];

/** The URL the app builds from each key's value, as it builds it. */
const USES: Record<string, (config: AppConfig, page: string) => string | null> = {
  apiBaseUrl: (c, page) => apiUrl(c.apiBaseUrl, FEED_PATH, page),
  siteUrl: (c, page) => siteLink('/archetypes/5/a', c.siteUrl, page)?.href ?? null,
  cardDataUrl: (c, page) => {
    const address = cardDataAddress(c);
    return address === null ? null : new URL(address, page).toString();
  },
  cardArtUrl: (c, page) => {
    const src = cardArt(c, { id: 'CARD_001' } as never);
    return src === null ? null : new URL(src, page).toString();
  },
  historyUrl: (c, page) =>
    c.historyUrl === null ? null : historyFileUrl(c.historyUrl, 'manifest.json', page),
};

const valueFor = (key: string, trick: string) =>
  key === 'cardArtUrl'
    ? `${trick}{id}.png`
    : key === 'cardDataUrl'
      ? `${trick}{locale}/cards.json`
      : trick;

describe.each(['http://dash.example', 'https://dash.example'])('on a page at %s', (origin) => {
  const page = `${origin}/ladder/`;
  for (const [key, use] of Object.entries(USES)) {
    it(`${key}: every trick is refused or stays on ${origin}`, () => {
      for (const trick of TRICKS) {
        const result = resolveConfig(
          {},
          new URLSearchParams({ [key]: valueFor(key, trick) }),
          origin,
        );
        if (!result.ok) continue; // a bad value: the page shows the configuration error
        if (result.refused.some((r) => r.key === key)) continue;
        const built = use(result.config, page);
        if (built === null) continue;
        expect(new URL(built).origin, `${key}=${JSON.stringify(trick)} built ${built}`).toBe(
          origin,
        );
      }
    });
  }

  it('links to the configured site itself, and names its host', () => {
    expect(siteLink('/archetypes/5/a', 'https://hsreplay.net', page)).toEqual({
      href: 'https://hsreplay.net/archetypes/5/a',
      host: 'hsreplay.net',
    });
  });
});
