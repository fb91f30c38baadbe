// A screen through simulated days at the real count: the page clock advanced 5 s at a time (every
// timer fires as it would: the poll, the rotation, the clock, the pacing of rows), 17,280 polls a
// day, each answered by the simulated service for the page's instant (the real profile: 201
// entries as strings, about a match a minute). Every simulated hour it records the JS heap after
// garbage collection, DOM nodes, event listeners, timers pending, the bytes the browser says the
// origin stores (with Chromium, also by IndexedDB and caches) and the bytes of what the app keeps
// in IndexedDB (its values as JSON) and the page's renderer process's memory by allocator
// (bench/renderer-memory.ts), as a JSON line in bench-results/week-soak-<start>.jsonl; every day a line; at the end a verdict:
// each figure's growth per day after the first day, and after the new build's first full day.
// At the start of day 3 a new build (the same code built with another version) replaces the
// served one on the same origin: the screen must run it within 10 simulated minutes, and load
// it once (no reload loop). From the deployment until the screen runs the new build (at most
// the limit and two minutes more) the clock runs at its real pace: fetching and installing a
// new service worker takes real seconds, and the page's limits on it are timers on the clock
// this bench otherwise races (5 simulated minutes pass in seconds here, in five minutes on a
// TV). The verdict says how long that window was.
//
//   npm run bench:week -- [days=7] [route=#/wall]   (it builds first;
//   DEPLOY_AFTER_HOURS moves the deployment, WEEK_SOAK_PORT the port, for runs side by side;
//   stopped with Ctrl-C or SIGTERM, it ends the hour under way and prints the verdict so far)
//
// What a fake clock cannot show (garbage collection timing, animation frames as the display
// paints them) is bench/soak-bench.ts's, in real time. No shared history is served here: the
// screen starts from the feed alone.
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { CDPSession, Page } from '@playwright/test';
import { createSimService } from '../sim/service.ts';
import { growthPerDay } from './growth.ts';
import { benchDist, heapAndDom, launchChromium, type Preview, startPreview } from './preview.ts';
import { type BrowserSession, rendererMemory } from './renderer-memory.ts';

const PORT = Number(process.env.WEEK_SOAK_PORT ?? 4192);
const STEP_MS = 5000;
const STEPS_AN_HOUR = 3_600_000 / STEP_MS;
const START = Date.UTC(2026, 10, 16, 0, 0, 0);
/** Simulated hours before the new build is deployed: the start of day 3 (`DEPLOY_AFTER_HOURS`). */
const DEPLOY_AFTER_HOURS = Number(process.env.DEPLOY_AFTER_HOURS ?? 48);
/** How long a screen may take to run a new build, simulated. */
const DEPLOY_LIMIT_MS = 10 * 60_000;

/** The entry script an index.html loads: which build a page runs. */
const entryOf = (html: string) => /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];

/** What a screen shows once it has taken its first answers. */
const readySelector = (route: string) =>
  route.startsWith('#/overlay') ? '[data-testid="overlay"] li' : '[data-match-id]';

/** Stops a preview and waits until its port answers no more. */
async function stopPreview(preview: Preview): Promise<void> {
  preview.stop();
  for (let i = 0; i < 100; i++) {
    const up = await fetch(preview.base).then(
      () => true,
      () => false,
    );
    if (!up) return;
    await sleep(100);
  }
  throw new Error(`the preview at ${preview.base} did not stop`);
}

/**
 * Lets the page finish what a task it started (an answer taken in, a render) queued: two rounds
 * of the page's own message queue, which the fake clock does not hold. A page between two
 * documents has nothing to finish.
 */
async function settle(page: Page): Promise<void> {
  try {
    await page.evaluate(async () => {
      for (let i = 0; i < 2; i++)
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        });
    });
  } catch {
    await page.waitForLoadState('domcontentloaded').catch(() => undefined);
  }
}

export interface WeekSample {
  hour: number;
  polls: number;
  heapMb: number;
  domNodes: number;
  listeners: number;
  timers: number;
  /** What the browser says the origin stores (`navigator.storage.estimate()`). */
  storedKb: number;
  /** The same, by what holds it, where the browser says (Chromium's `usageDetails`). */
  storedIndexedDbKb?: number;
  storedCachesKb?: number;
  /** What the app keeps in IndexedDB: every value, as JSON. */
  savedKb: number;
  /**
   * The page's renderer process: its resident set (where /proc is), Chromium's private footprint
   * and the allocators' totals from a memory dump, MB: what the device gives the tab beyond the
   * JS heap.
   */
  rendererMb?: number;
  rendererFootprintMb?: number;
  rendererAllocatorsMb?: Record<string, number>;
}

/** Counts the page's pending timers: set and not yet fired (timeouts) or cleared. */
function countTimers() {
  const live = new Set<number>();
  const w = window as unknown as { __timers: () => number };
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = set(
      (...a: unknown[]) => {
        live.delete(id);
        if (typeof fn === 'function') fn(...a);
      },
      ms,
      ...args,
    );
    live.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) live.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = every(fn, ms, ...args);
    live.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) live.delete(id);
    stop(id);
  }) as typeof window.clearInterval;
  w.__timers = () => live.size;
}

async function sample(page: Page, cdp: CDPSession) {
  const counts = await heapAndDom(cdp);
  const inPage = await page.evaluate(async () => ({
    timers: (window as unknown as { __timers: () => number }).__timers(),
    estimate: (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { indexedDB?: number; caches?: number };
    },
    saved: await (async () => {
      let bytes = 0;
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const store of Array.from(db.objectStoreNames)) {
          const values = await new Promise<unknown[]>((resolve, reject) => {
            const all = db.transaction(store).objectStore(store).getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          });
          for (const value of values) bytes += new Blob([JSON.stringify(value) ?? '']).size;
        }
        db.close();
      }
      return bytes;
    })(),
  }));
  return {
    ...counts,
    timers: inPage.timers,
    storedKb: Math.round((inPage.estimate.usage ?? 0) / 1024),
    ...(inPage.estimate.usageDetails
      ? {
          storedIndexedDbKb: Math.round((inPage.estimate.usageDetails.indexedDB ?? 0) / 1024),
          storedCachesKb: Math.round((inPage.estimate.usageDetails.caches ?? 0) / 1024),
        }
      : {}),
    savedKb: Math.round(inPage.saved / 1024),
  };
}

/** The entry script the page runs now (null between two documents). */
const runningEntry = (page: Page) =>
  page
    .evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src') ?? null)
    .catch(() => null);

export async function weekSoakBench(days: number, route: string, log: (line: string) => void) {
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/week-soak-${new Date().toISOString().replace(/:/g, '-')}.jsonl`;
  // The build served first, and the one deployed on day 3: the same code, another version (new
  // chunk names, a new index.html and worker), served from the same origin.
  const dir = mkdtempSync(join(tmpdir(), 'week-soak-'));
  cpSync(benchDist(), join(dir, 'first'), { recursive: true });
  const deploys = days * 24 > DEPLOY_AFTER_HOURS;
  if (deploys)
    await promisify(execFile)(
      'npx',
      ['vite', 'build', '--outDir', join(dir, 'second'), '--emptyOutDir', '--logLevel', 'error'],
      { env: { ...process.env, BUILD_VERSION: 'week-soak-second-build' } },
    );
  const secondEntry = deploys
    ? entryOf(readFileSync(join(dir, 'second', 'index.html'), 'utf8'))
    : null;
  let preview = await startPreview(PORT, {}, join(dir, 'first'));
  const deployment = {
    at: null as number | null,
    takenAfterMs: null as number | null,
    loads: 0,
    /** Real milliseconds the clock ran at its own pace after the deployment. */
    realMs: 0,
  };
  /** From the deployment until the new build runs, or the limit and two minutes are past. */
  const realPace = () =>
    deployment.at !== null &&
    deployment.takenAfterMs === null &&
    simNow - deployment.at < DEPLOY_LIMIT_MS + 120_000;
  const samples: WeekSample[] = [];
  let simNow = START;
  const sim = createSimService({ profile: 'real', now: () => simNow, historyMs: 4 * 3_600_000 });
  try {
    const browser = await launchChromium({ keepOnSignal: true });
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const cdp = await page.context().newCDPSession(page);
    const browserCdp = await browser.newBrowserCDPSession();
    const browserSession: BrowserSession = {
      send: (method, params) => browserCdp.send(method as never, params as never),
      on: (event, listener) => browserCdp.on(event as never, listener),
      off: (event, listener) => browserCdp.off(event as never, listener),
    };
    let polls = 0;
    let answered = 0;
    let stepsWithoutPoll = 0;
    await page.route('**/api/v1/live/replay_feed/', (r) => {
      polls++;
      return r.fulfill({ json: sim.feedBody(simNow) });
    });
    page.on('requestfinished', (r) => {
      if (r.url().includes('/replay_feed/')) answered++;
    });
    page.on('load', () => {
      if (deployment.at !== null) deployment.loads++;
    });
    await page.route('**/api/v1/archetypes/**', (r) => r.fulfill({ json: sim.world.archetypes }));
    await page.clock.install({ time: START });
    await page.addInitScript(countTimers);
    const t0 = performance.now();
    await page.goto(`${preview.base}?historyUrl=null&cardDataUrl=null${route}`);
    await page.locator(readySelector(route)).first().waitFor({ timeout: 60_000 });
    // Stopped by hand (Ctrl-C, SIGTERM): the hour under way ends, and the verdict covers the
    // hours run.
    let stopping = false;
    const stop = () => {
      stopping = true;
    };
    process.once('SIGINT', stop).once('SIGTERM', stop);
    for (let hour = 1; hour <= days * 24 && !stopping; hour++) {
      if (secondEntry && hour === DEPLOY_AFTER_HOURS + 1) {
        await stopPreview(preview);
        preview = await startPreview(PORT, {}, join(dir, 'second'));
        deployment.at = simNow;
        log(`hour ${DEPLOY_AFTER_HOURS}: the new build is deployed`);
      }
      for (let step = 0; step < STEPS_AN_HOUR; step++) {
        simNow += STEP_MS;
        const before = polls;
        if (realPace()) {
          // The page's clock flows with real time between the bench's moves.
          const t = performance.now();
          await sleep(STEP_MS);
          deployment.realMs += performance.now() - t;
        } else await page.clock.runFor(STEP_MS);
        // The poll is asked for and its answer taken in before the clock moves on: a poll still
        // on its way when the next one is due would be skipped by the page.
        for (let wait = 0; polls === before && wait < 400; wait++) await sleep(5);
        if (polls === before) stepsWithoutPoll++;
        for (let wait = 0; answered < polls && wait < 400; wait++) await sleep(5);
        await settle(page);
        if (
          deployment.at !== null &&
          deployment.takenAfterMs === null &&
          deployment.loads > 0 &&
          (await runningEntry(page)) === secondEntry
        )
          deployment.takenAfterMs = simNow - deployment.at;
      }
      // A page between two documents is sampled once it has its new one.
      const figures = await sample(page, cdp).catch(async () => {
        await page.waitForLoadState('load');
        return sample(page, cdp);
      });
      const renderer = await rendererMemory(browserSession).catch(() => null);
      const s: WeekSample = {
        hour,
        polls,
        ...figures,
        ...(renderer?.rssMb !== undefined ? { rendererMb: renderer.rssMb } : {}),
        ...(renderer
          ? {
              rendererFootprintMb: renderer.footprintMb,
              rendererAllocatorsMb: renderer.allocatorsMb,
            }
          : {}),
      };
      samples.push(s);
      appendFileSync(file, `${JSON.stringify(s)}\n`);
      if (hour % 24 === 0)
        log(
          `day ${hour / 24} (${polls} polls, ${stepsWithoutPoll} steps without one, ${((performance.now() - t0) / 60_000).toFixed(1)} min): heap ${s.heapMb.toFixed(1)} MB, DOM nodes ${s.domNodes}, listeners ${s.listeners}, timers ${s.timers}, stored ${s.storedKb} KB, saved ${s.savedKb} KB, renderer ${s.rendererMb ?? '?'} MB resident, ${s.rendererFootprintMb ?? '?'} MB private`,
        );
    }
    if (stopping) log(`stopped by hand after hour ${samples.at(-1)?.hour ?? 0} of ${days * 24}`);
    await browser.close();
  } finally {
    preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const figures = [
    'heapMb',
    'domNodes',
    'listeners',
    'timers',
    'storedKb',
    'savedKb',
    ...(samples.some((s) => s.rendererMb !== undefined) ? (['rendererMb'] as const) : []),
    ...(samples.some((s) => s.rendererFootprintMb !== undefined)
      ? (['rendererFootprintMb'] as const)
      : []),
  ] as const;
  // Each figure over the samples that have it (the renderer's memory is read where /proc is).
  const grows = (k: (typeof figures)[number], from: number) =>
    growthPerDay(
      samples.flatMap((s) => (s[k] !== undefined ? [{ hour: s.hour, v: s[k] }] : [])),
      'v',
      from,
    ).toFixed(2);
  const hours = samples.at(-1)?.hour ?? 0;
  if (hours > 24)
    log(`growth per day after day 1: ${figures.map((k) => `${k} ${grows(k, 24)}`).join(', ')}`);
  if (secondEntry && deployment.at !== null) {
    const taken = deployment.takenAfterMs;
    log(
      taken !== null && taken <= DEPLOY_LIMIT_MS && deployment.loads === 1
        ? `deployment at hour ${DEPLOY_AFTER_HOURS}: taken after ${taken / 1000} simulated s, one load (the clock at its real pace for ${(deployment.realMs / 1000).toFixed(0)} s)`
        : `deployment at hour ${DEPLOY_AFTER_HOURS}: NOT as required (taken after ${taken === null ? 'never' : `${taken / 1000} simulated s`}, ${deployment.loads} loads, the clock at its real pace for ${(deployment.realMs / 1000).toFixed(0)} s)`,
    );
    // From the end of the new build's first full day.
    const settled = DEPLOY_AFTER_HOURS + 24;
    if (hours > settled + 24)
      log(
        `growth per day after the new build's first full day (from hour ${settled}): ${figures.map((k) => `${k} ${grows(k, settled)}`).join(', ')}`,
      );
  }
  log(`hourly samples in ${file}`);
  return samples;
}

if (process.argv[1]?.endsWith('week-soak-bench.ts')) {
  await weekSoakBench(Number(process.argv[2] ?? 7), process.argv[3] ?? '#/wall', console.log);
}
