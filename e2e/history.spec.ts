// Warm start from the collector's published history: a fresh browser profile shows a day of
// figures at once, equal to the collector's, even while the service is down; without history
// the dashboard works as before and the status page says why.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  type PublishedHistory,
  publishHistory,
} from '../collector/backfilled-history.test-helper.ts';
import { formatCount } from '../src/domain/format.ts';
import { expect, test } from './fixtures.ts';

let dir: string;
let published: PublishedHistory;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-history-'));
  published = await publishHistory(join(dir, 'history'));
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Serves the published directory at history/ (as nginx does beside index.html). */
async function serveHistory(page: Page) {
  await page.route('**/history/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/history/')[1] ?? '';
    try {
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: readFileSync(join(dir, 'history', name)),
      });
    } catch {
      route.fulfill({ status: 404, body: 'Not Found' });
    }
  });
}

async function serviceDown(page: Page) {
  await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
}

test('a first visit shows the published day at once, also while the service is down', async ({
  page,
}) => {
  await serviceDown(page);
  await serveHistory(page);
  await page.goto('./#/winrates');
  const header = page.getByText(/games · History since .+ \+ live/);
  await expect(header).toContainText(`${formatCount(published.games24h)} games`);
  // Names come from the published catalogue: the service never answered.
  const firstName = page.getByRole('region', { name: /^Mage/ }).getByRole('figure').first();
  await expect(firstName.locator('[data-bar]').first()).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Service unreachable');

  // A day of history draws trends: per hour, a win-rate line with its band, and popularity.
  await page.goto('./#/winrates?class=mage');
  const trend = page.getByRole('figure', { name: 'Mage: win rate and popularity per hour' });
  await expect(trend.locator('.recharts-line-curve')).toBeVisible();
  await expect(trend.locator('.recharts-area-area')).toBeVisible();
  expect(await trend.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(24);

  await page.goto('./#/status');
  const card = page.getByRole('region', { name: 'Shared history' });
  await expect(card).toContainText('Loaded');
  await expect(card).toContainText(`Files counted${published.files24h}`);
});

test("the history and the first poll are asked for while the language's words are on their way", async ({
  page,
}) => {
  await serveHistory(page);
  // The shell's catalogue of the page's language is held until the data has been asked for: a
  // start that waits for the words before asking for the data never gets them.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/messages-en-US\.common-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/history/manifest.json')) asked.add('history');
    if (url.includes('/replay_feed/')) asked.add('feed');
  });
  await page.goto('./#/winrates');
  await expect.poll(() => [...asked].sort()).toEqual(['feed', 'history']);
  release();
  await expect(page.getByText(/games · History since .+ \+ live/)).toBeVisible();
});

test('without history the dashboard counts its own matches and says why', async ({ page }) => {
  await page.goto('./#/winrates');
  await expect(page.getByText(/games · This screen only/)).toBeVisible();
  await page.goto('./#/status');
  const card = page.getByRole('region', { name: 'Shared history' });
  await expect(card).toContainText('Not available');
  await expect(card).toContainText(
    /No history is published at http:\/\/127\.0\.0\.1:\d+\/history\/ \(HTTP 404\)\. Figures count only the matches this screen has seen\./,
  );
});

test("with a day of history the wall's rotation shows the notable matchups, winner first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await serviceDown(page);
  await serveHistory(page);
  await page.goto('./#/wall?rotate=5&shift=0');
  const rotation = page.getByRole('region', { name: /^Notable matchups, most played/ });
  // Top archetypes first, then (5 s later) the matchups.
  await expect(rotation).toBeVisible({ timeout: 30_000 });
  const chart = rotation.getByRole('figure', { name: /^Notable matchups/ });
  const names = await chart.locator('[data-bar-name]').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(2);
  for (const name of names) expect(name).toMatch(/^\S.* vs \S/);
  // The narrower plot still shows its axis labels apart.
  const ticks = await chart
    .locator('[data-tick]')
    .evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).filter((box) => box.width > 0),
    );
  expect(ticks.length).toBeGreaterThanOrEqual(1);
  ticks.forEach((box, i) => {
    if (i > 0) expect(box.left).toBeGreaterThan((ticks[i - 1]?.right ?? 0) + 2);
  });
  // Told from the winning side, each clearly so: every figure over 50 % and marked "*".
  for (const figures of await chart.locator('[data-bar-figures]').allTextContents()) {
    expect(figures).toMatch(/^(5[0-9]|[6-9]\d)\.\d%\* · [\d,.k]+ games$/);
  }
});
