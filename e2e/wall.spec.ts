// The wall display on the production build: fits 1080p and 4K with nothing clipped, rotates,
// shows and clears the offline banner, and reloads once (never in a loop) for a new build.
import type { Page } from '@playwright/test';
import { expect, fixedFeed, test, wallTextSizes } from './fixtures.ts';

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
      // A name cut short with "…" on purpose is shortened, not clipped.
      const cut = getComputedStyle(el).textOverflow === 'ellipsis';
      if (hasText && !cut && el.scrollWidth > el.clientWidth + 1)
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
  [1280, 720],
  [3840, 2160],
  [1080, 1920],
] as const) {
  test(`fits ${width}×${height} with nothing clipped or small, and rotates`, async ({
    page,
    feeds,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await feeds.serve(feed);
    await page.goto('./#/wall?rotate=5&shift=0');
    const wall = page.getByTestId('wall');
    await expect(
      wall
        .getByRole('list', { name: 'Latest matches, newest first' })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(wall.locator('[data-chart="win-rate"] [data-bar]').first()).toBeVisible();
    await expect(wall.getByText('3,000 games in window')).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    // Its rows are all in sight: none waits for a check of sight (content-visibility) before it
    // is drawn, which would cost every arrival a second pass of its frame.
    const rows = wall
      .getByRole('list', { name: 'Latest matches, newest first' })
      .getByRole('listitem');
    expect(
      new Set(
        await rows.evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility)),
      ),
    ).toEqual(new Set(['visible']));
    // Readable from across a room: nothing under 22 px on a 1080-pixel short side (44 at 4K),
    // names and win rates at least 28 px (56 at 4K).
    const scale = Math.min(width, height) / 1080;
    const sizes = await wallTextSizes(page);
    expect(sizes.all.length).toBeGreaterThan(50);
    expect(sizes.all.filter((t) => t.px < 22 * scale - 0.5)).toEqual([]);
    expect(sizes.names.length).toBeGreaterThan(10);
    expect(sizes.names.filter((t) => t.px < 28 * scale - 0.5)).toEqual([]);
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

test('the pointer never finds an unseen chart kept above the one shown', async ({
  page,
  feeds,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await feeds.serve(feed);
  await page.goto('./#/wall?rotate=5&shift=0');
  // The next chart is drawn before its turn, above the one shown, and kept after it.
  await expect(page.locator('[data-rotation-slot="next"] [data-bar]').first()).toBeAttached({
    timeout: 15_000,
  });
  // Under the middle of each bar of the chart shown (one step: no turn between reading the
  // boxes and asking what is under them), what the pointer finds is in no unseen chart.
  const found = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-rotation-slot="shown"] [data-bar]')).map((bar) => {
      const box = bar.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit?.closest('[data-rotation-slot]')?.getAttribute('data-rotation-slot') ?? 'panel';
    }),
  );
  expect(found.length).toBeGreaterThan(3);
  expect(found.filter((slot) => slot !== 'shown' && slot !== 'panel')).toEqual([]);
});

test('the offline banner appears when the service stops answering and clears when it returns', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('./#/wall');
  const wall = page.getByTestId('wall');
  await expect(wall.getByText('Live · updated now')).toBeVisible();
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
  feeds,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await feeds.serve(feed);
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  await page.goto('./#/wall');
  const wall = page.getByTestId('wall');
  await expect(wall.getByText('3,000 games in window')).toBeVisible();
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
  await expect(page.getByTestId('wall').getByText('3,000 games in window')).toBeVisible();
  // The served build still is not the deployed one (a stale cache): it must not reload again.
  const waiting = page.getByText(/New version waiting: reload by hand/);
  await expect(waiting).toHaveText(/seen 1×/);
  // Another check decides again: the count moving shows it decided not to reload.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(waiting).toHaveText(/seen 2×/);
  expect(loads).toBe(2);
});

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`new figures move bars and whiskers ${motion === 'reduce' ? 'at once under reduced motion' : 'smoothly, once'}`, async ({
    page,
    feeds,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await feeds.serve(fixedFeed(1500));
    await page.goto('./#/wall?rotate=600');
    const classes = page.getByRole('region', { name: /^Classes/ });
    const marks = classes.locator('[data-bar], [data-whisker]');
    await expect(marks.first()).toBeVisible();
    const drawn = () => marks.evaluateAll((els) => els.map((el) => el.style.transform).join(' '));
    const before = await drawn();
    // Watched in the page, frame by frame, from before the next poll (a check from the test
    // could come after a 0.7 s transition had ended): two frames after the figures change, any
    // transition has started and is still running. Asked of the animations themselves: the
    // page stops transition events before React's root.
    const watching = classes.evaluate(
      (region, was) =>
        new Promise<string[]>((done, fail) => {
          const deadline = performance.now() + 20_000;
          const now = () =>
            Array.from(region.querySelectorAll<HTMLElement>('[data-bar], [data-whisker]'))
              .map((el) => el.style.transform)
              .join(' ');
          const watch = () => {
            if (!region.isConnected) fail(new Error('the Classes panel was replaced'));
            else if (performance.now() > deadline) fail(new Error('no new figures in 20 s'));
            else if (now() === was) requestAnimationFrame(watch);
            else
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  done(
                    document
                      .getAnimations()
                      .filter((a): a is CSSTransition => a instanceof CSSTransition)
                      .map((a) => a.transitionProperty),
                  ),
                ),
              );
          };
          watch();
        }),
      before,
    );
    // The next poll brings 1,500 more games: every class's figures change.
    await page.unroute('**/api/v1/live/replay_feed/');
    await feeds.serve(feed);
    const moves = await watching;
    expect(await drawn()).not.toBe(before);
    const duration = await marks.first().evaluate((el) => getComputedStyle(el).transitionDuration);
    // The burn-in shift (a few pixels every 2 minutes) jumps under reduced motion too.
    const shift = await page
      .getByTestId('wall')
      .locator('[style*="translate("]')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(shift).toBe(motion === 'reduce' ? '0s' : '1s');
    if (motion === 'reduce') {
      expect(duration).toBe('0s');
      expect(moves).toEqual([]);
    } else {
      expect(duration).toBe('0.7s');
      expect(moves.length).toBeGreaterThan(0);
      expect(new Set(moves)).toEqual(new Set(['transform']));
    }
  });
}
