// Every screen, in both themes, with motion on: no serious or critical accessibility violation
// (axe).
import type { Page } from '@playwright/test';
import { expect, fixedFeed, test, world } from './fixtures.ts';

const feed = fixedFeed(3000);
const archetype = world.archetypes.find((a) => a.name && a.standard_ccp_signature_core);

/** Each route, and something it shows once its data is in. */
const ROUTES: [string, (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['#/', (p) => p.getByRole('region', { name: 'Latest matches' }).getByRole('listitem').first()],
  [
    '#/live',
    (p) =>
      p
        .getByRole('list', { name: /Live matches/ })
        .getByRole('listitem')
        .first(),
  ],
  ['#/winrates', (p) => p.getByRole('figure').first()],
  ['#/tiers', (p) => p.getByRole('table').first()],
  ['#/matchups', (p) => p.getByRole('table', { name: /^Win rate of each row/ })],
  ['#/catalogue', (p) => p.getByRole('link', { name: archetype?.name ?? '' }).first()],
  [`#/catalogue/${archetype?.id}`, (p) => p.getByRole('heading', { level: 1 })],
  ['#/status', (p) => p.getByRole('region', { name: 'Feed polling' })],
  ['#/methods', (p) => p.getByRole('table', { name: /How well each rule orders/ })],
  ['#/wall-link', (p) => p.getByLabel('Address for the TV')],
  ['#/wall', (p) => p.getByRole('list', { name: 'Latest matches, newest first' })],
];

for (const theme of ['dark', 'light'] as const) {
  test(`every screen in the ${theme} theme has no serious or critical violation`, async ({
    page,
    a11y,
    feeds,
  }) => {
    test.setTimeout(180_000);
    // With motion on: arrivals tint a row without fading it, so nothing is caught half-faded.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await feeds.serve(feed);
    for (const [route, ready] of ROUTES) {
      await page.goto(`./${route}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(ready(page)).toBeVisible();
      const bad = (await a11y.violations()).map((v) => `${route} ${v}`);
      expect(bad).toEqual([]);
    }
  });
}
