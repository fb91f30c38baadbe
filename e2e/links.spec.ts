// Links: a screen's options live in its route, old-style links are moved there once, and a
// crafted link cannot point a trusted dashboard at another site.
import { expect, test, world } from './fixtures.ts';

test("a screen's options in its route apply, and stay with that screen", async ({ page }) => {
  await page.goto('./#/winrates?min=5&bracket=legend');
  await expect(page.getByRole('heading', { level: 1, name: 'Win rates by class' })).toBeVisible();
  await expect(page.getByLabel('Rank bracket')).toHaveValue('legend');
  await expect(page.getByLabel('Minimum games')).toHaveValue('5');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Live matches' })
    .click();
  await expect(page).toHaveURL(/#\/live$/);
  await expect(page.getByLabel('Rank bracket')).toHaveValue('all');

  await page.goto('./#/wall?rotate=5');
  await expect(page.getByTestId('wall')).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

test('an old link with options before the hash is moved into the route once', async ({ page }) => {
  await page.goto('./?poll=10000&min=5&class=mage#/winrates');
  await expect(page).toHaveURL(/\/\?poll=10000#\/winrates\?min=5&class=mage$/);
  await expect(page.getByLabel('Class')).toHaveValue('mage');
  await expect(page.getByLabel('Minimum games')).toHaveValue('5');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Status' })
    .click();
  await expect(page).toHaveURL(/\/\?poll=10000#\/status$/);
  await expect(page.getByText('Poll interval').locator('..').locator('dd')).toHaveText('10 s');
});

test('a crafted link reaches no other origin, shows nothing from one, and says what it ignored', async ({
  page,
  baseURL,
}) => {
  const own = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin !== own) elsewhere.push(request.url());
  });
  const archetype = world.archetypes.find((a) => a.url && a.name);
  if (!archetype) throw new Error('no linked archetype in the simulated catalogue');
  const crafted = new URLSearchParams({
    api: 'http://127.0.0.1:9/',
    siteUrl: 'https://evil.example',
    cardDataUrl: 'https://evil.example/cards.json',
    cardArtUrl: 'https://evil.example/{id}.png',
  });
  await page.goto(`./?${crafted}#/catalogue/${archetype.id}`);

  const notice = page.getByRole('region', { name: 'Ignored settings' });
  await expect(notice).toContainText('4 settings in this page');
  for (const key of ['apiBaseUrl', 'siteUrl', 'cardDataUrl', 'cardArtUrl']) {
    await expect(notice.getByText(key, { exact: true })).toBeVisible();
  }
  await expect(notice).toContainText('allowedOrigins');
  // The configured service and site are in force: the page shows the real catalogue's name and
  // links to the configured site.
  await expect(page.getByRole('heading', { level: 1, name: archetype.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open on hsreplay\.net/ })).toHaveAttribute(
    'href',
    `https://hsreplay.net${archetype.url}`,
  );
  expect(await page.locator('a[href*="evil.example"], img[src*="evil.example"]').count()).toBe(0);
  await expect(page.getByRole('banner').getByText('Live', { exact: true })).toBeVisible();
  expect(elsewhere).toEqual([]);
});
