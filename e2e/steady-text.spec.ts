// A second going by lays out the header's ticking age alone, not the page: the browser's own
// record of each layout (a performance trace's Layout events) names the box it started from.
// Deterministic: which box a layout starts from depends on the page's boxes, not on speed.
import { expect, test } from './fixtures.ts';

interface TraceEvent {
  name: string;
  ph: string;
  args?: { endData?: { layoutRoots?: { nodeName: string }[] } };
}

test('the header age ticking over lays out its own box, not the document', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.clock.install();
  await page.goto('./#/methods');
  // The connection pill, which holds the age.
  const pill = page.getByRole('banner').locator('[data-state]');
  await expect(pill).toContainText('updated');
  // Between two polls (5 s apart): the first answer landed at 0 s; from 2 s the age counts
  // seconds, and each second changes its text and nothing else.
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
