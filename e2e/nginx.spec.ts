// The documented nginx deployment: the dashboard under a sub-path, over HTTPS with a throwaway
// certificate, through real nginx in front of a stand-in for the service; its cache sparing the
// upstream, no request able to poison it, its headers, and the app under CSP.
import { chromium, type Page } from '@playwright/test';
import { type Deployment, deploy, NGINX } from '../deploy/nginx-host.test-helper.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.ts';
import { hourFile } from '../src/domain/history-format.ts';
import { expect, liveRows, shellReady, test, world } from './fixtures.ts';
import { installability } from './installable.ts';

test.describe.configure({ mode: 'serial' });
// The deployment's certificate is self-signed for the test.
test.use({ ignoreHTTPSErrors: true });
test.skip(!NGINX && !process.env.CI, 'nginx is not installed (CI installs it)');

let site: Deployment;
test.beforeAll(async () => {
  site = await deploy('/ladder');
});
test.afterAll(async () => {
  await site?.stop();
});

test('serves the dashboard under a sub-path with security and cache headers, and the app runs under the CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const response = await page.goto(`${site.url}#/live`);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  // Card data and tiles come through this server: the policy allows no other origin.
  expect(headers['content-security-policy']).toContain("img-src 'self' data:;");
  expect(headers['content-security-policy']).toContain("connect-src 'self';");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-cache');

  const rows = liveRows(page);
  await expect(rows.first()).toBeVisible();
  await page.goto(`${site.url}?min=5#/winrates`);
  await expect(page.locator('[data-chart="win-rate"] [data-bar]').first()).toBeVisible();
  // The collector's files beside index.html: the page starts from them.
  await expect(page.getByText(/games · History since .+ \+ live/)).toBeVisible();
  await page.goto(`${site.url}#/wall`);
  await expect(page.getByTestId('wall').getByText('● Live')).toBeVisible();
  // An archetype's core: card names through the proxy, and names where tiles are missing.
  const withCore = world.archetypes.find((a) => a.standard_ccp_signature_core);
  const firstCard = world.cards.find(
    (c) => c.dbfId === withCore?.standard_ccp_signature_core?.components[0],
  );
  await page.goto(`${site.url}#/catalogue/${withCore?.id}`);
  const core = page.getByRole('list', { name: /core/i }).first();
  await expect(core.getByText(firstCard?.name ?? 'missing', { exact: true }).first()).toBeVisible();
  await expect(core.locator('img')).toHaveCount(0);
  expect(violations).toEqual([]);

  const asset = await page.evaluate(
    () => (document.querySelector('script[type="module"]') as HTMLScriptElement).src,
  );
  const assetResponse = await site.fetch(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(assetResponse.headers.get('cache-control')).toBe('max-age=315360000');
  expect(assetResponse.headers.get('content-encoding')).toBe('gzip');
  // The offline shell's worker is revalidated on every check, so a deployment reaches it.
  for (const entry of ['config.json', 'version.json', 'sw.js']) {
    expect((await site.fetch(`${site.url}${entry}`)).headers.get('cache-control')).toBe('no-cache');
  }
  // History: closed hours cached for ever (and compressed), the manifest always revalidated,
  // a file still being written never served.
  const manifest = await site.fetch(`${site.url}history/manifest.json`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const lastHour = site.history.manifest.hours.at(-1) ?? 0;
  const hour = await site.fetch(`${site.url}history/${hourFile(lastHour)}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(hour.status).toBe(200);
  expect(hour.headers.get('cache-control')).toBe('max-age=315360000');
  expect(hour.headers.get('content-encoding')).toBe('gzip');
  expect((await site.fetch(`${site.url}history/open.json.123.0.tmp`)).status).toBe(404);
  expect((await site.fetch(`${site.url}history/.collector.lock`)).status).toBe(404);

  // Card data through the proxy, cached a day, always as JSON.
  const cardData = await site.fetch(`${site.url}cards/data/enUS/cards.json`);
  expect(cardData.status).toBe(200);
  expect(cardData.headers.get('cache-control')).toBe('max-age=86400');
  expect(cardData.headers.get('content-type')).toBe('application/json');
  expect(cardData.headers.get('strict-transport-security')).toBe('max-age=31536000');
  // The query string is no part of the cache key: varying it never reaches the origin again.
  const cardsFetched = () =>
    site.upstreamSaw.filter((r) => r.url.startsWith('/v1/latest/enUS/cards.json')).length;
  const fetchedBefore = cardsFetched();
  for (const query of ['?x=1', '?x=2', '?x=1,2,3'])
    expect((await site.fetch(`${site.url}cards/data/enUS/cards.json${query}`)).status).toBe(200);
  expect(cardsFetched()).toBe(fetchedBefore);
  expect(site.upstreamSaw.filter((r) => r.url.includes('cards.json?'))).toEqual([]);
  // The card-art origin's certificate is not trusted: refused (502) without a request reaching
  // it, and the page showed names instead (above).
  expect((await site.fetch(`${site.url}cards/tiles/CORE_001.png`)).status).toBe(502);
  expect(site.cardArtRequests()).toBe(0);
  // Only the shapes the page uses are proxied.
  for (const path of [
    'cards/tiles/evil.js',
    'cards/tiles/x.html',
    'cards/tiles/a/b.png',
    'cards/tiles/..%2fx.png',
    'cards/data/xxXX/cards.json',
    'cards/data/enUS/other.json',
    'cards/other',
  ])
    expect((await site.fetch(`${site.url}${path}`)).status, path).toBe(404);

  const feed = await site.fetch(`${site.url}api/v1/live/replay_feed/`);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('x-content-type-options')).toBe('nosniff');
  expect(feed.headers.get('strict-transport-security')).toBe('max-age=31536000');
  // One answer for what is not served: other methods and other paths alike.
  for (const method of ['DELETE', 'POST', 'PUT', 'OPTIONS'])
    expect((await site.fetch(`${site.url}api/v1/live/replay_feed/`, { method })).status).toBe(404);
  expect((await site.fetch(`${site.url}api/v1/other/`)).status).toBe(404);
  // A client that asks for card files faster than 20 a second past a burst of 40 is refused.
  const burst = await Promise.all(
    Array.from({ length: 120 }, () => site.fetch(`${site.url}cards/data/enUS/cards.json`)),
  );
  expect(burst.filter((r) => r.status === 429).length).toBeGreaterThan(0);
  // Plain HTTP goes to the HTTPS origin, whatever Host says.
  const plain = await site.fetch(`${site.httpOrigin}/ladder/?x=1`, {
    headers: { Host: 'evil.example' },
  });
  expect(plain.status).toBe(301);
  expect(plain.headers.get('location')).toBe(`${site.origin}/ladder/?x=1`);
});

test('over HTTPS the offline shell registers its service worker', async () => {
  // A browser that trusts the deployment's certificate (a certificate error stops a worker from
  // registering, whatever the page allows), with workers allowed: here they are the point.
  const trusting = await chromium.launch({
    ...(findChromium()?.executablePath ? { executablePath: findChromium()?.executablePath } : {}),
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${site.spki}`],
  });
  try {
    const page = await (await trusting.newContext({ serviceWorkers: 'allow' })).newPage();
    await page.goto(`${site.url}#/live`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    await shellReady(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { scope: r?.scope, state: r?.active?.state };
    });
    expect(registration).toEqual({ scope: site.url, state: 'activated' });
  } finally {
    await trusting.close();
  }
});

test('the deployment is installable: its manifest served as one, start URL and scope the sub-path', async () => {
  const result = await installability(site.url, '[data-match-id]', [
    `--ignore-certificate-errors-spki-list=${site.spki}`,
  ]);
  expect(result.errors).toEqual([]);
  expect(result.manifestErrors).toEqual([]);
  expect(result.manifest).toMatchObject({ startUrl: site.url, scope: site.url });
  const manifest = await site.fetch(`${site.url}manifest.webmanifest`);
  expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
});

test('no client can poison what the proxy caches or learn the upstream cookie', async () => {
  const feedPath = '/api/v1/live/replay_feed/';
  const tricks: [string, Record<string, string>][] = [
    ['api/v1/live/replay_feed/?format=api', {}],
    ['api/v1/live/replay_feed/', { Accept: 'text/html' }],
    ['api/v1/live/replay_feed/?x=1', { Cookie: 'sessionid=client', Authorization: 'Bearer t' }],
    ['api/v1/archetypes/?format=api', { Accept: 'text/html' }],
  ];
  const isJson = (r: Response) => r.headers.get('content-type')?.startsWith('application/json');
  // Until one of them has reached the upstream (the feed's cache lasts 5 s).
  const before = site.upstreamSaw.filter((r) => r.url.startsWith(feedPath)).length;
  await expect
    .poll(
      async () => {
        for (const [path, headers] of tricks) {
          const answer = await site.fetch(`${site.url}${path}`, { headers });
          expect(isJson(answer), path).toBe(true);
          expect(answer.headers.get('set-cookie'), path).toBeNull();
        }
        return site.upstreamSaw.filter((r) => r.url.startsWith(feedPath)).length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(before);
  // The upstream saw one fixed request: path, query and headers, nothing of the clients'.
  for (const { url, headers } of site.upstreamSaw.filter((r) => r.url.startsWith('/api/'))) {
    expect(['/api/v1/live/replay_feed/', '/api/v1/archetypes/?format=json']).toContain(url);
    expect(headers.accept).toBe('application/json');
    expect(headers['user-agent']).toBe('ladder-live-proxy');
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  }
  const clean = await site.fetch(`${site.url}api/v1/live/replay_feed/`);
  expect(isJson(clean)).toBe(true);
  expect(Array.isArray(((await clean.json()) as { data: unknown }).data)).toBe(true);
});

test('an HTML answer from the service is passed through, never cached', async () => {
  const feed = `${site.url}api/v1/live/replay_feed/`;
  site.sim.setFaults({ target: 'feed', body: 'html' });
  try {
    // Once the cached JSON has expired, the next client gets the page the service sent...
    await expect
      .poll(async () => (await site.fetch(feed)).headers.get('content-type'), { timeout: 20_000 })
      .toMatch(/text\/html/);
  } finally {
    site.sim.setFaults({});
  }
  // ...and the one after the service recovers gets JSON at once: the HTML was not kept.
  expect((await site.fetch(feed)).headers.get('content-type')).toMatch(/^application\/json/);
});

test('ten screens polling for 30 s cost the upstream at most one feed request per 5 s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const pages = await Promise.all(Array.from({ length: 10 }, () => context.newPage()));
  await Promise.all(pages.map((p) => p.goto(`${site.url}#/status`)));
  await Promise.all(
    pages.map((p) => expect(p.getByRole('heading', { name: 'Status' })).toBeVisible()),
  );
  const polls = async (p: Page) =>
    Number(await p.getByText('Polls made').locator('..').locator('dd').textContent());
  site.sim.resetCounts();
  const started = Date.now();
  const before = await Promise.all(pages.map(polls));
  // Every page polls at least six more times (about 30 s), yet the upstream sees one request
  // per cache window.
  for (const [i, p] of pages.entries()) {
    await expect
      .poll(() => polls(p), { timeout: 90_000 })
      .toBeGreaterThanOrEqual((before[i] ?? 0) + 6);
  }
  const elapsed = (Date.now() - started) / 1000;
  const upstream = site.sim.counts()['/api/v1/live/replay_feed/'] ?? 0;
  expect(upstream).toBeGreaterThan(0);
  expect(upstream).toBeLessThanOrEqual(Math.ceil(elapsed / 5) + 1);
  expect(site.sim.counts()['/api/v1/archetypes/'] ?? 0).toBeLessThanOrEqual(1);
  await context.close();
});
