// The documented nginx deployment: the dashboard under a sub-path through real nginx in front
// of the simulated service, its cache sparing the upstream, its headers, and the app under CSP.
import { expect, type Page, test } from '@playwright/test';
import { hourFile } from '../src/domain/history.ts';
import { world } from './fixtures.ts';
import { type Deployment, deploy, NGINX } from './nginx.ts';

test.describe.configure({ mode: 'serial' });
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

  const rows = page.getByRole('list', { name: /Live matches, newest first/ }).getByRole('listitem');
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
  const assetResponse = await fetch(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(assetResponse.headers.get('cache-control')).toBe('max-age=315360000');
  expect(assetResponse.headers.get('content-encoding')).toBe('gzip');
  // The offline shell's worker is revalidated on every check, so a deployment reaches it.
  for (const entry of ['config.json', 'version.json', 'sw.js']) {
    expect((await fetch(`${site.url}${entry}`)).headers.get('cache-control')).toBe('no-cache');
  }
  // History: closed hours cached for ever (and compressed), the manifest always revalidated,
  // a file still being written never served.
  const manifest = await fetch(`${site.url}history/manifest.json`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const lastHour = site.history.manifest.hours.at(-1) ?? 0;
  const hour = await fetch(`${site.url}history/${hourFile(lastHour)}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(hour.status).toBe(200);
  expect(hour.headers.get('cache-control')).toBe('max-age=315360000');
  expect(hour.headers.get('content-encoding')).toBe('gzip');
  expect((await fetch(`${site.url}history/open.json.123.0.tmp`)).status).toBe(404);
  expect((await fetch(`${site.url}history/.collector.lock`)).status).toBe(404);

  // Card data through the proxy, cached a day; a missing tile is a 404 the page falls back from.
  const cardData = await fetch(`${site.url}cards/data/enUS/cards.json`);
  expect(cardData.status).toBe(200);
  expect(cardData.headers.get('cache-control')).toBe('max-age=86400');
  expect((await fetch(`${site.url}cards/tiles/NOPE_001.png`)).status).toBe(404);

  const feed = await fetch(`${site.url}api/v1/live/replay_feed/`);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('x-content-type-options')).toBe('nosniff');
  expect((await fetch(`${site.url}api/v1/live/replay_feed/`, { method: 'DELETE' })).status).toBe(
    403,
  );
  expect((await fetch(`${site.url}api/v1/other/`)).status).toBe(404);
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
