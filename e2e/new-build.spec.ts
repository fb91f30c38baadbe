// The offline shell against a real server that stops and comes back with a genuinely new build
// (built here with another version): the wall reloads while nothing answers and opens from the
// worker with its last data; when the server returns with the new build, the version watch
// picks it up once, the new worker takes over, and the page runs the new build's code.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { freePort } from '../deploy/nginx-host.test-helper.ts';
import { expect, liveRows, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

const root = resolve(import.meta.dirname, '..');
let dir = '';
/** One port for the whole test (one origin: the same worker and storage across builds). */
let port = 0;
let base = '';

/** Answers at all (any status): the server is up. */
const answers = () =>
  fetch(base).then(
    () => true,
    () => false,
  );

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  await expect.poll(condition, { message: what, timeout: 30_000 }).toBe(true);
}

/** `vite preview` of one build directory on the test's port. */
async function serve(build: string): Promise<ChildProcess> {
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      join(dir, build),
    ],
    { cwd: root, detached: true, stdio: 'ignore', env: { ...process.env, SIM_RATE: '2' } },
  );
  await waitUntil(answers, `the ${build} build served`);
  return server;
}

/** Stops the server entirely, at once (open keep-alive connections included). */
async function stop(server: ChildProcess): Promise<void> {
  if (server.pid) process.kill(-server.pid, 'SIGKILL');
  await waitUntil(async () => !(await answers()), 'the server stopped');
}

/** The entry script an index.html loads: which build a page runs. */
const entryOf = (html: string) => /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
/** The entry script the page runs now. */
const runningEntry = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));

test.beforeAll(async () => {
  // A second production build, with its own version: new chunks, a new index.html, a new worker.
  test.setTimeout(300_000);
  port = await freePort();
  base = `http://127.0.0.1:${port}/`;
  dir = mkdtempSync(join(tmpdir(), 'e2e-new-build-'));
  cpSync(join(root, 'dist'), join(dir, 'first'), { recursive: true });
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', join(dir, 'second'), '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, env: { ...process.env, BUILD_VERSION: 'e2e-second-build' } },
  );
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a wall that reloads with the server down opens with its data; a new build is picked up once', async ({
  page,
  shell,
}) => {
  test.setTimeout(180_000);
  const first = readFileSync(join(dir, 'first', 'index.html'), 'utf8');
  const second = readFileSync(join(dir, 'second', 'index.html'), 'utf8');
  expect(entryOf(first)).not.toBe(entryOf(second));
  const entry = () => runningEntry(page);

  let server = await serve('first');
  try {
    await page.goto(`${base}#/status`);
    await shell.ready();
    // Statistics saved, then the wall (a hash change: no load).
    await expect(page.getByText('Matches in the last save').locator('..')).toContainText(/[1-9]/, {
      timeout: 30_000,
    });
    await page.goto(`${base}#/wall?shift=0&rotate=600`);
    const wall = page.getByTestId('wall');
    await expect(wall.locator('[data-match-id]').first()).toBeVisible();

    // The server stops entirely; the screen reboots.
    await stop(server);
    await page.reload();
    await expect(wall.locator('[data-match-id]').first()).toBeVisible();
    await expect(wall.getByText(/[1-9][\d,]* games in window/)).toBeVisible();
    await expect(wall.getByRole('alert')).toContainText(/Cannot reach the service — last update/, {
      timeout: 30_000,
    });
    expect(await entry()).toBe(entryOf(first));

    // The server returns with the new build: one reload, into the new build's code.
    let loads = 0;
    page.on('load', () => {
      loads++;
    });
    server = await serve('second');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => loads, { timeout: 60_000 }).toBe(1);
    await expect.poll(entry).toBe(entryOf(second));
    await expect(wall.getByText('● Live')).toBeVisible({ timeout: 30_000 });
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration?.waiting, controlled: !!navigator.serviceWorker.controller };
    });
    expect(worker).toEqual({ waiting: false, controlled: true });
    // Checking again finds nothing new: no second reload.
    const checked = page.waitForResponse((r) => r.url().endsWith('/version.json'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await (await checked).json()).toEqual({ version: 'e2e-second-build' });
    await expect(page.getByText(/New version waiting/)).toHaveCount(0);
    expect(loads).toBe(1);
    expect(await entry()).toBe(entryOf(second));
  } finally {
    await stop(server).catch(() => undefined);
  }
});

test('an open #/live offers a new build and takes it when asked; an overlay takes one at once', async ({
  page,
  shell,
}) => {
  test.setTimeout(180_000);
  const first = entryOf(readFileSync(join(dir, 'first', 'index.html'), 'utf8'));
  const second = entryOf(readFileSync(join(dir, 'second', 'index.html'), 'utf8'));
  const entry = () => runningEntry(page);
  let loads = 0;
  let server = await serve('first');
  try {
    await page.goto(`${base}#/live`);
    await shell.ready();
    await expect(liveRows(page).first()).toBeVisible();
    // Someone is using the page.
    await page.getByRole('heading', { name: 'Live matches' }).click();
    page.on('load', () => {
      loads++;
    });

    await stop(server);
    server = await serve('second');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const banner = page.getByRole('region', { name: 'New version' });
    await expect(banner).toContainText('A new version of the dashboard is deployed', {
      timeout: 30_000,
    });
    expect(loads).toBe(0);
    expect(await entry()).toBe(first);
    await banner.getByRole('button', { name: 'Load it now' }).click();
    await expect.poll(() => loads, { timeout: 60_000 }).toBe(1);
    await expect.poll(entry).toBe(second);
    await expect(page.getByRole('region', { name: 'New version' })).toHaveCount(0);

    // An overlay (nobody at the keyboard): the next deployment is taken at once.
    await page.goto(`${base}#/overlay?content=ticker`);
    await expect(page.getByTestId('overlay')).toBeVisible();
    await stop(server);
    server = await serve('first');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => loads, { timeout: 60_000 }).toBe(2);
    await expect.poll(entry).toBe(first);
  } finally {
    await stop(server).catch(() => undefined);
  }
});
