// The stream overlay on the production build: nothing of the page is painted but its text, and
// nothing of the app but the chosen content.
import type { Page } from '@playwright/test';
import { expect, fixedFeed, test } from './fixtures.ts';

const feed = fixedFeed(3000);

/** Alpha of the screenshot's pixels where the overlay draws nothing (the bottom-right corner). */
async function cornerAlpha(page: Page): Promise<number> {
  const png = await page.screenshot({ omitBackground: true });
  return page.evaluate(async (base64) => {
    // Decoded here, not fetched as a data: URL, which the page's own CSP refuses.
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], {
      type: 'image/png',
    });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context?.drawImage(bitmap, 0, 0);
    const data = context?.getImageData(bitmap.width - 20, bitmap.height - 20, 10, 10).data;
    let max = 0;
    for (let i = 3; i < (data?.length ?? 0); i += 4) max = Math.max(max, data?.[i] ?? 0);
    return max;
  }, png.toString('base64'));
}

for (const theme of ['dark', 'light'] as const) {
  test(`the overlay (${theme}) paints no background and nothing but its content`, async ({
    page,
    feeds,
  }) => {
    await page.setViewportSize({ width: 600, height: 400 });
    await feeds.serve(feed);
    await page.goto(`./#/overlay?content=ticker&rows=4&theme=${theme}`);
    const ticker = page.getByRole('list', { name: 'Latest matches' });
    await expect(ticker.getByRole('listitem')).toHaveCount(4);
    const backgrounds = await page.evaluate(() =>
      [document.documentElement, document.body, document.getElementById('root')].map((el) =>
        el ? getComputedStyle(el).backgroundColor : 'missing',
      ),
    );
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    expect(await cornerAlpha(page)).toBe(0);
    // None of the app's header, navigation or status is drawn.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByText('Ladder Live')).toHaveCount(0);
    // Outlined text, readable over gameplay.
    const shadow = await ticker
      .getByRole('listitem')
      .first()
      .evaluate((el) => getComputedStyle(el).textShadow);
    expect(shadow).not.toBe('none');
  });
}

test('the overlay shows class bars or top archetypes as its URL asks', async ({ page, feeds }) => {
  await feeds.serve(feed);
  await page.goto('./#/overlay?content=classes&rows=6&window=all&size=l');
  const classes = page.getByRole('list', { name: 'Class win rates' });
  await expect(classes.getByRole('listitem')).toHaveCount(6);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    '30px',
  );
  await page.goto('./#/overlay?content=archetypes&rows=3&window=all');
  await expect(
    page.getByRole('list', { name: 'Top archetypes' }).getByRole('listitem'),
  ).toHaveCount(3);
});

// The recommended browser-source sizes (docs/screens.md): at each, nothing overflows the box or any
// element's own box, no name is cut, and the bars carry a caption and are ordered by their figure.
const DOCUMENTED = [
  { query: 'content=ticker&rows=5&size=m', width: 640, height: 200 },
  { query: 'content=ticker&rows=5&size=l', width: 860, height: 260 },
  { query: 'content=classes&rows=8&size=m', width: 520, height: 300 },
  { query: 'content=archetypes&rows=8&size=m', width: 520, height: 300 },
];
for (const size of DOCUMENTED) {
  test(`the overlay ${size.query} fits ${size.width}×${size.height}`, async ({ page, feeds }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await feeds.serve(feed);
    await page.goto(`./#/overlay?${size.query}`);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    const measure = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        const boxes = [...document.querySelectorAll<HTMLElement>('[data-testid="overlay"] *')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
          .map((el) => el.textContent?.slice(0, 40));
        return {
          page: [root.scrollWidth, root.scrollHeight],
          boxes,
          cut: (document.body.textContent ?? '').includes('…'),
        };
      });
    // The overlay fits its content a frame after it changes (the catalogue's names arriving after
    // the first rows, say): what must hold is the state it settles in.
    await expect.poll(async () => (await measure()).boxes).toEqual([]);
    const overflow = await measure();
    expect(overflow.page[0]).toBeLessThanOrEqual(size.width);
    expect(overflow.page[1]).toBeLessThanOrEqual(size.height);
    expect(overflow.boxes).toEqual([]);
    expect(overflow.cut).toBe(false);
    if (!size.query.includes('ticker')) {
      // A caption names what the bars count; the figures read in order, best first.
      await expect(page.getByText(/ · All ranks · (last|since)/)).toBeVisible();
      const figures = await page
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((li) => Number.parseFloat(li.children[2]?.textContent ?? '')),
        );
      expect(figures).toEqual([...figures].sort((a, b) => b - a));
      // The bars have no axis: the caption names their scale, and each bar is its figure's
      // distance from 50 % on it.
      const scale = await page.getByText(/ · bars \d+%–\d+%$/).textContent();
      const [, low, high] = scale?.match(/bars (\d+)%–(\d+)%$/) ?? [];
      const spread = (Number(high) - Number(low)) / 2;
      expect(Number(low) + spread).toBe(50);
      expect(figures.every((f) => Math.abs(f - 50) <= spread)).toBe(true);
      const drawn = await page.getByRole('listitem').evaluateAll((items) =>
        items.map((li) => {
          const track = li.children[1] as HTMLElement;
          const bar = track.lastElementChild as HTMLElement;
          return bar.getBoundingClientRect().width / track.getBoundingClientRect().width;
        }),
      );
      drawn.forEach((share, i) => {
        expect(share * 2 * spread).toBeCloseTo(Math.abs((figures[i] ?? 0) - 50), 0);
      });
      // Counts are grouped: no run of four digits.
      expect(await page.getByRole('list').textContent()).not.toMatch(/\d{4,} games/);
    }
  });
}
