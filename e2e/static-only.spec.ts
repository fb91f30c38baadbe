// The static-only deployment: the production build and the collector's --out on a plain static
// file server under a sub-path (no proxy, no API path, no server code), the collector polling
// the simulated service. The page never contacts the service; when the collector stops, every
// screen says the files are stale and since when; when it starts again they catch up by
// themselves. The same page is installable.

import type { Page } from '@playwright/test';
import { NGINX } from '../deploy/nginx-host.test-helper.ts';
import {
  type StaticDeployment,
  type StaticHost,
  staticDeployment,
} from '../deploy/static-host.test-helper.ts';
import { expect, test } from './fixtures.ts';
import { installability } from './installable.ts';

test.describe.configure({ mode: 'serial' });
test.skip(!NGINX && !process.env.CI, 'nginx is not installed (CI installs it)');

let site: StaticDeployment;
let host: StaticHost;

test.beforeAll(async () => {
  site = await staticDeployment('/hs/ladder', { hours: 6, rate: 0.5 });
  host = site.host;
});

test.afterAll(async () => {
  await site?.stop();
});

const firstRow = (page: Page) =>
  page.locator('[data-match-id]').first().getAttribute('data-match-id');

test('runs from files alone: the live list, the tiers, the wall and the overlay, no request to the service', async ({
  context,
}) => {
  const requested: string[] = [];
  context.on('request', (r) => requested.push(r.url()));
  const live = await context.newPage();
  await live.goto(`${host.url}#/live`);
  await expect(live.locator('[data-match-id]')).toHaveCount(100);
  const first = await firstRow(live);
  // The collector adds matches every poll: a new one comes to the top.
  await expect.poll(() => firstRow(live), { timeout: 30_000 }).not.toBe(first);
  await expect(live.getByRole('banner')).toContainText('Live');

  const tiers = await context.newPage();
  await tiers.goto(`${host.url}#/tiers`);
  await expect(tiers.locator('table tbody th[scope="row"]').first()).toBeVisible();
  await expect(tiers.getByRole('row').nth(1)).toContainText('%');

  const wall = await context.newPage();
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await wall.goto(`${host.url}#/wall`);
  await expect(
    wall.getByTestId('wall').locator('[data-chart="win-rate"] [data-bar]').first(),
  ).toBeVisible();

  const overlay = await context.newPage();
  await overlay.goto(`${host.url}#/overlay?content=ticker&rows=4`);
  await expect(
    overlay.getByRole('list', { name: 'Latest matches' }).getByRole('listitem'),
  ).toHaveCount(4);

  // Files only: nothing went to the service's origin, nor to an API path on the host.
  expect(requested.filter((u) => u.startsWith(site.serviceOrigin) || u.includes('/api/'))).toEqual(
    [],
  );
  expect(requested.some((u) => u.endsWith('/history/live.json'))).toBe(true);
  for (const page of [live, tiers, wall, overlay]) await page.close();
});

test('the page is installable from the static host, its start URL and scope the sub-path', async () => {
  const result = await installability(host.url, '[data-match-id]');
  expect(result.errors).toEqual([]);
  expect(result.manifestUrl).toBe(`${host.url}manifest.webmanifest`);
  expect(result.manifestErrors).toEqual([]);
  expect(result.manifest).toEqual({
    name: 'Ladder Live — Hearthstone ranked dashboard',
    startUrl: host.url,
    scope: host.url,
    display: 'standalone',
  });
});

test('stop the collector: every screen says the files are stale and since when; restart: they catch up', async ({
  context,
}) => {
  const live = await context.newPage();
  await live.goto(`${host.url}#/live`);
  const wall = await context.newPage();
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await wall.goto(`${host.url}#/wall`);
  const tiers = await context.newPage();
  await tiers.goto(`${host.url}#/tiers`);
  for (const page of [live, wall, tiers]) {
    await expect(page.locator('[data-state="live"]').first()).toBeVisible();
  }
  const loads = { count: 0 };
  for (const page of [live, wall, tiers]) page.on('load', () => loads.count++);

  await site.stopCollector();
  const stoppedAt = Date.now();
  const servedBefore = host.requests().length;
  // Within a minute of the stop, each screen says so, with the time the files were written.
  const stale = /The collector's files are stale — last written \d{1,2}:\d{2}:\d{2}/;
  await expect(live.getByRole('alert')).toContainText(stale, { timeout: 60_000 });
  await expect(wall.getByRole('alert')).toContainText(stale, {
    timeout: 60_000 - (Date.now() - stoppedAt),
  });
  await expect(tiers.getByRole('banner')).toContainText(/Files stale · updated \d+ sec\. ago/);
  expect(Date.now() - stoppedAt).toBeLessThan(60_000);
  // An unchanged live.json costs a 304.
  const since = host
    .requests()
    .slice(servedBefore)
    .filter((r) => r.path.endsWith('/live.json'));
  expect(since.filter((r) => r.status === 304).length).toBeGreaterThan(0);
  expect(since.filter((r) => r.status !== 304 && r.status !== 200)).toEqual([]);

  const before = await firstRow(live);
  await site.startCollector();
  for (const page of [live, wall, tiers]) {
    await expect(page.locator('[data-state="live"]').first()).toBeVisible({ timeout: 30_000 });
  }
  await expect(live.getByRole('alert')).toHaveCount(0);
  await expect(wall.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => firstRow(live), { timeout: 30_000 }).not.toBe(before);
  expect(loads.count).toBe(0);
});
