// Win-rate charts on the production build: bars whose figures equal what a reader works out
// from the same matches by hand (the answer key below uses none of the app's statistics), and
// URL controls applied on load.
import type { Locator } from '@playwright/test';
import { classPalette } from '../src/domain/classes.ts';
import { expect, fixedFeed, test, world } from './fixtures.ts';

const feed = fixedFeed(3000);

/**
 * A class's chart as a reader works it out from the feed alone, written apart from the app's
 * code: per archetype of the class, the games and wins of its players within the bracket
 * (a mirror, both players on one archetype, is not a game for its win rate), the win rate to
 * one decimal, "*" when the 95 % Wilson interval lies wholly above or below 50 %; drawn from
 * `minGames` games, highest win rate first (then most games), the rest listed by games.
 */
function expectedChart(classId: number, bracket: 'all' | 'legend', minGames: number) {
  const names = new Map(
    world.archetypes.filter((a) => a.player_class === classId).map((a) => [a.id, a.name]),
  );
  const tally = new Map<number, { wins: number; games: number }>();
  for (const e of feed) {
    const seats = [
      [e.player1_archetype, e.player1_rank, e.player1_won, e.player2_archetype],
      [e.player2_archetype, e.player2_rank, e.player2_won, e.player1_archetype],
    ] as const;
    for (const [archetype, rank, won, opponent] of seats) {
      if (!names.has(archetype) || archetype === opponent) continue;
      if (bracket === 'legend' && rank !== 51) continue;
      const t = tally.get(archetype) ?? { wins: 0, games: 0 };
      t.games++;
      if (won) t.wins++;
      tally.set(archetype, t);
    }
  }
  const oneDecimal = (x: number) => Math.round(x * 1000) / 10;
  const rows = [...tally].map(([id, { wins, games }]) => {
    const p = wins / games;
    const z = 1.959964;
    const centre = (p + (z * z) / (2 * games)) / (1 + (z * z) / games);
    const half =
      (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) /
      (1 + (z * z) / games);
    return {
      id,
      name: names.get(id) ?? '',
      wins,
      losses: games - wins,
      games,
      winPct: oneDecimal(p),
      starred: oneDecimal(centre - half) > 50 || oneDecimal(centre + half) < 50,
    };
  });
  return {
    drawn: rows
      .filter((r) => r.games >= minGames)
      .sort((a, b) => b.winPct - a.winPct || b.games - a.games || a.id - b.id),
    lowData: rows
      .filter((r) => r.games < minGames)
      .sort((a, b) => b.games - a.games || a.id - b.id),
  };
}

/** A bar's figures line as the page writes it in English. */
const figuresLine = (r: { winPct: number; starred: boolean; games: number }) =>
  `${r.winPct.toFixed(1)}%${r.starred ? '*' : ''} · ${r.games.toLocaleString('en')} games`;

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

test('a class chart draws its archetypes with the figures worked out from its matches', async ({
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
    // Its visible name, or the whole name when the label had to shorten it.
    .getByRole('link', {
      name: new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(: open its page)?$`),
    })
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
