// A second going by lays out what ticks over (the connection's age, the match rows' ages, the
// wall's countdown to its next chart), not the page: the browser's own record of each layout (a
// performance trace's Layout events) names the box it started from. Deterministic: which box a
// layout starts from depends on the page's boxes, not on speed. The feed answers the same
// matches every poll: no row comes or goes.
import type { Page } from '@playwright/test';
import { expect, fixedFeed, test } from './fixtures.ts';

interface TraceEvent {
  name: string;
  ph: string;
  args?: { endData?: { layoutRoots?: { nodeName: string }[] } };
}

// The header's connection pill holds the age; on the wall, its footer (the wall rotates its
// charts every 20 s, beyond this test's 14 s, and counts the seconds to the next one).
const header = (page: Page) => page.getByRole('banner').locator('[data-state]');
const cases = [
  { route: '/methods', matches: 100, age: header },
  { route: '/live', matches: 100, age: header },
  { route: '/', matches: 100, age: header },
  {
    route: '/wall?rotate=20&shift=0',
    matches: 3000,
    age: (page: Page) => page.getByTestId('wall').locator('footer [data-state]'),
    countdown: (page: Page) => page.locator('[data-countdown]'),
  },
];

for (const { route, matches, age, countdown } of cases) {
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
    // Two more polls (5 s apart): after 10 s of answers the live page's rate reads "none yet"
    // instead of "measuring…", a change of its own.
    for (let poll = 0; poll < 2; poll++) {
      await page.clock.runFor(5000);
      await expect(pill).toContainText('updated now');
    }
    // Between two polls: from 2 s after an answer the ages count seconds, and each second
    // changes their text and nothing else.
    await page.clock.runFor(2000);
    await expect(pill).toContainText('updated 2 sec. ago');
    const counting = countdown?.(page);
    if (counting) await expect(counting).toContainText('next in');
    const before = await counting?.textContent();
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
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    const roots = trace.traceEvents
      .filter((e) => e.name === 'Layout' && e.ph === 'X')
      .flatMap((e) => e.args?.endData?.layoutRoots ?? [])
      .map((r) => r.nodeName);
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.filter((name) => name === '#document')).toEqual([]);
  });
}
