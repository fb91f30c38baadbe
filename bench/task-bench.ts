// The longest main-thread task when a poll lands, measured exactly from a Chrome performance
// trace (every task's duration, not only those over the 50 ms long-task threshold), in two cases:
// - "week": 7 days of published history on the page (retentionHours 168);
// - "fresh": a fresh tab with no history after 30 s of polling the demo-rate service, where every
//   poll changes the figures.
// Per screen (#/, #/winrates, #/tiers, #/matchups, the wall), at normal speed and with the CPU
// slowed 4×, over five polls, each case run `runs` times: the worst and the median run. The
// longest task is broken down into script, style and layout, paint, and garbage collection.
// `npx tsx bench/task-bench.ts [runs] [case]` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { launchChromium, type Preview, startPreview } from './preview.ts';

const PORT = 4183;
const BASE = `http://127.0.0.1:${PORT}/`;
export const TASK_ROUTES = ['#/', '#/winrates', '#/tiers', '#/matchups', '#/wall'] as const;
export const TASK_CASES = ['week', 'fresh'] as const;
export type TaskCase = (typeof TASK_CASES)[number];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string } };
}

/** What the longest task spent its time on (ms of its nested events, by kind). */
export interface TaskParts {
  script: number;
  styleLayout: number;
  paint: number;
  gc: number;
}

const PART_OF: Record<string, keyof TaskParts> = {
  FunctionCall: 'script',
  'v8.callFunction': 'script',
  EvaluateScript: 'script',
  'V8.Execute': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'styleLayout',
  Layout: 'styleLayout',
  RecalculateStyles: 'styleLayout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseAuthorStyleSheet: 'styleLayout',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
};

const isTask = (e: TraceEvent) =>
  e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/** Longest task (ms) on the page's main thread in the 3 s after each feed answer, with its parts. */
export function longestTaskAfterPoll(
  events: TraceEvent[],
): { ms: number; parts: TaskParts } | null {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const feed = events
    .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('replay_feed'))
    .map((e) => e.args?.data?.requestId);
  const finishes = events.filter(
    (e) => e.name === 'ResourceFinish' && feed.includes(e.args?.data?.requestId),
  );
  if (finishes.length === 0) return null;
  let longest: TraceEvent | null = null;
  for (const finish of finishes) {
    for (const main of mains) {
      for (const e of events) {
        if (e.pid !== main.pid || e.tid !== main.tid || !isTask(e)) continue;
        if (e.ts + (e.dur ?? 0) < finish.ts || e.ts > finish.ts + 3_000_000) continue;
        if (!longest || (e.dur ?? 0) > (longest.dur ?? 0)) longest = e;
      }
    }
  }
  if (!longest) return { ms: 0, parts: { script: 0, styleLayout: 0, paint: 0, gc: 0 } };
  const parts: TaskParts = { script: 0, styleLayout: 0, paint: 0, gc: 0 };
  const end = longest.ts + (longest.dur ?? 0);
  // Top-level kinds only: a GC inside a function call counts as GC, not twice.
  const counted: { start: number; end: number }[] = [];
  const nested = events
    .filter(
      (e) =>
        e.pid === longest?.pid &&
        e.tid === longest.tid &&
        e.ph === 'X' &&
        e.ts >= (longest?.ts ?? 0) &&
        e.ts + (e.dur ?? 0) <= end &&
        PART_OF[e.name] !== undefined,
    )
    // GC first (it is counted wherever it nests), then outer events before those inside them.
    .sort(
      (a, b) =>
        (PART_OF[a.name] === 'gc' ? 0 : 1) - (PART_OF[b.name] === 'gc' ? 0 : 1) ||
        a.ts - b.ts ||
        (b.dur ?? 0) - (a.dur ?? 0),
    );
  for (const e of nested) {
    const span = { start: e.ts, end: e.ts + (e.dur ?? 0) };
    const inside = counted.some((c) => span.start >= c.start && span.end <= c.end);
    const part = PART_OF[e.name] as keyof TaskParts;
    if (inside && part !== 'gc') continue;
    if (part === 'gc') {
      parts.gc += (e.dur ?? 0) / 1000;
      continue;
    }
    counted.push(span);
    parts[part] += (e.dur ?? 0) / 1000;
  }
  parts.script = Math.max(0, parts.script - parts.gc);
  return { ms: (longest.dur ?? 0) / 1000, parts };
}

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

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : (s[Math.floor((s.length - 1) / 2)] ?? null);
};

export async function taskBench(
  log: (line: string) => void,
  options: { runs?: number; cases?: readonly TaskCase[] } = {},
): Promise<TaskFigure[]> {
  const runs = options.runs ?? 3;
  const dir = mkdtempSync(join(tmpdir(), 'task-bench-'));
  const out = join(dir, 'history');
  const figures: TaskFigure[] = [];
  let preview: Preview | null = null;
  try {
    const browser = await launchChromium();
    for (const which of options.cases ?? TASK_CASES) {
      if (which === 'week') await publishHistory(out, { rate: 2, hours: 7 * 24 });
      preview = await startPreview(PORT, which === 'week' ? { HISTORY_DIR: out } : {});
      for (const route of TASK_ROUTES) {
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
  await taskBench(console.log, { runs, ...(which ? { cases: [which] } : {}) });
}
