// The shell on the production build: configuration loads, every route answers, the header
// shows the connection, and a broken config.json gives a readable error page.
import { expect, liveRows, test } from './fixtures.ts';

test('loads its configuration, goes live and navigates every route', async ({ page }) => {
  const configRequest = page.waitForResponse((r) => r.url().endsWith('/config.json'));
  let configRequests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/config.json')) configRequests++;
  });
  await page.goto('./');
  expect((await configRequest).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // index.html asks for it while the scripts load (a preload), and the app's own request takes
  // that answer: one request, started by the page's <link>, not after the scripts ran.
  expect(configRequests).toBe(1);
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/config.json'))
      .map((e) => (e as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
  await expect(page.getByRole('banner').getByText('Live', { exact: true })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  const routes: Array<[string, RegExp, string]> = [
    ['Live matches', /#\/live$/, 'Live matches'],
    ['Win rates', /#\/winrates$/, 'Win rates by class'],
    ['Catalogue', /#\/catalogue$/, 'Archetype catalogue'],
    ['Status', /#\/status$/, 'Status'],
    ['Overview', /#\/$/, 'Overview'],
  ];
  for (const [link, url, heading] of routes) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  // The navigation's wall item opens the page that builds the wall's link (a way back stays);
  // the wall itself is a screen of its own, without the navigation.
  await nav.getByRole('link', { name: 'Wall display' }).click();
  await expect(page).toHaveURL(/#\/wall-link$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wall link' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wall display' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Open the wall here' }).click();
  await expect(page).toHaveURL(/#\/wall$/);
  await expect(page.getByTestId('wall')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto('./#/catalogue/123');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('./#/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the status page shows figures from the simulated service', async ({ page }) => {
  await page.goto('./#/status');
  const matches = page.getByRole('region', { name: 'Matches' });
  await expect(matches.getByText('Distinct matches seen').locator('..').locator('dd')).toHaveText(
    /^[1-9]\d*$/,
  );
  const catalogue = page.getByRole('region', { name: 'Catalogue and storage' });
  await expect(
    catalogue.getByText('Archetypes', { exact: true }).locator('..').locator('dd'),
  ).toHaveText(/^\d{2,}$/);
});

test('a broken config.json shows an error page naming the key', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ pollIntervalMs: 1000 }),
    }),
  );
  await page.goto('./');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: /configuration is invalid/ })).toBeVisible();
  await expect(alert).toContainText('pollIntervalMs');
  await expect(alert).toContainText('5000');
  await expect(alert).toContainText('1000');
});

test('a config.json key this version does not know is ignored and named, and the dashboard runs', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ pollIntervalMs: 5000, newReleaseSetting: true }),
    }),
  );
  await page.goto('./#/live');
  const notice = page.getByRole('region', { name: 'Ignored settings' });
  await expect(notice).toContainText('config.json has a key this version does not know');
  await expect(notice).toContainText('newReleaseSetting');
  await expect(liveRows(page).first()).toBeVisible();
});

test('config.json that is not JSON, or missing, is reported too', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"apiBaseUrl": ' }),
  );
  await page.goto('./');
  await expect(page.getByRole('alert')).toContainText('not valid JSON');
  await page.unroute('**/config.json');
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('HTTP 404');
});

test('a page whose code fails to load reloads by itself, waiting longer each time, and starts', async ({
  page,
}) => {
  // A deployment replaced the files while the page loaded: the entry script answers 404 twice.
  let failures = 0;
  await page.route('**/assets/index-*.js', (route) => {
    if (failures >= 2) return route.fallback();
    failures++;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  await page.clock.install();
  const retries = () => page.evaluate(() => sessionStorage.getItem('boot-retry'));
  await page.goto('./#/live');
  await expect.poll(retries).toBe('1');
  // 5 s after the first failure, not before.
  await page.clock.runFor(4900);
  expect(loads).toBe(1);
  await page.clock.runFor(200);
  await expect.poll(() => loads).toBe(2);
  await expect.poll(retries).toBe('2');
  // 10 s after the second.
  await page.clock.runFor(9800);
  expect(loads).toBe(2);
  await page.clock.runFor(300);
  await expect.poll(() => loads).toBe(3);
  await expect(liveRows(page).first()).toBeVisible();
  // Started: the count is cleared, so a later failure waits 5 s again.
  await expect.poll(retries).toBeNull();
});

test("a start that fails (its language's messages gone) reloads by itself and starts", async ({
  page,
}) => {
  let failed = false;
  await page.route('**/assets/messages-en-US.common-*.js', (route) => {
    if (failed) return route.fallback();
    failed = true;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  await page.clock.install();
  await page.goto('./#/');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('boot-retry'))).toBe('1');
  await page.clock.runFor(5100);
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('a URL parameter overrides a key for one screen', async ({ page }) => {
  await page.goto('./?poll=100#/');
  await expect(page.getByRole('alert')).toContainText('pollIntervalMs');
  await expect(page.getByRole('alert')).toContainText('from URL');
});

test('on a phone (390×844) every screen is reachable in one tap and nothing runs off the side', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of [
    '#/',
    '#/live',
    '#/winrates',
    '#/tiers',
    '#/matchups',
    '#/catalogue',
    '#/methods',
    '#/status',
  ]) {
    await page.goto(`./${route}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(9);
    // One row: every link on the same line, the row scrolling sideways to reach each.
    const tops = new Set<number>();
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      // Whole, but for a scroll position's fraction of a pixel.
      await expect(link).toBeInViewport({ ratio: 0.99 });
      tops.add(Math.round((await link.boundingBox())?.y ?? -1));
    }
    expect(tops.size).toBe(1);
    const pill = page.getByRole('banner').locator('[data-state]');
    const box = await pill.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(40); // one line
    // Its word whole ("Live", not "L…"): the phone's header leaves it the room.
    const word = pill.locator('span.font-semibold');
    await expect(word).toHaveText('Live');
    expect(await word.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.goto('./#/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Status' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
});

test("the browser's bar takes the theme's colour: dark by default, the chosen one, or the system's", async ({
  page,
}) => {
  const colours = () =>
    page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((m) => (m as HTMLMetaElement).content));
  await page.goto('./#/status');
  expect(await colours()).toEqual(['#0d1117', '#0d1117']);
  await page.getByLabel('Theme').selectOption('light');
  await expect.poll(colours).toEqual(['#f6f8fa', '#f6f8fa']);
  await page.getByLabel('Theme').selectOption('system');
  // One colour per system scheme (the metas' media queries choose).
  await expect.poll(colours).toEqual(['#0d1117', '#f6f8fa']);
  await page.reload();
  expect(await colours()).toEqual(['#0d1117', '#f6f8fa']);
});

test('the built page carries its own Content-Security-Policy, and no screen breaks it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto('./#/');
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  for (const route of [
    '/',
    '/live',
    '/winrates',
    '/tiers',
    '/matchups',
    '/catalogue',
    '/status',
    '/methods',
    '/wall',
    '/overlay?content=classes',
  ]) {
    await page.goto(`./#${route}`);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  expect(
    await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  ).toEqual([]);
});
