// What a slow device (a TV stick) makes of the wall and the stream overlay: each screen runs
// with 24 h of published history and the demo-rate service, with the CPU slowed 1×, 4× and 6×;
// after 20 s of warm-up a Chrome trace records two minutes, and from each minute come the share
// of it the page's main thread was busy, its longest task and how many tasks passed 50 ms (and
// how many of those were a full garbage collection). The first minute holds the collection of
// what the start-up left (V8 runs it once the page's allocation slows down, 25–30 s after it is
// ready at 6×); the second is the screen as it runs for days.
// Measured first at each rate, the machine's floor: `floor.html`, the least a live screen can do
// (one number a second, the feed every 5 s, no framework). Its tasks are the machine's; where it
// passes 50 ms, no screen can be shown within that limit on this machine at that rate.
// `npx tsx bench/slow-device-bench.ts [route…] [cpu…]` runs it alone (all of them by default).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { FEED_PATH } from '../sim/service.ts';
import {
  benchDist,
  describeMachine,
  launchChromium,
  machineReference,
  startPreview,
} from './preview.ts';
import { type TraceEvent, topLevelTasks } from './trace-tasks.ts';

const PORT = 4189;
const BASE = `http://127.0.0.1:${PORT}/`;
const WARM_MS = 20_000;
const MINUTE_MS = 60_000;
const MINUTES = 2;
/** The machine's floor (`bench/floor.html`), served beside the build. */
export const FLOOR = 'floor.html';
export const SLOW_ROUTES = [FLOOR, '#/wall', '#/overlay'] as const;
export const SLOW_CPUS = [1, 4, 6] as const;

/** Ready: the floor's first count of the feed, the wall's first match row, the overlay's first bar. */
export const readySelector = (route: string) =>
  route === FLOOR
    ? '#feed:not(:empty)'
    : route.startsWith('#/wall')
      ? '[data-match-id]'
      : '[data-testid="overlay"] li';

/** The build and the floor page (its feed path written in) in one directory, for a preview to serve. */
export function siteWithFloor(dir: string): string {
  const site = join(dir, 'site');
  cpSync(benchDist(), site, { recursive: true });
  writeFileSync(
    join(site, FLOOR),
    readFileSync(new URL('floor.html', import.meta.url), 'utf8').replaceAll(
      '%FEED_PATH%',
      FEED_PATH,
    ),
  );
  return site;
}

export interface MainThreadLoad {
  /** Share of the measured time the main thread ran tasks, 0–1. */
  busy: number;
  longestTaskMs: number;
  tasksOver50: number;
  /** Of the tasks over 50 ms, those that were mostly a full garbage collection (MajorGC). */
  collectionsOver50: number;
}

export interface SlowDevice {
  route: string;
  cpu: number;
  /** Each traced minute in turn. */
  minutes: MainThreadLoad[];
}

/**
 * Busy share, longest task and tasks over 50 ms of the renderer's main thread in each of
 * `windows` windows of `windowMs` from the trace's first task (a task belongs to the window it
 * starts in).
 */
export function mainThreadLoad(
  events: TraceEvent[],
  windowMs: number,
  windows = 1,
): MainThreadLoad[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = main ? topLevelTasks(events, main.pid, main.tid) : [];
  // A trace without the page's main thread or a single task on it is a broken measurement, not an
  // idle device: say so rather than print zeros.
  if (!main || tasks.length === 0)
    throw new Error('the trace holds no task of the page main thread');
  const collections = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'MajorGC',
  );
  // A task that was mostly a full collection: one inside it taking over half its time.
  const collecting = (task: TraceEvent) =>
    collections.some(
      (gc) =>
        gc.ts >= task.ts &&
        gc.ts + (gc.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
        (gc.dur ?? 0) * 2 > (task.dur ?? 0),
    );
  const start = tasks[0]?.ts ?? 0;
  return Array.from({ length: windows }, (_, i) => {
    const from = start + i * windowMs * 1000;
    const inWindow = tasks.filter((e) => e.ts >= from && e.ts < from + windowMs * 1000);
    const durations = inWindow.map((e) => (e.dur ?? 0) / 1000);
    const long = inWindow.filter((e) => (e.dur ?? 0) > 50_000);
    return {
      busy: durations.reduce((a, b) => a + b, 0) / windowMs,
      longestTaskMs: Math.max(0, ...durations),
      tasksOver50: long.length,
      collectionsOver50: long.filter(collecting).length,
    };
  });
}

/**
 * One line per screen and rate: within the 50 ms limit (no task over it in any minute), over it,
 * or over it on a machine whose floor (`FLOOR` at the same rate) is over it too, where the
 * figure cannot say whether the screen would be within the limit on a device of that speed.
 */
export function slowDeviceVerdicts(figures: readonly SlowDevice[]): string[] {
  const over = (f: SlowDevice) => f.minutes.reduce((n, m) => n + m.tasksOver50, 0);
  const tasks = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'} over 50 ms`;
  return figures
    .filter((f) => f.route !== FLOOR)
    .map((f) => {
      const floor = figures.find((g) => g.route === FLOOR && g.cpu === f.cpu);
      const head = `${f.route} at ${f.cpu}×: `;
      if (over(f) === 0) return `${head}within the limit (no task over 50 ms)`;
      if (floor && over(floor) > 0)
        return `${head}not measurable here: ${tasks(over(f))}, and the machine’s floor has ${over(floor)} (a page changing one number a second)`;
      return `${head}over the limit: ${tasks(over(f))}, the machine’s floor ${floor ? 'none' : 'not measured'}`;
    });
}

async function measure(browser: Browser, route: string, cpu: number): Promise<SlowDevice> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${BASE}${route}`);
  await page.locator(readySelector(route)).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(WARM_MS);
  // The page's tasks (RunTask) are traced under these categories, not under devtools.timeline.
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await page.waitForTimeout(MINUTES * MINUTE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return { route, cpu, minutes: mainThreadLoad(trace.traceEvents, MINUTE_MS, MINUTES) };
}

export async function slowDeviceBench(
  log: (line: string) => void,
  only: { routes?: readonly string[]; cpus?: readonly number[] } = {},
): Promise<SlowDevice[]> {
  const dir = mkdtempSync(join(tmpdir(), 'slow-device-'));
  const out = join(dir, 'history');
  await publishHistory(out, { rate: 2, hours: 24 });
  // The build and the floor page served together, from a copy: the build stays as it was built.
  const site = siteWithFloor(dir);
  const preview = await startPreview(PORT, { HISTORY_DIR: out }, site);
  const figures: SlowDevice[] = [];
  try {
    const browser = await launchChromium();
    log(describeMachine(await machineReference(browser)));
    // The floor first at each rate, right before the screens it is the reference for.
    const screens = (only.routes ?? SLOW_ROUTES).filter((route) => route !== FLOOR);
    for (const cpu of only.cpus ?? SLOW_CPUS) {
      for (const route of [FLOOR, ...screens]) {
        const f = await measure(browser, route, cpu);
        figures.push(f);
        f.minutes.forEach((m, i) => {
          log(
            `${route}, CPU ${cpu}×, minute ${i + 1}: main thread busy ${(m.busy * 100).toFixed(1)} %, longest task ${m.longestTaskMs.toFixed(1)} ms, ${m.tasksOver50} tasks over 50 ms (${m.collectionsOver50} of them full garbage collections)`,
          );
        });
      }
    }
    for (const line of slowDeviceVerdicts(figures)) log(line);
    await browser.close();
  } finally {
    preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (process.argv[1]?.endsWith('slow-device-bench.ts')) {
  // Numbers are CPU rates, anything else a route: `'#/wall' '#/overlay' 6`.
  const args = process.argv.slice(2);
  const cpus = args.filter((a) => /^\d+(\.\d+)?$/.test(a));
  const routes = args.filter((a) => !cpus.includes(a));
  await slowDeviceBench(console.log, {
    ...(routes.length > 0 ? { routes } : {}),
    ...(cpus.length > 0 ? { cpus: cpus.map(Number) } : {}),
  });
}
