// #/methods is one click from every ranked screen, and a phone shows ranked names whole.
import { expect, fixedFeed, test, world } from './fixtures.ts';

const feed = fixedFeed(3000);
const archetype = world.archetypes.find((a) => a.name && a.standard_ccp_signature_core);

test('every ranked screen links to how its figures are computed', async ({ page, feeds }) => {
  await feeds.serve(feed);
  const screens: [string, () => Promise<void>][] = [
    ['#/', () => page.getByText('How this is ranked').click()],
    ['#/tiers', async () => {}],
    ['#/winrates', async () => {}],
    ['#/matchups', async () => {}],
    [`#/catalogue/${archetype?.id}`, async () => {}],
  ];
  for (const [route, open] of screens) {
    await page.goto(`./${route}`);
    await open();
    await page
      .getByRole('main')
      .getByRole('link', { name: /how (every figure is|matchups are) computed/i })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/methods$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How the figures are computed' }),
    ).toBeVisible();
  }
  // The rule lines state the current numbers: the trend test's error control among them.
  await expect(page.getByText(/held to a 1% false discovery rate/)).toBeVisible();
});

test('a phone shows the names of what is winning whole', async ({ page, feeds }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await feeds.serve(feed);
  await page.goto('./#/');
  const top = page.getByRole('list', { name: 'Top archetypes, best first' });
  await expect(top.getByRole('listitem')).toHaveCount(5);
  const cut = await top.getByRole('link').evaluateAll((links) =>
    links
      .filter((a) => {
        const box = a.parentElement ?? a;
        return a.scrollWidth > a.clientWidth + 1 || box.scrollWidth > box.clientWidth + 1;
      })
      .map((a) => a.textContent),
  );
  expect(cut).toEqual([]);
  // Each name is on screen in full: its right edge inside the viewport.
  for (const box of await top
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(390);
  }
});
