// The live match list on the production build with the simulated service.
import { expect, liveRows as rowsOf, test } from './fixtures.ts';

test('rows arrive over time; pause holds them and resume catches up', async ({ page }) => {
  await page.goto('./#/live');
  await expect(rowsOf(page).first()).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(100);
  // A hundred rows are longer than a screen: those out of sight are not drawn.
  expect(
    await rowsOf(page)
      .last()
      .evaluate((row) => row.lastElementChild?.checkVisibility({ contentVisibilityAuto: true })),
  ).toBe(false);
  const newest = await rowsOf(page).first().getAttribute('data-match-id');
  // The simulated service publishes 2 matches/s and the page polls every 5 s.
  await expect(async () => {
    expect(await rowsOf(page).first().getAttribute('data-match-id')).not.toBe(newest);
  }).toPass({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Pause' }).click();
  const held = await rowsOf(page).first().getAttribute('data-match-id');
  await expect(page.getByText(/Paused\. [1-9]\d* new match(es)? since\./)).toBeVisible({
    timeout: 20_000,
  });
  expect(await rowsOf(page).first().getAttribute('data-match-id')).toBe(held);

  await page.getByRole('button', { name: 'Resume', pressed: true }).click();
  await expect(page.getByText(/Paused\./)).toHaveCount(0);
  // The held matches come in at the list's own pace (pacing.ts), not all in the click's frame.
  await expect
    .poll(() => rowsOf(page).first().getAttribute('data-match-id'), { timeout: 10_000 })
    .not.toBe(held);
});

test('a class filter in the URL applies on load', async ({ page }) => {
  await page.goto('./#/live?class=mage');
  await expect(page.getByLabel('Class')).toHaveValue('mage');
  const rows = page
    .getByRole('list', { name: /Live matches, newest first \(Mage\)/ })
    .getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const texts = await rows.locator('.sr-only').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toMatch(/\(Mage, /);
});

test('the live page has no serious or critical accessibility violations', async ({
  page,
  a11y,
}) => {
  // Measured without the entry animation, which also checks the reduced-motion path.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./#/live');
  await expect(rowsOf(page).first()).toBeVisible();
  await expect(rowsOf(page).first()).toHaveCSS('animation-name', 'none');
  for (const theme of ['dark', 'light']) {
    await page.getByLabel('Theme').selectOption(theme);
    expect(await a11y.violations()).toEqual([]);
  }
});

test('arriving rows never hide the list: its first frame is fully readable, in both themes', async ({
  page,
  a11y,
}) => {
  for (const route of ['#/', '#/live']) {
    await page.goto(`./${route}`);
    const rows =
      route === '#/'
        ? page.getByRole('region', { name: 'Latest matches' }).getByRole('listitem')
        : rowsOf(page);
    await expect(rows.first()).toBeVisible();
    for (const theme of ['dark', 'light']) {
      await page.getByLabel('Theme').selectOption(theme);
      // Every row as it looks on the first frame of its arrival (the worst moment).
      const opacities = await page.evaluate(() => {
        const rowEls = Array.from(document.querySelectorAll<HTMLElement>('.row-enter'));
        // The class anew restarts the arrival's animation (it runs on the row's tint layer).
        for (const el of rowEls) {
          el.classList.remove('row-enter');
          void el.offsetWidth;
          el.classList.add('row-enter');
        }
        for (const a of document.getAnimations()) {
          a.pause();
          a.currentTime = 0;
        }
        return rowEls.map((el) => getComputedStyle(el).opacity);
      });
      expect(opacities.length).toBeGreaterThan(0);
      expect(new Set(opacities)).toEqual(new Set(['1']));
      const bad = (await a11y.violations('main')).map((v) => `${route} ${theme} ${v}`);
      expect(bad).toEqual([]);
    }
  }
});
