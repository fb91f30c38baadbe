// The stream overlay on the production build: nothing of the page is painted but its text, and
// nothing of the app but the chosen content.
import { expect, type Page, test } from '@playwright/test';
import { fixedFeed, serveFeed } from './fixtures.ts';

const feed = fixedFeed(3000);

/** Alpha of the screenshot's pixels where the overlay draws nothing (the bottom-right corner). */
async function cornerAlpha(page: Page): Promise<number> {
  const png = await page.screenshot({ omitBackground: true });
  return page.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
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
  }) => {
    await page.setViewportSize({ width: 600, height: 400 });
    await serveFeed(page, feed);
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

test('the overlay shows class bars or top archetypes as its URL asks', async ({ page }) => {
  await serveFeed(page, feed);
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
