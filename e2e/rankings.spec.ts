// What is winning, on the production build: the tier list and the matchup matrix show what the
// domain computes for the same matches, by keyboard and by pointer, and export what they show.
import * as v from 'valibot';
import { archetypeSchema, feedEntrySchema } from '../src/api/schemas.ts';
import { toMatch } from '../src/api/service.ts';
import { formatPercent } from '../src/domain/format.ts';
import { MatchStore } from '../src/domain/match-store.ts';
import { matchupMatrix } from '../src/domain/matrix.ts';
import { rankArchetypes } from '../src/domain/ranking.ts';
import { ALL_TIME, aggregate } from '../src/domain/stats.ts';
import { expect, fixedFeed, test, world } from './fixtures.ts';

const feed = fixedFeed(3000);
const catalogue = new Map(world.archetypes.map((a) => [a.id, v.parse(archetypeSchema, a)]));
const store = new MatchStore();
store.ingest(
  feed.map((e) => toMatch(v.parse(feedEntrySchema, e))),
  Date.now(),
);
const agg = aggregate(store.buckets(), ALL_TIME, Date.now());

test('the tier list ranks what the domain ranks, and downloads it', async ({ page, feeds }) => {
  await feeds.serve(feed);
  await page.goto('./#/tiers');
  const expected = rankArchetypes(agg, (id) => catalogue.get(id), {
    minGames: 30,
    minPopularity: 0.005,
  });
  const names = page.locator('table tbody th[scope="row"]');
  await expect(names).toHaveText(expected.map((r) => r.name));
  const first = expected[0];
  if (!first) throw new Error('the fixed feed ranks nothing');
  // The figure is the estimate the order follows, with its interval; the observed rate beside.
  const row = page.getByRole('row').filter({ hasText: first.name });
  await expect(row).toContainText(
    `${formatPercent(first.estimate)} (${formatPercent(first.estimateInterval.low)}–${formatPercent(first.estimateInterval.high)})`,
  );
  await expect(row).toContainText(`${formatPercent(first.winRate)} · `);
  const download = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'Download the tier list' })
    .getByRole('button', { name: 'CSV' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tier-list_all_all_\d{4}-\d\d-\d\dT\d\d-\d\dZ\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8').split('\r\n');
  expect(csv).toHaveLength(expected.length + 2);
  expect(csv[1]).toContain(`,${first.archetype},`);
});

test('the matchup matrix: headers, a tooltip on focus and on hover, links to archetypes', async ({
  page,
  feeds,
}) => {
  await feeds.serve(feed);
  await page.goto('./#/matchups?top=8&min=10');
  const matrix = matchupMatrix(agg, (id) => catalogue.get(id), 8, 10);
  const table = page.getByRole('table', { name: /^Win rate of each row/ });
  await expect(table.getByRole('rowheader')).toHaveText(matrix.rows.map((r) => r.name));
  const row = matrix.rows[0];
  const cell = row?.cells[1];
  if (!row || !cell) throw new Error('no matrix');
  // Keyboard: tab into the grid, one arrow to the right.
  await page.locator('[data-cell="0:0"]').focus();
  await page.keyboard.press('ArrowRight');
  const focused = page.locator('td:focus');
  // One tooltip for the grid, just above the cell it speaks for.
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(`${row.name} vs ${matrix.rows[1]?.name}: `);
  await expect(tooltip).toContainText(`${cell.games} games`);
  const above = async (target: typeof focused) => {
    const [tip, box] = [await tooltip.boundingBox(), await target.boundingBox()];
    if (!tip || !box) return false;
    const centre = tip.x + tip.width / 2;
    return tip.y + tip.height <= box.y + 1 && centre >= box.x && centre <= box.x + box.width;
  };
  await expect.poll(() => above(focused)).toBe(true);
  // Pointer: the hovered cell's tooltip, over the focused one's.
  const other = page.locator('[data-cell="2:0"]');
  await other.hover();
  await expect(tooltip).toHaveCount(1);
  await expect(tooltip).toContainText(`${matrix.rows[2]?.name} vs ${row.name}: `);
  await expect.poll(() => above(other)).toBe(true);
  await table.getByRole('rowheader').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.name);
});

test('from the overview to an archetype to one of its matchups', async ({ page, feeds }) => {
  // A bigger sample, so the best archetype has matchups of 30 games to follow: two polls of
  // 10,000 (one answer holds at most 10,000 entries and 4 MB).
  const big = fixedFeed(20000);
  const bigStore = new MatchStore();
  bigStore.ingest(
    big.map((e) => toMatch(v.parse(feedEntrySchema, e))),
    Date.now(),
  );
  const bigAgg = aggregate(bigStore.buckets(), ALL_TIME, Date.now());
  await feeds.serveEach([big.slice(0, 10_000), big.slice(10_000)]);
  await page.goto('./#/');
  const top = page.getByRole('list', { name: 'Top archetypes, best first' });
  const ranked = rankArchetypes(bigAgg, (id) => catalogue.get(id), {
    minGames: 30,
    minPopularity: 0.005,
  }).slice(0, 5);
  // One missing from the catalogue is listed without a link: there is no page to open.
  for (const unknown of ranked.filter((r) => r.classId === null)) {
    await expect(top.getByText(unknown.name)).toBeVisible();
    await expect(top.getByRole('link', { name: unknown.name })).toHaveCount(0);
  }
  // The most played of the known ones: its matchups have games enough to be listed.
  const best = ranked.filter((r) => r.classId !== null).sort((a, b) => b.games - a.games)[0];
  if (!best) throw new Error('the fixed feed ranks nothing known');
  await top.getByRole('link', { name: best.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(best.name);
  const figures = page.getByRole('region', { name: /^Figures/ });
  await expect(figures).toContainText(formatPercent(best.winRate));
  const matchup = figures.getByRole('listitem').getByRole('link').first();
  const opponent = await matchup.textContent();
  await matchup.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opponent ?? '');
});

for (const [width, height] of [
  [390, 844],
  [360, 740],
] as const) {
  test(`on a ${width}×${height} phone every tier-list row's figures show, and the matrix keeps its names`, async ({
    page,
    feeds,
  }) => {
    await page.setViewportSize({ width, height });
    await feeds.serve(feed);
    await page.goto('./#/tiers');
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    const outside = await rows.evaluateAll((trs, w) => {
      const bad: string[] = [];
      for (const tr of trs.slice(0, 10)) {
        for (const cell of tr.children) {
          const box = cell.getBoundingClientRect();
          if (box.width === 0 || box.left < 0 || box.right > w) bad.push(cell.textContent ?? '');
        }
      }
      return bad;
    }, width);
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // The matrix scrolls sideways inside its box; its row names stay, its key is outside the box.
    await page.goto('./#/matchups');
    const table = page.getByRole('table', { name: /^Win rate of each row/ });
    const name = table.getByRole('rowheader').first();
    await expect(name).toBeVisible();
    const before = await name.boundingBox();
    await table.evaluate((t) => {
      const box = t.parentElement as HTMLElement;
      box.scrollLeft = box.scrollWidth;
    });
    // Sticky: it stays where it was (but for the table's 2 px cell spacing), whole.
    await expect
      .poll(async () => Math.abs(((await name.boundingBox())?.x ?? -99) - (before?.x ?? 0)))
      .toBeLessThanOrEqual(2);
    await expect(name).toBeInViewport({ ratio: 0.99 });
    const key = await page.getByText(/^Cells: the row's win rate/).boundingBox();
    expect((key?.x ?? -1) + (key?.width ?? width + 1)).toBeLessThanOrEqual(width);
    // Its caption reads whole on the screen, above the scroll box.
    const caption = await page
      .locator('p')
      .filter({ hasText: /^Win rate of each row archetype/ })
      .boundingBox();
    expect(caption?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((caption?.x ?? -1) + (caption?.width ?? width + 1)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
