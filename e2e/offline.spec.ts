// The offline app shell on the production build: a screen that reloads while every request
// fails still opens, shows its last statistics with their age, and recovers by itself; a new
// deployment's worker takes over only when asked, then the reload gets the new shell.
import { expect, fixedFeed, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

const feed = fixedFeed(300);

test('reloading with no network at all opens the app with its last data, then recovers', async ({
  page,
  network,
  feeds,
  shell,
}) => {
  await feeds.serve(feed);
  await page.goto('./#/status');
  // The worker is installed and the statistics are saved.
  await shell.ready();
  // Both files of the language in use are kept for an offline start (the shell's messages and
  // every screen's others), and no other language.
  const cached = () =>
    page.evaluate(async () =>
      (await (await caches.open('messages')).keys()).map((r) => new URL(r.url).pathname),
    );
  await expect.poll(async () => (await cached()).length).toBe(2);
  expect(
    (await cached()).map((path) => /\/messages-([\w-]+\.[\w]+)-[\w-]+\.js$/.exec(path)?.[1]).sort(),
  ).toEqual(['en-US.common', 'en-US.screens']);
  const saved = page.getByText('Matches in the last save').locator('..');
  await expect(saved).toContainText('300');

  await network.set(true);
  await page.reload();
  // Everything came from the worker's cache and the page's storage: no network at all.
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
  await expect(page.getByText('Matches restored at start').locator('..')).toContainText('300');
  await expect(page.getByRole('banner')).toContainText('Offline');
  await page.goto('./#/live');
  const rows = page.getByRole('list', { name: /Live matches/ }).getByRole('listitem');
  await expect(rows).toHaveCount(100);
  await expect(page.getByText(/This device is offline/).first()).toBeVisible();

  await network.set(false);
  await expect(page.getByRole('banner')).toContainText('Live', { timeout: 30_000 });
});

test('with the shell active, a new version makes the wall reload once, never in a loop', async ({
  page,
  feeds,
  shell,
}) => {
  await feeds.serve(feed);
  await page.goto('./#/status');
  await shell.ready();
  await page.route('**/version.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"version":"build-2"}' }),
  );
  // Going to #/wall from #/status is a hash change, not a load: every load counted is a reload.
  let reloads = 0;
  page.on('load', () => {
    reloads++;
  });
  // The wall's version watch sees it at once: it asks the worker for the new shell (there is
  // none here: the same build), reloads once, and then only says so.
  await page.goto('./#/wall?shift=0');
  await expect(page.getByText(/New version waiting: reload by hand \(seen 1×\)/)).toBeVisible({
    timeout: 30_000,
  });
  expect(reloads).toBe(1);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state,
      controlled: !!navigator.serviceWorker.controller,
    };
  });
  expect(state).toEqual({ active: 'activated', controlled: true });
});
