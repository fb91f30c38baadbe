// The static-only deployment: the production build and the collector's --out on a plain static
// file server under a sub-path (no proxy, no API path, no server code), the collector polling
// the simulated service. The page never contacts the service; when the collector stops, every
// screen says the files are stale and since when; when it starts again they catch up by
// themselves. The same page is installable.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { Collector } from '../collector/collector.ts';
import { createSimService } from '../sim/service.ts';
import { HOUR } from '../src/domain/buckets.ts';
import { installability } from './installable.ts';
import { NGINX } from './nginx.ts';
import { type StaticHost, staticHost } from './static-host.ts';

test.describe.configure({ mode: 'serial' });
test.skip(!NGINX && !process.env.CI, 'nginx is not installed (CI installs it)');

const HOURS = 6;
const RATE = 0.5;
let host: StaticHost;
let work: string;
let simServer: Server;
let simOrigin: string;
let collector: { stop: () => Promise<void> } | null = null;
let umask: number;

/** A collector polling the simulated service into the host's history directory. */
async function startCollector() {
  const c = await Collector.open({
    api: `${simOrigin}/`,
    out: host.historyDir,
    db: join(work, 'history.duckdb'),
    log: () => {},
  });
  const stop = new AbortController();
  const running = c.run(stop.signal);
  collector = {
    stop: async () => {
      stop.abort();
      await running;
      await c.close();
    },
  };
}

test.beforeAll(async () => {
  // The collector's files must be readable by nginx's unprivileged workers, as its unit's umask.
  umask = process.umask(0o022);
  work = mkdtempSync(join(tmpdir(), 'e2e-static-'));
  host = await staticHost('/hs/ladder', {
    liveSource: 'history',
    cardDataUrl: null,
    cardArtUrl: null,
  });
  const now = Date.now();
  await publishHistory(host.historyDir, {
    rate: RATE,
    hours: HOURS,
    db: join(work, 'history.duckdb'),
    now,
  });
  // The same stream as the backfill (seed, rate and start), now in real time.
  const sim = createSimService({
    seed: 42,
    rate: RATE,
    historyMs: Date.now() - (now - HOURS * HOUR),
  });
  simServer = createServer((req, res) => sim.handle(req, res));
  await new Promise<void>((r) => simServer.listen(0, '127.0.0.1', r));
  simOrigin = `http://127.0.0.1:${(simServer.address() as AddressInfo).port}`;
  await startCollector();
});

test.afterAll(async () => {
  await collector?.stop();
  await host?.stop();
  await new Promise<void>((r) => simServer?.close(() => r()));
  rmSync(work, { recursive: true, force: true });
  process.umask(umask);
});

const firstRow = (page: Page) =>
  page.locator('[data-match-id]').first().getAttribute('data-match-id');

test('runs from files alone: the live list, the tiers and the wall, no request to the service', async ({
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

  // Files only: nothing went to the service's origin, nor to an API path on the host.
  expect(requested.filter((u) => u.startsWith(simOrigin) || u.includes('/api/'))).toEqual([]);
  expect(requested.some((u) => u.endsWith('/history/live.json'))).toBe(true);
  for (const page of [live, tiers, wall]) await page.close();
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

  await collector?.stop();
  collector = null;
  const stoppedAt = Date.now();
  const servedBefore = host.requests().length;
  // Within a minute of the stop, each screen says so, with the time the files were written.
  const stale = /The collector's files are stale — last written \d{1,2}:\d{2}:\d{2}/;
  await expect(live.getByRole('alert')).toContainText(stale, { timeout: 60_000 });
  await expect(wall.getByRole('alert')).toContainText(stale, {
    timeout: 60_000 - (Date.now() - stoppedAt),
  });
  await expect(tiers.getByRole('banner')).toContainText(/Files stale · updated \d+ s ago/);
  expect(Date.now() - stoppedAt).toBeLessThan(60_000);
  // An unchanged live.json costs a 304.
  const since = host
    .requests()
    .slice(servedBefore)
    .filter((r) => r.path.endsWith('/live.json'));
  expect(since.filter((r) => r.status === 304).length).toBeGreaterThan(0);
  expect(since.filter((r) => r.status !== 304 && r.status !== 200)).toEqual([]);

  const before = await firstRow(live);
  await startCollector();
  for (const page of [live, wall, tiers]) {
    await expect(page.locator('[data-state="live"]').first()).toBeVisible({ timeout: 30_000 });
  }
  await expect(live.getByRole('alert')).toHaveCount(0);
  await expect(wall.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => firstRow(live), { timeout: 30_000 }).not.toBe(before);
  expect(loads.count).toBe(0);
});
