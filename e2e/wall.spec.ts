// The wall display on the production build: fits 1080p and 4K with nothing clipped, rotates,
// shows and clears the offline banner, and reloads once (never in a loop) for a new build.
import { expect, type Page, test } from '@playwright/test';
import { fixedFeed, serveFeed } from './fixtures.ts';

const feed = fixedFeed(3000);

async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollHeight > window.innerHeight + 1)
      problems.push(`page scrolls vertically: ${doc.scrollHeight}px`);
    if (doc.scrollWidth > window.innerWidth + 1)
      problems.push(`page scrolls horizontally: ${doc.scrollWidth}px`);
    const wall = document.querySelector('[data-testid="wall"]');
    for (const el of wall ? Array.from(wall.querySelectorAll<HTMLElement>('*')) : []) {
      if (el.closest('svg') || el.closest('.sr-only')) continue;
      const hasText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (hasText && el.scrollWidth > el.clientWidth + 1)
        problems.push(`clipped text: "${el.textContent?.slice(0, 40)}"`);
      const box = el.getBoundingClientRect();
      if (
        box.width > 0 &&
        (box.bottom > window.innerHeight + 1 || box.right > window.innerWidth + 1)
      ) {
        problems.push(
          `outside the screen: <${el.tagName.toLowerCase()}> "${el.textContent?.slice(0, 30)}"`,
        );
      }
    }
    return problems.slice(0, 10);
  });
}

for (const [width, height] of [
  [1920, 1080],
  [3840, 2160],
] as const) {
  test(`fits ${width}×${height} with nothing clipped, and rotates`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await serveFeed(page, feed);
    await page.goto('./#/wall?rotate=5&shift=0');
    const wall = page.getByTestId('wall');
    await expect(
      wall
        .getByRole('list', { name: 'Latest matches, newest first' })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(
      wall.locator('[data-chart="win-rate"] .recharts-bar-rectangle').first(),
    ).toBeVisible();
    await expect(wall.getByText('3,000 matches in window')).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await testInfo.attach(`wall-${width}x${height}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });

    const heading = wall.getByRole('heading', { level: 2, name: /archetypes/ });
    const first = await heading.textContent();
    await expect(heading).not.toHaveText(first ?? '', { timeout: 12_000 });
    expect(await layoutProblems(page)).toEqual([]);
  });
}

test('the offline banner appears when the service stops answering and clears when it returns', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('./#/wall');
  const wall = page.getByTestId('wall');
  await expect(wall.getByText('Live · updated just now')).toBeVisible();
  await page.route('**/api/v1/live/replay_feed/', (route) => route.abort('connectionrefused'));
  const banner = wall.getByRole('alert');
  await expect(banner).toContainText('Cannot reach the service', { timeout: 30_000 });
  // The device is online: only the service is down, and the banner says so.
  await expect(banner).not.toContainText('offline');
  await expect(banner).toContainText('Retrying automatically');
  expect(await layoutProblems(page)).toEqual([]);
  await testInfo.attach('wall-offline', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await page.unroute('**/api/v1/live/replay_feed/');
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  await expect(wall.getByText('● Live')).toBeVisible();
});

test('a changed version file triggers one reload, no loop, and the statistics survive it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await serveFeed(page, feed);
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  await page.goto('./#/wall');
  const wall = page.getByTestId('wall');
  await expect(wall.getByText('3,000 matches in window')).toBeVisible();
  expect(loads).toBe(1);

  // A new build is deployed; after the reload the feed is unreachable, so whatever the screen
  // shows comes from storage.
  await page.route('**/version.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ version: 'a-newer-build' }),
    }),
  );
  await page.unroute('**/api/v1/live/replay_feed/');
  await page.route('**/api/v1/live/replay_feed/', (route) => route.abort('connectionrefused'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
  await expect(page.getByTestId('wall').getByText('3,000 matches in window')).toBeVisible();
  // The served build still is not the deployed one (a stale cache): it must not reload again.
  const waiting = page.getByText(/New version waiting: reload by hand/);
  await expect(waiting).toHaveText(/seen 1×/);
  // Another check decides again: the count moving shows it decided not to reload.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(waiting).toHaveText(/seen 2×/);
  expect(loads).toBe(2);
});
