// Every screen in other languages: the pseudo-locale proves no text escapes the catalogue, and
// German, Japanese and Thai hold their layouts (no overflow, nothing cut, the wall legible, axe).
import type { Locator, Page } from '@playwright/test';
import { LOCALES } from '../src/domain/locales.ts';
import { fitName } from '../src/domain/short-names.ts';
import { expect, fixedFeed, test, wallTextSizes, world } from './fixtures.ts';

const feed = fixedFeed(3000);
const archetype = world.archetypes.find((a) => a.name && a.standard_ccp_signature_core);

/** Each route, and something it shows once its data is in (found without reading its words). */
const ROUTES: [string, (page: Page) => Locator][] = [
  ['#/', (p) => p.locator('[data-match-id]').first()],
  ['#/live', (p) => p.locator('[data-match-id]').first()],
  ['#/winrates', (p) => p.getByRole('figure').first()],
  ['#/tiers', (p) => p.getByRole('table').first()],
  ['#/matchups', (p) => p.getByRole('table').first()],
  ['#/catalogue', (p) => p.locator(`main a[href$="/catalogue/${archetype?.id}"]`).first()],
  [`#/catalogue/${archetype?.id}`, (p) => p.getByRole('heading', { level: 1 })],
  ['#/status', (p) => p.getByRole('region').first()],
  ['#/methods', (p) => p.getByRole('table').first()],
  ['#/wall-link', (p) => p.getByRole('textbox').first()],
  ['#/wall', (p) => p.getByTestId('wall').locator('[data-match-id]').first()],
  [
    '#/overlay?content=ticker&rows=4',
    (p) => p.getByTestId('overlay').getByRole('listitem').first(),
  ],
  [
    '#/overlay?content=classes&rows=6&window=all',
    (p) => p.getByTestId('overlay').getByRole('listitem').first(),
  ],
  [
    '#/overlay?content=archetypes&rows=3&window=all',
    (p) => p.getByTestId('overlay').getByRole('listitem').first(),
  ],
  ['#/no-such-screen', (p) => p.getByRole('heading', { level: 1 })],
];

/** Opens a route in a language (`?lang=` before the hash, as the link builders write it). */
async function open(page: Page, lang: string, route: string, ready: (page: Page) => Locator) {
  await page.goto(`./?lang=${lang}${route}`);
  await expect(ready(page)).toBeVisible();
}

/**
 * Every visible text node, and every aria-label, title, alt and placeholder, that still has a
 * Latin word once the names the service gives (archetypes, cards), the product's name and
 * format names (CSV, JSON) are taken out. Code samples (addresses, file names) are not messages,
 * nor is text marked as another language (each language's own name in the language menus).
 */
async function untranslated(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const sorted = [...names].sort((a, b) => b.length - a.length);
    const rest = (text: string) => {
      // Addresses, file and host names, a commit's hash and the names of formats and browser
      // storage are not words to translate.
      let left = text
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/[\w./-]+\.[a-z]{2,}\b/g, ' ')
        .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g, ' ')
        .replace(/Ladder Live|\b(?:CSV|JSON|IndexedDB)\b/g, ' ');
      for (const name of sorted) if (left.includes(name)) left = left.split(name).join(' ');
      return /[A-Za-z]{2,}/.test(left) ? text.trim().slice(0, 80) : null;
    };
    const found: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        (box.width > 0 && box.height > 0 && style.visibility !== 'hidden') ||
        el.closest('.sr-only') !== null
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('code, kbd, samp, script, style, noscript, body [lang]')) continue;
      if (!visible(el)) continue;
      const bad = rest(node.textContent ?? '');
      if (bad) found.push(`text "${bad}"`);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(attribute);
        const bad = value ? rest(value) : null;
        if (bad) found.push(`${attribute} "${bad}" on <${el.tagName.toLowerCase()}>`);
      }
    const title = rest(document.title);
    if (title) found.push(`document title "${title}"`);
    return [...new Set(found)];
  }, names);
}

test('in the pseudo-locale every screen shows no word that skipped the catalogue', async ({
  page,
  feeds,
  request,
}) => {
  test.setTimeout(240_000);
  await feeds.serve(feed);
  const cards = (await (await request.get('./sim/cards.json')).json()) as { name?: string }[];
  // Archetype names, and the shorter forms a narrow label fits them to (fitName).
  const archetypes = world.archetypes.map((a) => a.name).filter(Boolean);
  const shortened = archetypes.flatMap((name) =>
    Array.from({ length: name.length }, (_, room) => fitName(name, room)),
  );
  const names = [...archetypes, ...shortened, ...cards.map((c) => c.name ?? '').filter(Boolean)];
  const found: string[] = [];
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [route, ready] of ROUTES) {
      await open(page, 'pseudo', route, ready);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      // The figures settle (the first poll, the history) before the page is read.
      await page.waitForLoadState('networkidle');
      for (const text of await untranslated(page, names))
        found.push(`${route} at ${width}×${height}: ${text}`);
    }
  }
  expect(found).toEqual([]);
});

/** What runs off a screen or is cut: the page scrolling sideways, text clipped by its box. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1)
      problems.push(`page scrolls sideways: ${doc.scrollWidth}px wide`);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('svg, .sr-only')) continue;
      const hasText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (!hasText) continue;
      // Visually hidden for screen readers (sr-only at some widths): a one-pixel box.
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      // A name shortened with "…" on purpose is not cut; text in a box that scrolls is reachable.
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1)
        problems.push(`cut: "${el.textContent?.trim().slice(0, 40)}"`);
      // (In vertical writing, a name shortened with "…" runs down the column.)
      const clipsY =
        ['hidden', 'clip'].includes(style.overflowY) &&
        style.webkitLineClamp === 'none' &&
        style.textOverflow !== 'ellipsis';
      if (clipsY && el.scrollHeight > el.clientHeight + 2)
        problems.push(`cut below: "${el.textContent?.trim().slice(0, 40)}"`);
    }
    // Text that ticks over (an age, the clock, a countdown) stands in a room as wide as the
    // widest it can be in this language: it never runs past it.
    for (const el of document.body.querySelectorAll<HTMLElement>(
      '.absolute.\\[contain\\:size_layout_style\\]:not([data-rows])',
    )) {
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`past its room: "${el.textContent?.trim().slice(0, 40)}"`);
    }
    return [...new Set(problems)].slice(0, 10);
  });
}

const SCREENS = ROUTES.filter(([route]) => !route.startsWith('#/overlay') && route !== '#/wall');

for (const lang of ['deDE', 'jaJP', 'thTH']) {
  test(`in ${lang}: desk and phone hold every screen, the wall stays legible, axe finds nothing serious in either theme`, async ({
    page,
    feeds,
    a11y,
  }) => {
    test.setTimeout(300_000);
    await feeds.serve(feed);
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [route, ready] of SCREENS) {
        await open(page, lang, route, ready);
        expect(await layoutProblems(page), `${route} at ${width}×${height}`).toEqual([]);
      }
    }
    await page.setViewportSize({ width: 1920, height: 1080 });
    await open(
      page,
      lang,
      '#/wall',
      ROUTES.find(([r]) => r === '#/wall')?.[1] ?? ((p) => p.locator('body')),
    );
    await expect(
      page.getByTestId('wall').locator('[data-chart="win-rate"] [data-bar]').first(),
    ).toBeVisible();
    expect(await layoutProblems(page), 'wall').toEqual([]);
    expect(
      (await wallTextSizes(page)).all.filter((t) => t.px < 21.5),
      'wall text under 22 px',
    ).toEqual([]);

    for (const theme of ['dark', 'light'] as const) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      // A new document, so that the saved theme applies (a route is only a hash).
      await page.goto('about:blank');
      await page.setViewportSize({ width: 1366, height: 768 });
      for (const [route, ready] of [...SCREENS, ...ROUTES.filter(([r]) => r === '#/wall')]) {
        await open(page, lang, route, ready);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const bad = (await a11y.violations()).map((v) => `${route} ${theme} ${v}`);
        expect(bad).toEqual([]);
      }
    }
  });
}

test("on a phone the header's status reads its word whole in every language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cut: string[] = [];
  for (const lang of LOCALES) {
    await page.goto(`./?lang=${lang}#/live`);
    const pill = page.getByRole('banner').locator('[data-state="live"]');
    await expect(pill).toBeVisible();
    const word = pill.locator('span.font-semibold');
    const [text, whole] = await word.evaluate((el) => [
      el.textContent ?? '',
      el.scrollWidth <= el.clientWidth,
    ]);
    if (!whole) cut.push(`${lang}: "${text}"`);
  }
  expect(cut).toEqual([]);
});

test('?lang=ko opens a Korean wall, and the language menu changes the language for good', async ({
  page,
  feeds,
}) => {
  await feeds.serve(feed);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await open(page, 'ko', '#/wall', (p) => p.getByTestId('wall').locator('[data-match-id]').first());
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  await expect(page.getByTestId('wall')).toContainText(/[\uac00-\ud7a3]{2,}/);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('./#/live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('navigation').first()).not.toContainText('Live matches');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
