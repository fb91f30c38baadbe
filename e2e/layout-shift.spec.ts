// Layout stability under polling: every route, on a desk and on a phone, through a minute of
// polls (twelve at the 5 s interval), each bringing new matches. The page's clock is Playwright's,
// run forward 5 s at a time, so the minute takes seconds; every layout shift the browser reports
// (`layout-shift` entries not caused by input) is summed from the first paint on. The sum is at
// least the cumulative layout shift Lighthouse reports (its largest 5 s window), so ≤ 0.1 here
// holds for it too.
import type { Page } from '@playwright/test';
import { feedAt } from '../sim/generator.ts';
import { expect, test, world } from './fixtures.ts';

const ROUTES = ['/', '/live', '/tiers', '/winrates', '/matchups', '/status', '/wall'];
const PHONE = { name: 'phone', width: 390, height: 844 };
const SIZES = [{ name: 'desk', width: 1366, height: 768 }, PHONE];
const POLL_MS = 5000;

/** A layout shift as the page saw it: its score, its time (ms) and what moved. */
interface Shift {
  value: number;
  at: number;
  sources: string[];
}
const POLLS = 12;

/** The feed at each poll: 3,000 matches in the first answer, then 8 new ones every 5 s. */
const clock = { startMs: 0, rate: 8 / 5, size: 3000 };
const bodies = Array.from({ length: POLLS + 2 }, (_, i) =>
  JSON.stringify({ data: feedAt(world, clock, i * POLL_MS) }),
);

async function servePolls(page: Page): Promise<() => number> {
  let served = 0;
  await page.route('**/api/v1/live/replay_feed/', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Cache-Control': 'public, max-age=5' },
      body: bodies[Math.min(served++, bodies.length - 1)],
    }),
  );
  return () => served;
}

/**
 * The cases: every route on each size; and every route on a phone with the catalogue answered
 * only after the first statistics are drawn (a first visit on a slow network: the feed and the
 * published history may land before it, and names and classes arrive last).
 */
const CASES = [
  ...SIZES.flatMap((size) => ROUTES.map((route) => ({ size, route, lateCatalogue: false }))),
  ...ROUTES.map((route) => ({ size: PHONE, route, lateCatalogue: true })),
];

for (const { size, route, lateCatalogue } of CASES) {
  const late = lateCatalogue ? ', the catalogue answered late,' : '';
  test(`${route} on a ${size.name}${late} does not shift through a minute of polls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.clock.install();
    const served = await servePolls(page);
    let answerCatalogue = () => {};
    if (lateCatalogue) {
      const answered = new Promise<void>((resolve) => {
        answerCatalogue = resolve;
      });
      await page.route('**/api/v1/archetypes/**', async (r) => {
        await answered;
        await r.continue();
      });
    }
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: Shift[] };
      w.__shifts = [];
      const at = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          startTime: number;
          hadRecentInput: boolean;
          sources?: {
            node?: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          w.__shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            // Each moved element, and where it moved from and to: what a failure needs.
            sources: (entry.sources ?? []).map((s) => {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              const name = el ? `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80) : '?';
              return `${name} ${at(s.previousRect)}→${at(s.currentRect)}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The page's clock runs 5 s at a time, faster than a busy machine answers: a catalogue
    // still on its way after two such steps would time out (10 s on the page's clock) and the
    // page would draw what a failed catalogue draws. Where it is answered on time, it is in
    // before the clock runs.
    const catalogueIn = lateCatalogue
      ? Promise.resolve()
      : page.waitForResponse('**/api/v1/archetypes/**');
    await page.goto(`./#${route}`);
    await expect.poll(served).toBeGreaterThan(0);
    await catalogueIn;
    if (lateCatalogue) {
      // The first answer's rows and statistics drawn (their pacing runs on the clock), then
      // the catalogue.
      await page.clock.runFor(1000);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      answerCatalogue();
    }
    for (let poll = 1; poll <= POLLS; poll++) {
      await page.clock.runFor(POLL_MS);
      await expect.poll(served).toBeGreaterThan(poll);
    }
    // Let the last poll's rows and charts land (their pacing and transitions run on the clock).
    await page.clock.runFor(POLL_MS);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(
      total,
      `layout shifts: ${JSON.stringify(shifts.filter((s) => s.value > 0.005).slice(0, 8))}`,
    ).toBeLessThanOrEqual(0.1);
  });
}
