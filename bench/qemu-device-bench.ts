// A slow device without DevTools' throttling: Chromium run by qemu-user (`qemu-x86_64`, Debian's
// `qemu-user`), which translates every instruction, so all the page does, script, style, layout
// and paint, runs many times slower than on this machine. On this machine DevTools' throttling
// cannot show the TV stick's limit for any page (the slow-device bench's floor is over it); here
// the floor is not. How much slower is measured, the machine reference run natively and under
// qemu, and the limit scales with it: a task of 50 ms on a 6× device is 50 × slowdown / 6 ms
// here (the smaller of the script and layout slowdowns, the stricter limit).
// Each run: one browser under qemu (one context: a second one crashes it), the floor
// (`bench/floor.html`), the wall and the overlay in turn, each given minutes to settle (qemu
// translates code the first time it runs, far slower than it then runs), then a minute of
// polls. Long tasks are counted by the page's own PerformanceObserver (`long-work.ts`); the long
// animation frames over the limit are printed with the scripts in them and what happened during
// them (a fetch answered, the wall's rotation drawn or turned, a match's row arriving), each
// long task with the long frame it began in, and V8's own log of its collections (`--trace-gc`)
// gives the garbage collector's pauses in the same minute: a task over the limit may be a
// collection's pause, which no change to the page's code shortens.
// `npx tsx bench/qemu-device-bench.ts [route…] [--runs N] [--settle SECONDS]` (3 runs of the
// floor, `#/wall` and `#/overlay`, 180 s to settle, by default; about 15 minutes a run), with
// 24 h of published history and the demo-rate service (`SIM_PROFILE=real`: the real rate).
// With `--throttle` the same minutes are taken natively with DevTools' CPU throttling at 6× and
// the limit of 50 ms itself: the page's own observer, no trace (the slow-device bench traces and
// counts every task of the renderer, where its floor at 6× is over 50 ms on this machine); 60 s
// to settle by default.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { CHROMIUM_ARGS } from '../scripts/find-chromium.ts';
import { frameHolding, type LongWork, longWorkScript } from './long-work.ts';
import {
  describeMachine,
  launchChromium,
  type MachineReference,
  machineReference,
  median,
  startPreview,
} from './preview.ts';
import { FLOOR, readySelector, SLOW_ROUTES, siteWithFloor } from './slow-device-bench.ts';
import { type GcPause, gcPauses } from './v8-gc-log.ts';

const PORT = 4185;
/** Debian's Chromium binary (`/usr/bin/chromium` is a shell script, which qemu cannot run). */
const CHROMIUM_BINARY = process.env.QEMU_CHROMIUM ?? '/usr/lib/chromium/chromium';
/** The device the limit is for: a TV stick, 6× slower than a desktop, and its limit there. */
export const DEVICE_RATE = 6;
export const DEVICE_LIMIT_MS = 50;

/**
 * The limit here for a task of `DEVICE_LIMIT_MS` on the device: scaled by the smaller of the
 * script and layout slowdowns under qemu (the stricter reading).
 */
export function qemuLimitMs(native: MachineReference, underQemu: MachineReference): number {
  const slowdown = Math.min(
    underQemu.scriptMs / native.scriptMs,
    underQemu.layoutMs / native.layoutMs,
  );
  return (DEVICE_LIMIT_MS * slowdown) / DEVICE_RATE;
}

export interface QemuMinute {
  route: string;
  run: number;
  /** The run's limit (qemuLimitMs: its own slowdown, measured in the same browser). */
  limitMs: number;
  /** Every long task's duration (over 50 ms), ms. */
  longTasksMs: number[];
  /**
   * The garbage collector's pauses over the limit in the minute, of any isolate (the page's, or
   * its service worker's on the worker's thread: told apart by the heap's size).
   */
  gcPauses?: GcPause[];
}

/**
 * Per screen, over every run's minute, each against its run's limit: within the limit when no
 * task passed it; else how many did in the worst minute, beside the floor's worst.
 */
export function qemuVerdicts(minutes: readonly QemuMinute[]): string[] {
  const worst = (route: string) =>
    Math.max(0, ...minutes.filter((m) => m.route === route).map(overLimit));
  const screens = [...new Set(minutes.map((m) => m.route))].filter((r) => r !== FLOOR);
  const limits = minutes.map((m) => Math.round(m.limitMs));
  const [low, high] = [Math.min(...limits), Math.max(...limits)];
  const limit = `${low === high ? low : `${low}–${high}`} ms here, ${DEVICE_LIMIT_MS} ms at ${DEVICE_RATE}×`;
  return screens.map((route) => {
    const runs = minutes.filter((m) => m.route === route).length;
    const head = `${route}, ${runs} ${runs === 1 ? 'minute' : 'minutes'}: `;
    if (worst(route) === 0) return `${head}within the limit (no task over ${limit})`;
    const floor = minutes.some((m) => m.route === FLOOR)
      ? `the floor's worst ${worst(FLOOR)}`
      : 'the floor not measured';
    const worstMinute = minutes
      .filter((m) => m.route === route)
      .reduce((a, b) => (overLimit(b) > overLimit(a) ? b : a));
    const pauses = worstMinute.gcPauses?.length;
    const gc =
      pauses === undefined
        ? ''
        : pauses === 0
          ? '; no garbage collection paused its thread over the limit in that minute'
          : `; a garbage collection paused its thread over the limit ${times(pauses)} in that minute`;
    return `${head}over the limit: ${tasks(worst(route))} over ${limit} in its worst minute (${floor}${gc})`;
  });
}

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

const tasks = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`;

const overLimit = (m: QemuMinute) => m.longTasksMs.filter((d) => d > m.limitMs).length;

/** Each figure's median over several references. */
export function medianReference(references: readonly MachineReference[]): MachineReference {
  const of = (pick: (m: MachineReference) => number) => median(references.map(pick)) ?? Number.NaN;
  return {
    scriptMs: of((m) => m.scriptMs),
    layoutMs: of((m) => m.layoutMs),
    warmMs: of((m) => m.warmMs),
    afterIdleMs: of((m) => m.afterIdleMs),
  };
}

/** Runs the bench; prints as it goes. */
export async function qemuDeviceBench(
  log: (line: string) => void,
  options: { routes: readonly string[]; runs: number; settleMs: number; throttle?: boolean },
): Promise<QemuMinute[]> {
  const qemu = options.throttle !== true;
  if (qemu && spawnSync('qemu-x86_64', ['--version']).status !== 0) {
    throw new Error('qemu-x86_64 not found: apt-get install -y qemu-user');
  }
  const dir = mkdtempSync(join(tmpdir(), 'qemu-device-'));
  const out = join(dir, 'history');
  await publishHistory(out, { rate: 2, hours: 24 });
  const preview = await startPreview(PORT, { HISTORY_DIR: out }, siteWithFloor(dir));
  const wrapper = join(dir, 'chromium-under-qemu');
  // V8 writes its collections to the browser's standard output (the DevTools pipe is elsewhere).
  const v8Log = join(dir, 'v8.log');
  writeFileSync(
    wrapper,
    `#!/bin/sh\nexec ${qemu ? `qemu-x86_64 ${CHROMIUM_BINARY} --single-process --no-zygote` : CHROMIUM_BINARY} --js-flags=--trace-gc "$@" >>'${v8Log}'\n`,
  );
  chmodSync(wrapper, 0o755);
  const minutes: QemuMinute[] = [];
  try {
    // Natively, the median of three references: one can be taken while the machine is busy
    // starting the browser or the preview.
    const nativeBrowser = await launchChromium();
    const references: MachineReference[] = [];
    for (let i = 0; i < 3; i++) references.push(await machineReference(nativeBrowser));
    await nativeBrowser.close();
    const native = medianReference(references);
    log(`natively (median of 3): ${describeMachine(native)}`);
    for (let run = 1; run <= options.runs; run++) {
      const browser = await chromium.launch({
        executablePath: wrapper,
        args: CHROMIUM_ARGS,
        timeout: 600_000,
      });
      try {
        const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
        const slow = qemu ? await machineReference(context) : native;
        const limitMs = qemu ? qemuLimitMs(native, slow) : DEVICE_LIMIT_MS;
        log(
          qemu
            ? `run ${run} under qemu: ${describeMachine(slow)}; limit ${limitMs.toFixed(0)} ms`
            : `run ${run}, DevTools' throttling at ${DEVICE_RATE}×: limit ${limitMs} ms`,
        );
        await context.addInitScript({ content: longWorkScript(limitMs) });
        for (const route of options.routes) {
          const page = await context.newPage();
          page.setDefaultTimeout(900_000);
          if (!qemu) {
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEVICE_RATE });
          }
          await page.goto(`${preview.base}${route}`, { timeout: 900_000 });
          await page.locator(readySelector(route)).first().waitFor();
          await page.waitForTimeout(options.settleMs);
          await page.evaluate(() => {
            const w = window as unknown as LongWork;
            w.longTasks.length = 0;
            w.longFrames.length = 0;
          });
          const logFrom = sizeOf(v8Log);
          await page.waitForTimeout(60_000);
          const gc = gcPauses(readFileSync(v8Log).subarray(logFrom).toString('utf8')).filter(
            (p) => p.ms > limitMs,
          );
          const seen = await page.evaluate(() => {
            const w = window as unknown as LongWork;
            return { tasks: w.longTasks.splice(0), frames: w.longFrames.splice(0) };
          });
          await page.close();
          const longTasksMs = seen.tasks.map((t) => t.ms);
          const m = { route, run, limitMs, longTasksMs, gcPauses: gc };
          minutes.push(m);
          const sorted = [...seen.tasks]
            .sort((a, b) => b.ms - a.ms)
            .map((t) => {
              const frame = frameHolding(t, seen.frames);
              return `${t.ms} (${t.who}${frame ? `, in the frame of ${frame.ms} ms` : ''})`;
            });
          log(
            `${route}, run ${run}, a minute after ${options.settleMs / 1000} s: ${tasks(sorted.length)} over 50 ms, ${overLimit(m)} over ${limitMs.toFixed(0)} ms; longest ${sorted.slice(0, 8).join(', ') || 'none'}`,
          );
          log(
            `  garbage collection pauses over ${limitMs.toFixed(0)} ms: ${gc.map((p) => `${p.kind} of ${p.heapMb} MB ${Math.round(p.ms)} ms`).join(', ') || 'none'}`,
          );
          for (const f of seen.frames.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
            log(
              `  frame ${f.ms} ms (rendering ${f.renderMs} ms): ${f.scripts.join('; ') || 'no script'}${f.during.length > 0 ? `; during it: ${f.during.join(', ')}` : ''}`,
            );
          }
        }
      } finally {
        await browser.close();
      }
    }
    for (const line of qemuVerdicts(minutes)) log(line);
  } finally {
    preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return minutes;
}

if (process.argv[1]?.endsWith('qemu-device-bench.ts')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      settle: { type: 'string' },
      throttle: { type: 'boolean', default: false },
    },
  });
  await qemuDeviceBench(console.log, {
    routes: positionals.length > 0 ? [FLOOR, ...positionals] : SLOW_ROUTES,
    runs: Number(values.runs),
    settleMs: Number(values.settle ?? (values.throttle ? 60 : 180)) * 1000,
    throttle: values.throttle,
  });
}
