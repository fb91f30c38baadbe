// Shared Playwright fixtures and helpers: a fixed feed built from the simulated service's own
// generator, so a test can compute with the domain code exactly what the page must show; the
// page-bound helpers (serving feeds, the network going down, axe, the offline shell) as
// fixtures of `test`.
import AxeBuilder from '@axe-core/playwright';
import { test as base, type CDPSession, type Page } from '@playwright/test';
import { createWorld, feedAt, type SimFeedEntry } from '../sim/generator.ts';

/** The preview server's simulated service uses seed 42 (vite.config.ts). */
export const world = createWorld(42);

export function fixedFeed(size: number): SimFeedEntry[] {
  return feedAt(world, { startMs: 0, rate: 1, size }, 0);
}

/**
 * The test's network for one page: the feed routes below answer like the network would, so
 * while it is off they fail as a disconnected device's requests do (Chromium fulfils a routed
 * request even with the context offline).
 */
interface Network {
  offline: boolean;
}

const feedResponse = (body: string) => ({
  status: 200,
  contentType: 'application/json',
  headers: { 'Cache-Control': 'public, max-age=5' },
  body,
});

/**
 * Serves these feed bodies to this page's polls in turn, the last one from then on: a sample
 * larger than one answer may hold (10,000 entries, 4 MB) arrives over several polls.
 */
async function serveFeeds(page: Page, network: Network, bodies: unknown[][]): Promise<void> {
  let next = 0;
  await page.route('**/api/v1/live/replay_feed/', (route) => {
    if (network.offline) return route.abort('internetdisconnected');
    const entries = bodies[Math.min(next++, bodies.length - 1)];
    return route.fulfill(feedResponse(JSON.stringify({ data: entries })));
  });
}

/** Serves the same feed body for every poll of this page. */
async function serveFeed(page: Page, network: Network, entries: unknown[]): Promise<void> {
  const body = JSON.stringify({ data: entries });
  await page.route('**/api/v1/live/replay_feed/', (route) =>
    network.offline ? route.abort('internetdisconnected') : route.fulfill(feedResponse(body)),
  );
}

/**
 * The page's network, down or up. A document loaded while the context is offline still says
 * `navigator.onLine === true` in this Chromium (the context's emulation reaches its requests,
 * not the new document's flag), so the emulation is applied again to every document the page
 * loads, as a disconnected device reports it.
 */
function pageNetwork(page: Page, network: Network) {
  let cdp: CDPSession | undefined;
  const emulate = async () => {
    cdp ??= await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: network.offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
  page.on('framenavigated', (frame) => {
    if (network.offline && frame === page.mainFrame()) void emulate().catch(() => {});
  });
  return {
    set: async (offline: boolean) => {
      network.offline = offline;
      await page.context().setOffline(offline);
      await emulate();
    },
  };
}

/** Serious and critical axe violations on the page (or within `include`), one line each. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Waits until the page's offline-shell worker is installed and active. */
export async function shellReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Every visible text on the wall with its computed font size (HTML and SVG), and the names
 * and win rates among them (ticker names, chart names and figures lines).
 */
export async function wallTextSizes(page: Page) {
  return page.evaluate(() => {
    const wall = document.querySelector('[data-testid="wall"]');
    const all: { text: string; px: number }[] = [];
    const walker = document.createTreeWalker(wall ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      // Words and figures; a lone symbol (the status dot) is not text to read.
      if (!text || !/[\p{L}\p{N}]/u.test(text) || !el || el.closest('.sr-only')) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0) continue;
      all.push({ text: text.slice(0, 40), px: Number.parseFloat(style.fontSize) });
    }
    const root = wall ?? document.body;
    const names = [
      ...root.querySelectorAll('[data-match-id] p > span:first-child'),
      ...root.querySelectorAll('[data-bar-name], [data-bar-figures]'),
    ].map((el) => ({
      text: (el.textContent ?? '').slice(0, 40),
      px: Number.parseFloat(getComputedStyle(el).fontSize),
    }));
    return { all, names };
  });
}

/** The rows of the live page's list. */
export const liveRows = (page: Page) =>
  page.getByRole('list', { name: /Live matches, newest first/ }).getByRole('listitem');

export interface FeedServer {
  /** Serves the same feed body for every poll of the page. */
  serve: (entries: unknown[]) => Promise<void>;
  /** Serves these bodies to the page's polls in turn, the last one from then on. */
  serveEach: (bodies: unknown[][]) => Promise<void>;
}

/** `test` with the page's helpers: `feeds`, `network`, `a11y` and `shell`. */
export const test = base.extend<{
  network: { set: (offline: boolean) => Promise<void> } & Network;
  feeds: FeedServer;
  a11y: { violations: (include?: string) => Promise<string[]> };
  shell: { ready: () => Promise<void> };
}>({
  network: async ({ page }, use) => {
    const network: Network = { offline: false };
    await use(Object.assign(network, pageNetwork(page, network)));
  },
  feeds: async ({ page, network }, use) => {
    await use({
      serve: (entries) => serveFeed(page, network, entries),
      serveEach: (bodies) => serveFeeds(page, network, bodies),
    });
  },
  a11y: async ({ page }, use) => {
    await use({ violations: (include) => seriousViolations(page, include) });
  },
  shell: async ({ page }, use) => {
    await use({ ready: () => shellReady(page) });
  },
});

export { expect } from '@playwright/test';
