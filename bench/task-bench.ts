// The longest main-thread task when a poll lands, measured exactly from a Chrome performance
// trace (every task's duration, not only those over the 50 ms long-task threshold): with 7 days
// of history on the page, on #/, #/winrates, #/matchups and #/wall, over five polls each, at
// normal speed and with the CPU slowed 4×.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { launchChromium, startPreview } from './preview.ts';

const PORT = 4183;
const BASE = `http://127.0.0.1:${PORT}/`;
export const TASK_ROUTES = ['#/', '#/winrates', '#/matchups', '#/wall'] as const;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string } };
}

/** Longest task (ms) on the page's main thread in the 3 s after each feed answer arrived. */
export function longestTaskAfterPoll(events: TraceEvent[]): number | null {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const feed = events
    .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('replay_feed'))
    .map((e) => e.args?.data?.requestId);
  const finishes = events.filter(
    (e) => e.name === 'ResourceFinish' && feed.includes(e.args?.data?.requestId),
  );
  if (finishes.length === 0) return null;
  let longest = 0;
  for (const finish of finishes) {
    for (const main of mains) {
      for (const e of events) {
        if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X') continue;
        if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
        if (e.ts + (e.dur ?? 0) < finish.ts || e.ts > finish.ts + 3_000_000) continue;
        longest = Math.max(longest, (e.dur ?? 0) / 1000);
      }
    }
  }
  return longest;
}

async function measure(browser: Browser, route: string, cpu: number): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(`${BASE}?retentionHours=168${route}`);
  await page
    .getByText(/History since/)
    .first()
    .waitFor({ timeout: 60_000 });
  // Let the first render and the staggered charts settle, then trace one poll landing.
  await page.waitForTimeout(6000);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  // Five polls, 25 s: some of them change a shown figure (a rate by 0.1 point, an hour
  // closing) and redraw a chart; the figure is the longest task after any of them.
  for (let poll = 0; poll < 5; poll++) {
    await page.waitForResponse((r) => r.url().includes('replay_feed'), { timeout: 15_000 });
  }
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return longestTaskAfterPoll(trace.traceEvents);
}

export interface TaskFigure {
  route: string;
  cpu: number;
  longestMs: number | null;
}

export async function taskBench(log: (line: string) => void): Promise<TaskFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'task-bench-'));
  const out = join(dir, 'history');
  await publishHistory(out, { rate: 2, hours: 7 * 24 });
  const preview = await startPreview(PORT, { HISTORY_DIR: out });
  const figures: TaskFigure[] = [];
  try {
    const browser = await launchChromium();
    for (const route of TASK_ROUTES) {
      for (const cpu of [1, 4]) {
        const longestMs = await measure(browser, route, cpu);
        log(
          `longest task when a poll lands, 7 days, ${route}, CPU ${cpu}×: ${longestMs === null ? 'no poll seen' : `${longestMs.toFixed(1)} ms`}`,
        );
        figures.push({ route, cpu, longestMs });
      }
    }
    await browser.close();
  } finally {
    preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (process.argv[1]?.endsWith('task-bench.ts')) {
  await taskBench(console.log);
}
