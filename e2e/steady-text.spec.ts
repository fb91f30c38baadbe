// A second going by lays out what ticks over (the connection's age, the match rows' ages, the
// wall's countdown to its next chart), not the page nor the rows around an age: the browser's own
// record of each layout (a performance trace's Layout events) names the boxes it started from. Deterministic: which boxes a layout starts from depends on the page's
// boxes, not on speed, and the page's clock moves only when the test moves it. The feed answers
// the same matches every poll: no row comes or goes.
import type { Browser, Page } from '@playwright/test';
import { expect, type FeedServer, fixedFeed, test } from './fixtures.ts';

interface TraceEvent {
  name: string;
  ph: string;
  args?: { endData?: { layoutRoots?: { nodeName: string }[] } };
}

/** The layouts made while tracing: the boxes each started from. */
async function tracedLayouts(browser: Browser): Promise<{ roots: string[] }[]> {
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  return trace.traceEvents
    .filter((e) => e.name === 'Layout' && e.ph === 'X')
    .map((e) => ({ roots: (e.args?.endData?.layoutRoots ?? []).map((r) => r.nodeName) }));
}

/** Some layouts were made while tracing, none from the whole document. */
function expectNoLayoutFromDocument(layouts: { roots: string[] }[]): void {
  const roots = layouts.flatMap((l) => l.roots);
  expect(roots.length).toBeGreaterThan(0);
  expect(roots.filter((name) => name === '#document')).toEqual([]);
}

// The header's connection pill holds the age; on the wall, its footer, and its clock, whose
// minute turns over in the traced seconds (the wall rotates its charts every 120 s, beyond this
// test's at most 75 s on its clock, and counts the seconds to the next one).
const header = (page: Page) => page.getByRole('banner').locator('[data-state]');
const cases = [
  { route: '/methods', matches: 100, age: header },
  { route: '/live', matches: 100, age: header },
  { route: '/', matches: 100, age: header },
  {
    route: '/wall?rotate=120&shift=0',
    matches: 3000,
    age: (page: Page) => page.getByTestId('wall').locator('footer [data-state]'),
    countdown: (page: Page) => page.locator('[data-countdown]'),
    // The footer's last time: the clock (the age before it is a time too).
    clock: (page: Page) => page.getByTestId('wall').locator('footer time').last(),
  },
];

for (const { route, matches, age, countdown, clock } of cases) {
  test(`on ${route}, a second going by lays out no more than what ticks over`, async ({
    page,
    feeds,
  }) => {
    await feeds.serve(fixedFeed(matches));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.clock.install();
    await page.goto(`./#${route}`);
    const pill = age(page);
    await expect(pill).toContainText('updated');
    // From here the page's time moves only when the test moves it: a slow machine taking real
    // seconds between two steps must not bring the next poll into the traced seconds. Its time
    // of day is then set (no timer fires) 13.5 s before a minute turns over.
    const paused = (await page.evaluate(() => Date.now())) + 1000;
    await page.clock.pauseAt(paused);
    await page.clock.setSystemTime(Math.ceil((paused + 13_500) / 60_000) * 60_000 - 13_500);
    // Two more polls (5 s apart): after 10 s of answers the live page's rate reads "none yet"
    // instead of "measuring…", a change of its own. Each answer is taken in (the moment the age
    // counts from changes) before the clock moves on: a slow machine's late answer would
    // otherwise be counted seconds later.
    const updatedAt = pill.locator('time');
    let answeredAt = 0;
    for (let poll = 0; poll < 2; poll++) {
      const last = (await updatedAt.getAttribute('datetime')) ?? '';
      await page.clock.runFor(5000);
      await expect(updatedAt).not.toHaveAttribute('datetime', last);
      await expect(pill).toContainText('updated now');
      answeredAt = Date.parse((await updatedAt.getAttribute('datetime')) ?? '');
    }
    // Between two polls: from 2 s after an answer the ages count seconds, and each second
    // changes their text and nothing else. The clocks tick on the whole seconds of the time of
    // day: the first at least 2 s after the answer reads "2 sec. ago", and the minute turns over
    // at one of the next two.
    const now = await page.evaluate(() => Date.now());
    await page.clock.runFor(Math.ceil((answeredAt + 2000) / 1000) * 1000 - now);
    await expect(pill).toContainText('updated 2 sec. ago');
    const counting = countdown?.(page);
    if (counting) await expect(counting).toContainText('next in');
    const before = await counting?.textContent();
    const minuteBefore = await clock?.(page).textContent();
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    for (const second of [3, 4]) {
      await page.clock.runFor(1000);
      await expect(pill).toContainText(`updated ${second} sec. ago`);
      // A layout now, as the next frame would make it.
      await page.evaluate(() => document.body.getBoundingClientRect().height);
    }
    // The countdown ticked over in those two seconds too.
    if (counting) await expect(counting).not.toHaveText(before ?? '');
    if (clock) await expect(clock(page)).not.toHaveText(minuteBefore ?? '');
    expectNoLayoutFromDocument(await tracedLayouts(browser));
  });
}

/**
 * The wall at 1920×1080 whose first answer lacks the newest match and every later one has it;
 * the wall and that match's row (none yet).
 */
async function wallBeforeAMatch(page: Page, feeds: FeedServer, route: string) {
  const full = fixedFeed(3000);
  const newest = full[0];
  if (!newest) throw new Error('empty feed');
  await feeds.serveEach([full.slice(1), full]);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.clock.install();
  await page.goto(route);
  const wall = page.getByTestId('wall');
  await expect(wall.locator('footer [data-state]')).toContainText('updated');
  return { wall, row: wall.locator(`[data-match-id="${newest.id}"]`) };
}

// A poll bringing a match, its row arriving in the ticker, the figures moving and the rotation
// turning lay out the panel they are in, not the page: each panel's content is a box the panel
// sizes (PanelBody), and each rotation chart a box of its own.
test('on the wall, a new match and the rotation turning lay out their panels, not the page', async ({
  page,
  feeds,
}) => {
  const { row } = await wallBeforeAMatch(page, feeds, './#/wall?rotate=5&shift=0');
  await expect(page.locator('[data-rotation-slot="shown"] figure')).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const heading = page.locator('#wall-rotation');
  const title = await heading.textContent();
  await expect(row).toHaveCount(0);
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  // The next poll brings the match; the ticker shows it within its pace (1.5 s).
  for (let second = 0; second < 8; second++) {
    await page.clock.runFor(1000);
    await page.evaluate(() => document.body.getBoundingClientRect().height);
  }
  await expect(row).toHaveCount(1);
  await expect(heading).not.toHaveText(title ?? '');
  expectNoLayoutFromDocument(await tracedLayouts(browser));
});

// A match's age counts seconds for its first minute: each second changes its text in its row, and
// lays out the box of that text (and the read sentence's), not the layer of the ticker's rows.
test('on the wall, a new match’s age ticking over lays out its own box, not the rows', async ({
  page,
  feeds,
}) => {
  const { wall, row } = await wallBeforeAMatch(page, feeds, './#/wall?rotate=120&shift=0');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // The next poll brings the match; its row shows it within its pace.
  for (let second = 0; second < 8 && (await row.count()) === 0; second++) {
    await page.clock.runFor(1000);
  }
  // "now" for its first 2 s, then seconds.
  await page.clock.runFor(2000);
  await expect(row).toContainText('sec. ago');
  // In sight: drawn above the list for a frame, then the list moved down and its flash begun.
  await expect(row.locator('.row-flash')).toHaveCount(1);
  const rows = `DIV class='${await wall.locator('[data-rows]').getAttribute('class')}'`;
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  for (let second = 0; second < 3; second++) {
    const age = await row.textContent();
    await page.clock.runFor(1000);
    await expect(row).not.toHaveText(age ?? '');
    await page.evaluate(() => document.body.getBoundingClientRect().height);
  }
  const layouts = await tracedLayouts(browser);
  expectNoLayoutFromDocument(layouts);
  expect(layouts.filter((l) => l.roots.includes(rows))).toEqual([]);
});
