// What the browser benchmarks share: the production build served by `vite preview` (with the
// simulated service) on a port of their own, and Chromium found as for the tests.
import { spawn } from 'node:child_process';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.ts';
import { createWorld, matchAt } from '../sim/generator.ts';

export interface Preview {
  base: string;
  stop: () => void;
}

/**
 * Starts `vite preview` of the build in `outDir` (`benchDist()` by default) on `port`, with extra
 * environment for its simulated service, and waits for it.
 */
export async function startPreview(
  port: number,
  env: Record<string, string> = {},
  outDir = benchDist(),
): Promise<Preview> {
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: 'ignore', detached: true, env: { ...process.env, ...env } },
  );
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(base);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    base,
    stop: () => {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch (error) {
        // Already gone (it exited on its own): nothing left to stop.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    },
  };
}

/** Chromium for a bench; `keepOnSignal`: the bench closes it itself after Ctrl-C or SIGTERM. */
export function launchChromium(options: { keepOnSignal?: boolean } = {}): Promise<Browser> {
  const found = findChromium();
  return chromium.launch({
    ...(found?.executablePath ? { executablePath: found.executablePath } : {}),
    args: CHROMIUM_ARGS,
    ...(options.keepOnSignal ? { handleSIGINT: false, handleSIGTERM: false } : {}),
  });
}

/**
 * Answers every feed poll of `page` with the next 100 matches of the simulated stream (seed
 * 42); `served()` says how many polls were answered, so a run can wait for each.
 */
export async function serveStream(page: Page): Promise<{ served: () => number }> {
  const world = createWorld(42);
  let next = 100;
  let served = 0;
  await page.route('**/api/v1/live/replay_feed/', (route) => {
    const data = Array.from({ length: 100 }, (_, i) => matchAt(world, next - 100 + i));
    next += 100;
    served++;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data }),
    });
  });
  return { served: () => served };
}

/** The middle value (the lower of the two middle ones for an even count); null for none. */
export function median(xs: readonly number[]): number | null {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : (s[Math.floor((s.length - 1) / 2)] ?? null);
}

/** The build the browser benches serve: `BENCH_DIST` (another build, for comparing) or dist. */
export const benchDist = () => process.env.BENCH_DIST ?? 'dist';

export interface MachineReference {
  /** Median ms of 5 runs: sorting and a JSON round trip of 200,000 numbers. */
  scriptMs: number;
  /** Median ms of 5 runs: 3,000 flex rows styled and laid out, then laid out again narrower. */
  layoutMs: number;
  /**
   * Median ms of 7 runs of a small piece of script (6,000 objects and strings) back to back, and
   * of 7 runs each after 0.7 s of idle: what a task that starts after the thread slept (a poll's
   * start, a second's tick) pays on this machine beyond its own work.
   */
  warmMs: number;
  afterIdleMs: number;
}

/**
 * A fixed piece of work timed in a blank page at normal speed. The same build measured on two
 * days of this workplace has differed by 2× in every timing; this says how fast the machine
 * was, so that figures of two days can be compared (or known not to be comparable).
 */
export async function machineReference(browser: {
  newPage(): Promise<Page>;
}): Promise<MachineReference> {
  const page = await browser.newPage();
  try {
    const times = await page.evaluate(() => {
      const script: number[] = [];
      const layout: number[] = [];
      for (let run = 0; run < 5; run++) {
        let t0 = performance.now();
        const numbers: number[] = [];
        let seed = 1;
        for (let i = 0; i < 200_000; i++) {
          seed = (seed * 48_271) % 2_147_483_647;
          numbers.push(seed);
        }
        numbers.sort((a, b) => a - b);
        if (JSON.parse(JSON.stringify(numbers)).length !== numbers.length) throw new Error('JSON');
        script.push(performance.now() - t0);
        t0 = performance.now();
        const root = document.createElement('div');
        for (let i = 0; i < 3000; i++) {
          const row = document.createElement('div');
          row.style.cssText = 'display:flex;gap:4px;padding:2px;border:1px solid';
          row.innerHTML = `<span>Row ${i}</span><span style="flex:1">${'x'.repeat(i % 40)}</span>`;
          root.append(row);
        }
        document.body.append(root);
        void root.offsetHeight;
        root.style.width = '50%';
        void root.offsetHeight;
        layout.push(performance.now() - t0);
        root.remove();
      }
      return { script, layout };
    });
    // No named functions inside: the bench's TypeScript runner would wrap them in a helper
    // the page does not have.
    const wake = await page.evaluate(async () => {
      const warm: number[] = [];
      const afterIdle: number[] = [];
      for (let run = -20; run < 14; run++) {
        if (run >= 0 && run % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 700));
        const t0 = performance.now();
        const rows: { i: number; s: string }[] = [];
        let length = 0;
        for (let i = 0; i < 6000; i++) {
          rows.push({ i, s: String(i) });
          length += rows[i]?.s.length ?? 0;
        }
        if (length === 0) throw new Error('work');
        if (run >= 0) (run % 2 === 0 ? afterIdle : warm).push(performance.now() - t0);
      }
      return { warm, afterIdle };
    });
    return {
      scriptMs: median(times.script) ?? Number.NaN,
      layoutMs: median(times.layout) ?? Number.NaN,
      warmMs: median(wake.warm) ?? Number.NaN,
      afterIdleMs: median(wake.afterIdle) ?? Number.NaN,
    };
  } finally {
    await page.close();
  }
}

/**
 * "machine reference: script 61.2 ms, layout 48.0 ms (median of 5, 1×); a small task 1.1 ms
 * warm, 3.8 ms after 0.7 s idle (median of 7)".
 */
export const describeMachine = (m: MachineReference) =>
  `machine reference: script ${m.scriptMs.toFixed(1)} ms, layout ${m.layoutMs.toFixed(1)} ms (median of 5, 1×); a small task ${m.warmMs.toFixed(1)} ms warm, ${m.afterIdleMs.toFixed(1)} ms after 0.7 s idle (median of 7)`;

/**
 * When the first element matching `selector` is in the page, and when the frame that draws it
 * is painted (a task queued from the next animation frame runs once that frame's style, layout
 * and paint are done): ms from navigation, noted by the page itself (a MutationObserver) and
 * reported through a CDP binding. Call before navigating. No Playwright locator may run before
 * it resolves: the first one evaluates Playwright's own script in the page (about 130 ms of
 * main thread at 1×, 500 at 4×), in the middle of the start-up being measured.
 */
export async function firstInPage(
  page: Page,
  selector: string,
): Promise<{ seen: Promise<{ inPage: number; painted: number }> }> {
  let seen!: (times: { inPage: number; painted: number }) => void;
  const at = new Promise<{ inPage: number; painted: number }>((resolve) => {
    seen = resolve;
  });
  await page.exposeFunction('__firstInPage', (inPage: number, painted: number) =>
    seen({ inPage, painted }),
  );
  await page.addInitScript((wanted) => {
    const w = window as unknown as { __firstInPage: (inPage: number, painted: number) => void };
    const observer = new MutationObserver(() => {
      if (document.querySelector(wanted)) {
        const inPage = performance.now();
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => w.__firstInPage(inPage, performance.now()), 0),
        );
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
  // Wrapped: an async function returning the promise itself would wait for it.
  return { seen: at };
}

/** JS heap after two forced garbage collections, DOM nodes and event listeners, through CDP. */
export async function heapAndDom(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await cdp.send('Memory.getDOMCounters')) as {
    nodes: number;
    jsEventListeners: number;
  };
  return {
    heapMb: Number((heap.usedSize / 1024 / 1024).toFixed(2)),
    domNodes: dom.nodes,
    listeners: dom.jsEventListeners,
  };
}
