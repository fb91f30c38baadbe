// Win-rate charts on the production build: bars whose figures equal what the domain
// selectors compute for the same matches, and URL controls applied on load.
import type { Locator } from '@playwright/test';
import { archetypeSchema, feedEntrySchema } from '../src/api/schemas.ts';
import { toMatch } from '../src/api/service.ts';
import { classCharts } from '../src/domain/chart-rows.ts';
import { clearlyNotEven } from '../src/domain/chart-scale.ts';
import { classPalette } from '../src/domain/classes.ts';
import { MatchStore } from '../src/domain/match-store.ts';
import type { Bracket } from '../src/domain/ranks.ts';
import { aggregate } from '../src/domain/stats.ts';
import { expect, fixedFeed, test, world } from './fixtures.ts';

const feed = fixedFeed(3000);
const catalogue = new Map(world.archetypes.map((a) => [a.id, archetypeSchema.parse(a)]));

function expectedChart(classId: number, bracket: Bracket, minGames: number) {
  const store = new MatchStore();
  store.ingest(
    feed.map((e) => toMatch(feedEntrySchema.parse(e))),
    Date.now(),
  );
  const agg = aggregate(store.buckets(), { bracket, windowMs: null }, Date.now());
  const chart = classCharts(agg, (id) => catalogue.get(id), minGames).find(
    (c) => c.group === classId,
  );
  if (!chart) throw new Error('no chart for that class in the fixed feed');
  return chart;
}

/** A bar's figures line: win rate, "*" when its interval excludes 50 %, games. */
const figuresLine = (r: { winPct: number; lowPct: number; highPct: number; games: number }) =>
  `${r.winPct.toFixed(1)}%${clearlyNotEven(r) ? '*' : ''} · ${r.games} games`;

async function chartFigures(page: import('@playwright/test').Page, className: string) {
  const section = page.getByRole('region', { name: new RegExp(`^${className}`) });
  const figure = section.getByRole('figure', {
    name: `${className}: archetype win rates with 95% intervals`,
  });
  await expect(figure.locator('[data-bar]').first()).toBeVisible();
  const ticks = await figure.locator('[data-bar-name], [data-bar-figures]').allTextContents();
  const bars = await figure.locator('[data-bar]').count();
  return { ticks, bars, section };
}

test('a class chart draws its archetypes with the figures the selectors compute', async ({
  page,
  feeds,
}) => {
  await feeds.serve(feed);
  await page.goto('./#/winrates');
  const mage = expectedChart(4, 'all', 30);
  const { ticks, bars, section } = await chartFigures(page, 'Mage');
  expect(bars).toBe(mage.drawn.length);
  // Each bar's label reads its name, then its win rate and games.
  expect(ticks).toEqual(mage.drawn.flatMap((r) => [r.name, figuresLine(r)]));
  for (const low of mage.lowData) {
    await expect(
      section.getByText(`${low.name}: ${low.games}/30 games (${low.wins}–${low.losses})`),
    ).toBeVisible();
  }
  // The interval whiskers are drawn too.
  await expect(section.locator('[data-whisker]').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Classes: win rate/ })
      .locator('[data-bar]')
      .first(),
  ).toBeVisible();
});

test('URL controls apply on load', async ({ page, feeds }) => {
  await feeds.serve(feed);
  await page.goto('./#/winrates?bracket=legend&class=mage&min=10&window=24h');
  await expect(page.getByLabel('Rank bracket')).toHaveValue('legend');
  await expect(page.getByLabel('Class')).toHaveValue('mage');
  await expect(page.getByLabel('Minimum games')).toHaveValue('10');
  await expect(page.getByLabel('Time window')).toHaveValue('24h');
  const mage = expectedChart(4, 'legend', 10);
  const { ticks } = await chartFigures(page, 'Mage');
  expect(ticks.filter((_, i) => i % 2 === 1)).toEqual(mage.drawn.map(figuresLine));
  await expect(page.getByRole('region', { name: /^Warlock/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Classes: win rate/ })).toHaveCount(0);
});

test("bars take their class's colour for the theme, with at least 3:1 against the page", async ({
  page,
  feeds,
}) => {
  await feeds.serve(feed);
  await page.goto('./#/winrates?class=mage&min=5');
  const { section } = await chartFigures(page, 'Mage');
  const fill = () =>
    section
      .locator('[data-bar]')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  for (const theme of ['dark', 'light'] as const) {
    await page.getByLabel('Theme').selectOption(theme);
    await expect.poll(fill).toBe(rgb(classPalette[theme].MAGE));
  }
});

test('every class chart shares one round axis centred on 50%, bars grow from 50%, names link', async ({
  page,
  feeds,
}) => {
  await feeds.serve(feed);
  await page.goto('./#/winrates?min=10');
  const cards = page.locator('section[data-group]');
  await expect(cards.first().locator('[data-bar]').first()).toBeVisible();
  // Every card has drawn its chart (one task each after the page opens).
  await expect(page.locator('section[data-group] figure')).toHaveCount(
    await page.locator('section[data-group]').count(),
  );
  const axes = await cards.evaluateAll((sections) =>
    sections.map((section) => {
      const ticks = [...section.querySelectorAll('[data-tick]')].map((t) => t.textContent);
      const line = section.querySelector('[data-reference]')?.getBoundingClientRect();
      const even = line ? line.left + line.width / 2 : Number.NaN;
      // Each bar has one end on the 50% line.
      const fromEven = [...section.querySelectorAll('[data-bar]')].every((bar) => {
        const box = bar.getBoundingClientRect();
        return Math.abs(box.left - even) < 1.5 || Math.abs(box.right - even) < 1.5;
      });
      // Where 50% sits within the chart: the same in every card.
      const left = section.querySelector('figure')?.getBoundingClientRect().left ?? 0;
      return { ticks: ticks.join(' '), even: Math.round(even - left), fromEven };
    }),
  );
  expect(new Set(axes.map((a) => a.ticks)).size).toBe(1);
  expect(axes[0]?.ticks).toMatch(/^(30% 40% 50% 60% 70%|20% 30% 40% 50% 60% 70% 80%|0% .* 100%)$/);
  expect(new Set(axes.map((a) => a.even)).size).toBe(1);
  expect(axes.every((a) => a.fromEven)).toBe(true);
  // A name is a link to the archetype's page.
  const mage = expectedChart(4, 'all', 10);
  const first = mage.drawn[0];
  if (!first) throw new Error('no Mage bar');
  await page
    .getByRole('region', { name: /^Mage/ })
    .getByRole('link', { name: `${first.name}: open its page` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
});

test('axis labels never run into each other: all of them on a laptop, the ends and 50% on a phone', async ({
  page,
  feeds,
}) => {
  await feeds.serve(feed);
  // A card off screen is not laid out (content-visibility): each chart is brought into view
  // before its labels are read.
  const labelsOf = async (figure: Locator) => {
    await figure.scrollIntoViewIfNeeded();
    return figure.evaluate((f) => {
      const shown = [...f.querySelectorAll('[data-tick]')]
        .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
        .filter((t) => t.box.width > 0);
      const overlaps = shown.some(
        (t, i) => i > 0 && t.box.left < (shown[i - 1]?.box.right ?? 0) + 2,
      );
      return { shown: shown.map((t) => t.text).join(' '), overlaps };
    });
  };
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('./#/winrates?min=10');
  await expect(page.locator('section[data-group] [data-bar]').first()).toBeVisible();
  const charts = page.locator('figure[data-chart]');
  for (const figure of await charts.all()) {
    await expect
      .poll(() => labelsOf(figure))
      .toEqual({
        overlaps: false,
        shown: expect.stringMatching(
          /^(30% 40% 50% 60% 70%|20% 30% 40% 50% 60% 70% 80%|0% 5% 10% .*)$/,
        ),
      });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const winRates = await page.locator('figure[data-chart="win-rate"]').all();
  expect(winRates.length).toBeGreaterThan(3);
  for (const figure of winRates) {
    await expect
      .poll(() => labelsOf(figure))
      .toEqual({
        overlaps: false,
        shown: expect.stringMatching(/^(30% 50% 70%|20% 50% 80%|0% 50% 100%)$/),
      });
  }
});
