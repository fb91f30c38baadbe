// A screen through simulated days at the real count: the page clock advanced 5 s at a time (every
// timer fires as it would: the poll, the rotation, the clock, the pacing of rows), 17,280 polls a
// day, each answered by the simulated service for the page's instant (the real profile: 201
// entries as strings, about a match a minute). Every simulated hour it records the JS heap after
// garbage collection, DOM nodes, event listeners, timers pending and the bytes the page stores,
// as a JSON line in bench-results/week-soak-<start>.jsonl; every day a line; at the end a verdict:
// each figure's growth per day after the first day.
//
//   npx tsx bench/week-soak-bench.ts [days=7] [route=#/wall]   (build first: npm run build)
//
// What a fake clock cannot show (garbage collection timing, animation frames as the display
// paints them) is bench/soak-bench.ts's, in real time. No shared history is served here: the
// screen starts from the feed alone.
import { appendFileSync, mkdirSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { createSimService } from '../sim/service.ts';
import { heapAndDom, launchChromium, startPreview } from './preview.ts';

const PORT = 4192;
const STEP_MS = 5000;
const STEPS_AN_HOUR = 3_600_000 / STEP_MS;
const START = Date.UTC(2026, 10, 16, 0, 0, 0);

export interface WeekSample {
  hour: number;
  polls: number;
  heapMb: number;
  domNodes: number;
  listeners: number;
  timers: number;
  storedKb: number;
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
    stored: (await navigator.storage.estimate()).usage ?? 0,
  }));
  return { ...counts, timers: inPage.timers, storedKb: Math.round(inPage.stored / 1024) };
}

/** Growth per day of a figure from the end of day 1 to the end of the run. */
function perDay(samples: readonly WeekSample[], key: keyof WeekSample): number {
  const dayOne = samples.find((s) => s.hour === 24);
  const last = samples[samples.length - 1];
  if (!dayOne || !last || last.hour <= 24) return Number.NaN;
  return ((last[key] - dayOne[key]) / (last.hour - 24)) * 24;
}

export async function weekSoakBench(days: number, route: string, log: (line: string) => void) {
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/week-soak-${new Date().toISOString().replace(/:/g, '-')}.jsonl`;
  const preview = await startPreview(PORT);
  const samples: WeekSample[] = [];
  let simNow = START;
  const sim = createSimService({ profile: 'real', now: () => simNow, historyMs: 4 * 3_600_000 });
  try {
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const cdp = await page.context().newCDPSession(page);
    let polls = 0;
    await page.route('**/api/v1/live/replay_feed/', (r) => {
      polls++;
      return r.fulfill({ json: sim.feedBody(simNow) });
    });
    await page.route('**/api/v1/archetypes/**', (r) => r.fulfill({ json: sim.world.archetypes }));
    await page.clock.install({ time: START });
    await page.addInitScript(countTimers);
    const t0 = performance.now();
    await page.goto(`${preview.base}?historyUrl=null&cardDataUrl=null${route}`);
    await page.locator('[data-match-id]').first().waitFor({ timeout: 60_000 });
    for (let hour = 1; hour <= days * 24; hour++) {
      for (let step = 0; step < STEPS_AN_HOUR; step++) {
        simNow += STEP_MS;
        const before = polls;
        await page.clock.runFor(STEP_MS);
        // The poll was asked for; a round trip lets the page take its answer in.
        for (let wait = 0; polls === before && wait < 200; wait++)
          await new Promise((r) => setTimeout(r, 1));
        await page.evaluate(() => 0);
      }
      const s: WeekSample = { hour, polls, ...(await sample(page, cdp)) };
      samples.push(s);
      appendFileSync(file, `${JSON.stringify(s)}\n`);
      if (hour % 24 === 0)
        log(
          `day ${hour / 24} (${polls} polls, ${((performance.now() - t0) / 60_000).toFixed(1)} min): heap ${s.heapMb.toFixed(1)} MB, DOM nodes ${s.domNodes}, listeners ${s.listeners}, timers ${s.timers}, stored ${s.storedKb} KB`,
        );
    }
    await browser.close();
  } finally {
    preview.stop();
  }
  if (days > 1) {
    const figures = ['heapMb', 'domNodes', 'listeners', 'timers', 'storedKb'] as const;
    log(
      `growth per day after day 1: ${figures.map((k) => `${k} ${perDay(samples, k).toFixed(2)}`).join(', ')}`,
    );
  }
  log(`hourly samples in ${file}`);
  return samples;
}

if (process.argv[1]?.endsWith('week-soak-bench.ts')) {
  await weekSoakBench(Number(process.argv[2] ?? 7), process.argv[3] ?? '#/wall', console.log);
}
