// The longest main-thread task when a poll lands, measured exactly from a Chrome performance
// trace (every task's duration, not only those over the 50 ms long-task threshold), in two cases:
// - "week": 7 days of published history on the page (retentionHours 168);
// - "fresh": a fresh tab with no history after 30 s of polling the demo-rate service, where every
//   poll changes the figures;
// - "fresh-low": the same with the lowest filters a viewer can choose (minimum games 1, no
//   popularity floor, the largest matrix), where the most rows are drawn.
// Per screen (#/, #/winrates, #/tiers, #/matchups, the wall; the three with filters for
// "fresh-low"), at normal speed and with the CPU
// slowed 4×, over five polls, each case run `runs` times: the worst and the median run. The
// longest task is broken down into script, style and layout, paint, and garbage collection.
// `npx tsx bench/task-bench.ts [runs] [case] [route…]` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import {
  describeMachine,
  launchChromium,
  machineReference,
  median,
  type Preview,
  startPreview,
} from './preview.ts';
import { longestTaskAfterPoll, type TaskParts, type TraceEvent } from './trace-tasks.ts';

const PORT = 4183;
const BASE = `http://127.0.0.1:${PORT}/`;
export const TASK_ROUTES = ['#/', '#/winrates', '#/tiers', '#/matchups', '#/wall'] as const;
/** The screens with a minimum-games filter, at their lowest filters. */
export const LOW_FILTER_ROUTES = [
  '#/winrates?min=1',
  '#/tiers?min=1&floor=0',
  '#/matchups?min=1&top=20',
] as const;
export const TASK_CASES = ['week', 'fresh', 'fresh-low'] as const;
export type TaskCase = (typeof TASK_CASES)[number];

async function measure(
  browser: Browser,
  route: string,
  cpu: number,
  which: TaskCase,
): Promise<{ ms: number; parts: TaskParts } | null> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (which === 'week') {
    await page.goto(`${BASE}?retentionHours=168${route}`);
    await page
      .getByText(/History since/)
      .first()
      .waitFor({ timeout: 60_000 });
    // Let the first render and the staggered charts settle.
    await page.waitForTimeout(6000);
  } else {
    await page.goto(`${BASE}?historyUrl=null${route}`);
    // Half a minute of polls: the figures exist, and every poll still changes them.
    for (let poll = 0; poll < 6; poll++) {
      await page.waitForResponse((r) => r.url().includes('replay_feed'), { timeout: 30_000 });
    }
  }
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
  });
  for (let poll = 0; poll < 5; poll++) {
    await page.waitForResponse((r) => r.url().includes('replay_feed'), { timeout: 30_000 });
  }
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return longestTaskAfterPoll(trace.traceEvents);
}

export interface TaskFigure {
  case: TaskCase;
  route: string;
  cpu: number;
  /** The longest task of each run, ms (null: no poll seen). */
  runs: (number | null)[];
  worstMs: number | null;
  medianMs: number | null;
  /** The parts of the worst run's longest task. */
  worstParts: TaskParts | null;
}

export async function taskBench(
  log: (line: string) => void,
  options: { runs?: number; cases?: readonly TaskCase[]; routes?: readonly string[] } = {},
): Promise<TaskFigure[]> {
  const runs = options.runs ?? 3;
  const dir = mkdtempSync(join(tmpdir(), 'task-bench-'));
  const out = join(dir, 'history');
  const figures: TaskFigure[] = [];
  let preview: Preview | null = null;
  try {
    const browser = await launchChromium();
    log(describeMachine(await machineReference(browser)));
    for (const which of options.cases ?? TASK_CASES) {
      if (which === 'week') await publishHistory(out, { rate: 2, hours: 7 * 24 });
      preview = await startPreview(PORT, which === 'week' ? { HISTORY_DIR: out } : {});
      const routes = which === 'fresh-low' ? LOW_FILTER_ROUTES : TASK_ROUTES;
      for (const route of options.routes ?? routes) {
        for (const cpu of [1, 4]) {
          const results: ({ ms: number; parts: TaskParts } | null)[] = [];
          for (let run = 0; run < runs; run++)
            results.push(await measure(browser, route, cpu, which));
          const seen = results.filter((r): r is { ms: number; parts: TaskParts } => r !== null);
          const worst = seen.reduce<(typeof seen)[number] | null>(
            (w, r) => (!w || r.ms > w.ms ? r : w),
            null,
          );
          const figure: TaskFigure = {
            case: which,
            route,
            cpu,
            runs: results.map((r) => r?.ms ?? null),
            worstMs: worst?.ms ?? null,
            medianMs: median(seen.map((r) => r.ms)),
            worstParts: worst?.parts ?? null,
          };
          figures.push(figure);
          log(describeTask(figure));
        }
      }
      preview.stop();
      preview = null;
    }
    await browser.close();
  } finally {
    preview?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

/** "fresh, #/winrates, CPU 4×: worst 48.2 ms, median 40.1 (runs 40.1, 48.2, 39.0); worst: …". */
export function describeTask(f: TaskFigure): string {
  const ms = (x: number | null) => (x === null ? 'no poll' : x.toFixed(1));
  const parts = f.worstParts
    ? `script ${ms(f.worstParts.script)}, style+layout ${ms(f.worstParts.styleLayout)}, paint ${ms(f.worstParts.paint)}, GC ${ms(f.worstParts.gc)}`
    : '';
  const other =
    f.worstParts && f.worstMs !== null
      ? Math.max(
          0,
          f.worstMs -
            f.worstParts.script -
            f.worstParts.styleLayout -
            f.worstParts.paint -
            f.worstParts.gc,
        )
      : null;
  return `${f.case}, ${f.route}, CPU ${f.cpu}×: worst ${ms(f.worstMs)} ms, median ${ms(f.medianMs)} (runs ${f.runs.map(ms).join(', ')}); worst task: ${parts}, other ${ms(other)}`;
}

if (process.argv[1]?.endsWith('task-bench.ts')) {
  const runs = Number(process.argv[2] ?? 3);
  const which = process.argv[3] as TaskCase | undefined;
  const routes = process.argv.slice(4);
  await taskBench(console.log, {
    runs,
    ...(which ? { cases: [which] } : {}),
    ...(routes.length > 0 ? { routes } : {}),
  });
}
