// Deterministic budgets of the production build (npm run test:e2e builds it first).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle } from '../scripts/bundle-size.ts';
import { expect, test } from './fixtures.ts';

// #41's figures. Measured 121.4 KB, 279.8 KB and 14.9 KB on 2026-11-29, each with Russian, the
// heaviest language (index.html's two classic scripts included).
const LIVE_BUDGET_KB = 125;
const ALL_BUDGET_KB = 300;
const MESSAGES_BUDGET_KB = 15;

test('JS needed for #/live (with its language) stays within 125 KB gzip, all JS within 300 KB, each language within 15 KB, charts loaded lazily', () => {
  const sizes = measureBundle();
  console.log(
    `JS for #/live: ${sizes.liveKb.toFixed(1)} KB gzip; all JS: ${sizes.allKb.toFixed(1)} KB gzip`,
  );
  expect(sizes.liveKb).toBeLessThanOrEqual(LIVE_BUDGET_KB);
  expect(sizes.allKb).toBeLessThanOrEqual(ALL_BUDGET_KB);
  // A language's messages, every screen's catalogue together.
  for (const [tag, kb] of Object.entries(sizes.allMessagesKb))
    expect(kb, `messages of ${tag}`).toBeLessThanOrEqual(MESSAGES_BUDGET_KB);
  // No other screen is loaded to show #/live.
  expect(
    sizes.liveFiles.filter((f) =>
      /overview-page|win-rates|wall-screen|tier-list|matchups|catalogue|status-panel|methods/.test(
        f,
      ),
    ),
  ).toEqual([]);
  // The chart library is not part of the first screen.
  expect(sizes.allKb - sizes.liveKb).toBeGreaterThan(30);
});

test('each screen loads at most five JS files beyond the entry: few round trips on a slow line', () => {
  const { screenFiles } = measureBundle();
  expect(Object.keys(screenFiles)).toContain('src/app/pages/overview-page.tsx');
  const over = Object.entries(screenFiles).filter(([, files]) => files.length > 5);
  expect(over, 'screens with more than five files').toEqual([]);
});

test("the browser's code leaves out the English of the collector's log lines: a screen words each problem's code", () => {
  const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
  const code = readdirSync(assets).filter((f) => f.endsWith('.js') && !f.startsWith('messages-'));
  expect(code.length).toBeGreaterThan(3);
  const english = code.filter((f) =>
    readFileSync(join(assets, f), 'utf8').includes('is rate-limiting us (HTTP 429)'),
  );
  expect(english).toEqual([]);
});

test('every script #/live starts loading before its first rows is one the budget counts', async ({
  page,
}) => {
  // When the first match row enters the page, by the page's own clock.
  await page.addInitScript(`new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-match-id]')) return;
    window.firstRowAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });`);
  await page.goto('./?lang=ru#/live');
  await page.locator('[data-match-id]').first().waitFor();
  const early = (await page.evaluate(`performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime < window.firstRowAt)
    .map((e) => new URL(e.name).pathname.replace(/^\\//, ''))
    .filter((path) => path.endsWith('.js'))`)) as string[];
  const { liveFiles } = measureBundle();
  expect(early.length).toBeGreaterThan(2);
  expect(
    early.filter(
      (file) => !liveFiles.includes(file) && !/^assets\/messages-ru-RU\.common-/.test(file),
    ),
  ).toEqual([]);
});
