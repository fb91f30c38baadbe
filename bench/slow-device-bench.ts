// What a slow device (a TV stick) makes of the wall and the stream overlay: each screen runs
// with 24 h of published history and the demo-rate service, with the CPU slowed 1×, 4× and 6×;
// after 20 s of warm-up a Chrome trace records 60 s, and from it come the share of that time the
// page's main thread was busy, its longest task and how many tasks passed 50 ms.
// `npx tsx bench/slow-device-bench.ts [route] [cpu…]` runs it alone (all of them by default).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { describeMachine, launchChromium, machineReference, startPreview } from './preview.ts';
import { type TraceEvent, topLevelTasks } from './trace-tasks.ts';

const PORT = 4189;
const BASE = `http://127.0.0.1:${PORT}/`;
const WARM_MS = 20_000;
const MEASURE_MS = 60_000;
export const SLOW_ROUTES = ['#/wall', '#/overlay'] as const;
export const SLOW_CPUS = [1, 4, 6] as const;

export interface SlowDevice {
  route: string;
  cpu: number;
  /** Share of the measured time the main thread ran tasks, 0–1. */
  busy: number;
  longestTaskMs: number;
  tasksOver50: number;
}

/** Busy share, longest task and tasks over 50 ms of the renderer's main thread in a trace. */
export function mainThreadLoad(events: TraceEvent[], windowMs: number) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = main ? topLevelTasks(events, main.pid, main.tid) : [];
  // A trace without the page's main thread or a single task on it is a broken measurement, not an
  // idle device: say so rather than print zeros.
  if (!main || tasks.length === 0)
    throw new Error('the trace holds no task of the page main thread');
  const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
  return {
    busy: durations.reduce((a, b) => a + b, 0) / windowMs,
    longestTaskMs: Math.max(0, ...durations),
    tasksOver50: durations.filter((d) => d > 50).length,
  };
}

async function measure(browser: Browser, route: string, cpu: number): Promise<SlowDevice> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${BASE}${route}`);
  // Ready: the wall's first match row, the overlay's first bar.
  await page
    .locator(route === '#/wall' ? '[data-match-id]' : '[data-testid="overlay"] li')
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForTimeout(WARM_MS);
  // The page's tasks (RunTask) are traced under these categories, not under devtools.timeline.
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await page.waitForTimeout(MEASURE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return { route, cpu, ...mainThreadLoad(trace.traceEvents, MEASURE_MS) };
}

export async function slowDeviceBench(
  log: (line: string) => void,
  only: { routes?: readonly string[]; cpus?: readonly number[] } = {},
): Promise<SlowDevice[]> {
  const dir = mkdtempSync(join(tmpdir(), 'slow-device-'));
  const out = join(dir, 'history');
  await publishHistory(out, { rate: 2, hours: 24 });
  const preview = await startPreview(PORT, { HISTORY_DIR: out });
  const figures: SlowDevice[] = [];
  try {
    const browser = await launchChromium();
    log(describeMachine(await machineReference(browser)));
    for (const route of only.routes ?? SLOW_ROUTES) {
      for (const cpu of only.cpus ?? SLOW_CPUS) {
        const f = await measure(browser, route, cpu);
        figures.push(f);
        log(
          `${route}, CPU ${cpu}×: main thread busy ${(f.busy * 100).toFixed(1)} % of a minute, longest task ${f.longestTaskMs.toFixed(1)} ms, ${f.tasksOver50} tasks over 50 ms`,
        );
      }
    }
    await browser.close();
  } finally {
    preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (process.argv[1]?.endsWith('slow-device-bench.ts')) {
  const [route, ...cpus] = process.argv.slice(2);
  await slowDeviceBench(console.log, {
    ...(route ? { routes: [route] } : {}),
    ...(cpus.length > 0 ? { cpus: cpus.map(Number) } : {}),
  });
}
