// A second going by lays out what ticks over (the header's age, the match rows' ages), not the
// page: the browser's own record of each layout (a performance trace's Layout events) names
// the box it started from. Deterministic: which box a layout starts from depends on the page's
// boxes, not on speed. The feed answers the same matches every poll: no row comes or goes.
import { expect, fixedFeed, test } from './fixtures.ts';

interface TraceEvent {
  name: string;
  ph: string;
  args?: { endData?: { layoutRoots?: { nodeName: string }[] } };
}

for (const route of ['/methods', '/live', '/']) {
  test(`on ${route}, a second going by lays out no more than what ticks over`, async ({
    page,
    feeds,
  }) => {
    await feeds.serve(fixedFeed(100));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.clock.install();
    await page.goto(`./#${route}`);
    // The connection pill, which holds the age.
    const pill = page.getByRole('banner').locator('[data-state]');
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
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    for (const second of [3, 4]) {
      await page.clock.runFor(1000);
      await expect(pill).toContainText(`updated ${second} sec. ago`);
      // A layout now, as the next frame would make it.
      await page.evaluate(() => document.body.getBoundingClientRect().height);
    }
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
