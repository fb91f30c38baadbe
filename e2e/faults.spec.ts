// Fault tests on the production build: whatever the service or the browser does, the
// dashboard keeps the last good data on screen, says what is wrong in plain words, recovers by
// itself, never runs or links injected content, and keeps its statistics across a reload.
import type { Page } from '@playwright/test';
import { expect, fixedFeed, liveRows, test, world } from './fixtures.ts';

const FEED = '**/api/v1/live/replay_feed/';
const LIST = '**/api/v1/archetypes/**';

type Mode =
  | { kind: 'pass' }
  | { kind: 'down' }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'body'; contentType: string; body: string }
  | { kind: 'hang' };

/** Routes the feed through a switch the test flips; counts the requests that reached it. */
async function feedSwitch(page: Page) {
  const state = { mode: { kind: 'pass' } as Mode, requests: 0 };
  await page.route(FEED, async (route) => {
    state.requests++;
    const mode = state.mode;
    if (mode.kind === 'down') return route.abort('connectionrefused');
    if (mode.kind === 'status') {
      return route.fulfill({
        status: mode.status,
        contentType: 'application/json',
        headers: mode.retryAfter ? { 'Retry-After': mode.retryAfter } : {},
        body: '{"detail":"error"}',
      });
    }
    if (mode.kind === 'body')
      return route.fulfill({ status: 200, contentType: mode.contentType, body: mode.body });
    if (mode.kind === 'hang') return; // never answered: the page's own timeout must fire
    return route.continue();
  });
  return state;
}

/**
 * Records the page's own (fake) clock at every feed request it starts, so a test can check
 * timing by the page's time, whatever the load on the machine.
 */
async function logFeedRequests(page: Page) {
  await page.addInitScript(() => {
    const log: number[] = [];
    (window as unknown as { __feedRequests: number[] }).__feedRequests = log;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/v1/live/replay_feed/')) log.push(Date.now());
      return original(input, init);
    };
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { __feedRequests: number[] }).__feedRequests]);
}

/**
 * Moves the page's clock on by `stepMs` at a time until `check` passes. Between steps the page
 * gets the time `check` allows to take in a poll's outcome, so a slow machine takes more steps
 * rather than skipping past an answer.
 */
async function advanceUntil(
  page: Page,
  stepMs: number,
  check: () => Promise<void>,
  timeout = 60_000,
): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await check();
  }).toPass({ timeout, intervals: [50, 100, 250] });
}

const rows = liveRows;
const figure = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('..').locator('dd');
const count = async (page: Page, label: string) =>
  Number((await figure(page, label).textContent())?.replace(/,/g, ''));

test('the service down, then back: last data stays, the outage is said, it recovers, a reload keeps what was saved', async ({
  page,
}) => {
  await page.clock.install();
  const feed = await feedSwitch(page);
  await page.goto('./#/live');
  await expect(rows(page).first()).toBeVisible();
  expect(await count(page, 'Matches seen since start')).toBeGreaterThan(0);

  feed.mode = { kind: 'down' };
  const alert = page.getByRole('alert');
  await advanceUntil(page, 5000, () =>
    expect(alert).toContainText('Cannot reach the service', { timeout: 250 }),
  );
  await expect(alert).toContainText('Retrying automatically');
  // Only the service is down: the device is not called offline.
  await expect(alert).not.toContainText('offline');
  await expect(page.getByRole('banner')).toContainText('Service unreachable');
  expect(await rows(page).count()).toBeGreaterThan(0);

  feed.mode = { kind: 'pass' };
  await advanceUntil(page, 5000, () => expect(alert).toHaveCount(0, { timeout: 250 }));
  await expect(page.getByRole('main').getByText('Live · updated')).toBeVisible();

  // Down again (twice in a row, so no answer is still on its way): once the page has saved
  // everything it saw, a reload brings all of it back.
  feed.mode = { kind: 'down' };
  await advanceUntil(page, 5000, () =>
    expect(alert).toContainText('Cannot reach the service', { timeout: 250 }),
  );
  await page.goto('./#/status');
  const seen = await count(page, 'Distinct matches seen');
  expect(seen).toBeGreaterThan(0);
  await advanceUntil(page, 5000, () =>
    expect(figure(page, 'Matches in the last save')).toHaveText(seen.toLocaleString('en'), {
      timeout: 250,
    }),
  );
  await page.reload();
  await expect(figure(page, 'Matches restored at start')).toHaveText(seen.toLocaleString('en'));
  await page.goto('./#/live');
  await expect(rows(page).first()).toBeVisible();
  expect(await count(page, 'Matches seen since start')).toBe(seen);
});

test('this device going offline is called that, and the page recovers when it is back', async ({
  page,
  context,
}) => {
  await page.goto('./#/live');
  await expect(rows(page).first()).toBeVisible();
  await context.setOffline(true);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This device is offline');
  await expect(page.getByRole('banner')).toContainText('Offline');
  expect(await rows(page).count()).toBeGreaterThan(0);
  await context.setOffline(false);
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Live · updated')).toBeVisible();
});

test('500s: the error is named, the last matches stay, polling recovers', async ({ page }) => {
  await page.clock.install();
  const feed = await feedSwitch(page);
  await page.goto('./#/live');
  await expect(rows(page).first()).toBeVisible();
  feed.mode = { kind: 'status', status: 500 };
  const alert = page.getByRole('alert');
  await advanceUntil(page, 5000, () =>
    expect(alert).toContainText('The service is failing (HTTP 500)', { timeout: 250 }),
  );
  expect(await rows(page).count()).toBeGreaterThan(0);
  feed.mode = { kind: 'pass' };
  await advanceUntil(page, 5000, () => expect(alert).toHaveCount(0, { timeout: 250 }));
});

test('429 with Retry-After: no request before the service allows it, and polling resumes then', async ({
  page,
}) => {
  await page.clock.install();
  const feedRequests = await logFeedRequests(page);
  const feed = await feedSwitch(page);
  await page.goto('./#/live');
  await expect(rows(page).first()).toBeVisible();
  feed.mode = { kind: 'status', status: 429, retryAfter: '30' };
  await advanceUntil(page, 1000, () =>
    expect(page.getByRole('alert')).toContainText('rate-limiting us (HTTP 429)', {
      timeout: 250,
    }),
  );
  const limited = (await feedRequests()).length;
  const limitedAt = (await feedRequests()).at(-1) ?? 0;
  feed.mode = { kind: 'pass' };
  await advanceUntil(page, 1000, async () =>
    expect((await feedRequests()).length).toBeGreaterThan(limited),
  );
  // Measured on the page's own clock: the next request came 30 s after the 429 was asked for
  // (the 429 answer itself arrived a little later), and not much more.
  const resumedAt = (await feedRequests())[limited] ?? 0;
  expect(resumedAt - limitedAt).toBeGreaterThanOrEqual(30_000);
  expect(resumedAt - limitedAt).toBeLessThan(45_000);
  await expect(page.getByRole('main').getByText('Live · updated')).toBeVisible();
});

test('answers slower than the timeout, HTML pages and truncated JSON are each named in plain words', async ({
  page,
}) => {
  await page.clock.install();
  const feed = await feedSwitch(page);
  await page.goto('./#/status');
  await expect(figure(page, 'Successes')).toHaveText(/^[1-9]/);
  const lastError = page.getByRole('region', { name: 'Feed polling' });

  feed.mode = { kind: 'hang' };
  await advanceUntil(page, 5000, () =>
    expect(lastError).toContainText('The service did not answer within 10 s.', { timeout: 250 }),
  );

  feed.mode = {
    kind: 'body',
    contentType: 'text/html; charset=utf-8',
    body: '<!DOCTYPE html><html><body><h1>Api Root</h1></body></html>',
  };
  await advanceUntil(page, 5000, () =>
    expect(lastError).toContainText('The service sent a web page instead of JSON data.', {
      timeout: 250,
    }),
  );

  feed.mode = { kind: 'body', contentType: 'application/json', body: '{"data":[{"id":"0f8f' };
  await advanceUntil(page, 5000, () =>
    expect(lastError).toContainText('The service sent broken JSON (cut off or malformed).', {
      timeout: 250,
    }),
  );
  await expect(page.getByRole('banner').getByText('Service error')).toBeVisible();
});

test('malformed, duplicated and hostile data: good entries kept, bad ones counted, nothing injected runs or links', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const good = fixedFeed(50);
  const first = good[0];
  if (!first) throw new Error('empty feed');
  const hostileId = 999_999;
  const feed = [
    ...good,
    { ...first },
    { ...first, id: 'not-a-uuid' },
    { ...first, id: '11111111-1111-4111-8111-111111111111', player1_won: true, player2_won: true },
    { ...first, id: '22222222-2222-4222-8222-222222222222', player1_rank: 77 },
    {
      ...first,
      id: '33333333-3333-4333-8333-333333333333',
      player1_archetype: hostileId,
      player2_archetype: hostileId,
    },
    '<script>window.__xss = 1</script>',
  ];
  // Within the 200 characters a name may have; a longer one is refused and counted.
  const hostileName = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1</script>${'A'.repeat(100)}`;
  await page.route(FEED, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: feed }) }),
  );
  await page.route(LIST, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([
        ...world.archetypes,
        {
          id: hostileId,
          name: hostileName,
          player_class: 9,
          player_class_name: 'WARLOCK',
          url: 'javascript:alert(document.cookie)',
          standard_ccp_signature_core: null,
          wild_ccp_signature_core: null,
        },
        {
          id: hostileId + 1,
          name: 'A'.repeat(3000),
          player_class: 9,
          player_class_name: 'WARLOCK',
          url: `/archetypes/${hostileId + 1}/`,
          standard_ccp_signature_core: null,
          wild_ccp_signature_core: null,
        },
      ]),
    }),
  );
  await page.goto('./#/live');
  await expect(rows(page)).toHaveCount(51);
  await expect(rows(page).first()).toContainText('<img src=x');
  await page.goto('./#/status');
  const matches = page.getByRole('region', { name: 'Matches' });
  await expect(matches.getByText('id is not a UUID').locator('..').locator('dd')).toHaveText('1');
  await expect(matches.getByText('both players won').locator('..').locator('dd')).toHaveText('1');
  await expect(
    matches.getByText('player 1 rank outside 1–51').locator('..').locator('dd'),
  ).toHaveText('1');
  await expect(matches.getByText('not an object').locator('..').locator('dd')).toHaveText('1');
  await expect(
    page.getByText('Archetype links refused (unsafe url)').locator('..').locator('dd'),
  ).toHaveText('1');
  await expect(
    page.getByText('name is longer than 200 characters').locator('..').locator('dd'),
  ).toHaveText('1');

  await page.goto(`./#/catalogue/${hostileId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
  await expect(page.getByText('No safe link to the site for this archetype.')).toBeVisible();
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(await page.locator('img[src="x"], main script').count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(page.url()).toMatch(new RegExp(`#/catalogue/${hostileId}$`));
});

test('a feed of 10,000 entries and a catalogue of 5,000 archetypes', async ({ page }) => {
  const big = fixedFeed(10_000);
  const extra = Array.from({ length: 5000 }, (_, i) => ({
    id: 200_000 + i,
    name: `Generated Archetype ${i}`,
    player_class: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14][i % 11],
    player_class_name: 'X',
    url: `/archetypes/${200_000 + i}/generated-archetype-${i}`,
    standard_ccp_signature_core: null,
    wild_ccp_signature_core: null,
  }));
  await page.route(FEED, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: big }) }),
  );
  await page.route(LIST, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([...world.archetypes, ...extra]),
    }),
  );
  await page.goto('./#/live');
  await expect(rows(page)).toHaveCount(100);
  await expect(figure(page, 'Matches seen since start')).toHaveText('10,000');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  const total = world.archetypes.length + 5000;
  await expect(
    page.getByText(`${total.toLocaleString('en')} of ${total.toLocaleString('en')} archetypes`),
  ).toBeVisible();
  await page.getByLabel('Search name or id').fill('Generated Archetype 4999');
  await expect(page.getByText(`1 of ${total.toLocaleString('en')} archetypes`)).toBeVisible();
});

test('IndexedDB unavailable: the dashboard runs in memory and the status page says so', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await page.goto('./#/live');
  await expect(rows(page).first()).toBeVisible();
  await page.goto('./#/status');
  await expect(page.getByText('In memory only', { exact: true })).toBeVisible();
  await expect(page.getByText(/IndexedDB is not available.*memory only/)).toBeVisible();
});

test('IndexedDB failing with a quota error: the dashboard runs in memory and says so', async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('./#/status');
  await expect(page.getByText('In memory only', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Storage is full \(quota exceeded\)/)).toBeVisible();
  await expect(page.getByText('Distinct matches seen').locator('..').locator('dd')).toHaveText(
    /^[1-9]/,
  );
});
