import { describe, expect, it } from 'vitest';
import {
  configUrl,
  fetchableUrl,
  httpUrl,
  isOrigin,
  pointsAtAllowedOrigin,
  siteLink,
} from './config-urls.ts';

const PAGE = 'https://dash.example/ladder/';

describe('URL-valued configuration keys', () => {
  it('call only absolute http(s) addresses http URLs', () => {
    expect(['https://a.example/x', 'http://a.example'].map(httpUrl)).toEqual([true, true]);
    expect(['ftp://a.example', 'history/', 'not a url', ''].map(httpUrl)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('fetch absolute http(s) addresses and paths of this page, never another scheme', () => {
    expect(
      ['https://a.example/', 'history/', '/api', 'files/2026-11-24T10:00.json'].map(fetchableUrl),
    ).toEqual([true, true, true, true]);
    expect(
      ['javascript:alert(1)', 'data:text/plain,x', '//evil.example/', ''].map(fetchableUrl),
    ).toEqual([false, false, false, false]);
  });

  it('take an origin only as scheme, host and port, without a path', () => {
    expect(isOrigin('https://stats.example')).toBe(true);
    expect(isOrigin('http://stats.example:8080')).toBe(true);
    for (const value of [
      'https://stats.example/',
      'https://stats.example/p',
      'ftp://x.example',
      'junk',
    ]) {
      expect(isOrigin(value)).toBe(false);
    }
  });

  it("resolve against the page, a template's {id} and {locale} standing for a segment", () => {
    expect(configUrl('https://img.example/{locale}/{id}.png', PAGE)?.href).toBe(
      'https://img.example/x/x.png',
    );
    expect(configUrl('history/', PAGE)?.href).toBe('https://dash.example/ladder/history/');
    expect(configUrl('http://[broken', PAGE)).toBeNull();
  });
});

describe('siteLink', () => {
  it("puts an archetype's checked path on the site as the page resolves it", () => {
    expect(siteLink('/archetypes/7/aggro', 'https://site.example/en/', PAGE)).toEqual({
      href: 'https://site.example/archetypes/7/aggro',
      host: 'site.example',
    });
    expect(siteLink('/archetypes/7/aggro', 'http://site.example:8080', PAGE)?.host).toBe(
      'site.example:8080',
    );
  });

  it('gives no link without a path or with a site that is not http(s)', () => {
    expect(siteLink(null, 'https://site.example/', PAGE)).toBeNull();
    expect(siteLink('', 'https://site.example/', PAGE)).toBeNull();
    expect(siteLink('/archetypes/7/aggro', 'javascript:alert(1)//', PAGE)).toBeNull();
    expect(siteLink('/archetypes/7/aggro', 'xhttps://site.example/', PAGE)).toBeNull();
    expect(siteLink('/archetypes/7/aggro', 'http://[broken', PAGE)).toBeNull();
  });
});

describe('pointsAtAllowedOrigin', () => {
  const own = 'https://dash.example';
  const allowed = ['https://stats.example'];

  it('lets an unset key, this page and the allowed origins through', () => {
    for (const value of [null, '', undefined, 'history/', '/api/', 'https://dash.example/x']) {
      expect(pointsAtAllowedOrigin(value, own, allowed)).toBe(true);
    }
    expect(pointsAtAllowedOrigin('https://stats.example/api/', own, allowed)).toBe(true);
  });

  it("keeps a page on a shared origin to its own path: another site's files are not its own", () => {
    const bucket = 'https://storage.example/bucket-a/';
    for (const value of [
      'history/',
      './live/',
      '/bucket-a/history/',
      'https://storage.example/bucket-a/x',
    ])
      expect(pointsAtAllowedOrigin(value, bucket, allowed)).toBe(true);
    for (const value of [
      '/other-bucket/history/',
      '../other-bucket/',
      'history/../../other-bucket/',
      '%2e%2e/other-bucket/',
      '/bucket-ab/',
      'https://storage.example/',
    ])
      expect(pointsAtAllowedOrigin(value, bucket, allowed)).toBe(false);
    // Listing the page's own origin allows any path on it.
    expect(pointsAtAllowedOrigin('/other-bucket/', bucket, ['https://storage.example'])).toBe(true);
  });

  it('refuses any other origin, however it is written', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/api/',
      'http://dash.example/',
      'javascript:alert(1)',
      'http://[broken',
    ]) {
      expect(pointsAtAllowedOrigin(value, own, allowed)).toBe(false);
    }
  });
});
