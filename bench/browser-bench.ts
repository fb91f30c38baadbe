// Browser benchmarks on the production build with the simulated service: first match row,
// the longest task when a poll lands, heap and DOM before and after an accelerated 24 h run.
import type { CDPSession, Page } from '@playwright/test';
import { launchChromium, serveStream, startPreview } from './preview.ts';

const PORT = 4179;
const BASE = `http://127.0.0.1:${PORT}/`;

async function memory(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; documents: number };
  return { heapMb: heap.usedSize / 1024 / 1024, domNodes: dom.nodes, documents: dom.documents };
}

async function longestTaskDuring(page: Page, work: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number; __tasks: number[] };
    w.__longest = 0;
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.__longest = Math.max(w.__longest, e.duration);
        w.__tasks.push(Math.round(e.duration));
      }
    }).observe({ type: 'longtask' });
  });
  await work();
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  if (process.env.BENCH_DEBUG) console.log('long tasks:', tasks.join(', '));
  return page.evaluate(() => (window as unknown as { __longest: number }).__longest);
}

export interface BrowserFigures {
  firstRowMs: number;
  start: { heapMb: number; domNodes: number };
  after24h: { heapMb: number; domNodes: number; matchesSeen: number };
  longestTaskLiveMs: number;
  longestTaskWinRatesMs: number;
  acceleratedRunSeconds: number;
}

export async function browserBench(
  log: (line: string) => void,
  hours = 24,
): Promise<BrowserFigures> {
  const preview = await startPreview(PORT);
  try {
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });

    // First match row on a cold page, against the simulated service as served.
    await page.goto(`${BASE}#/live`);
    await page.locator('[data-match-id]').first().waitFor();
    const firstRowMs = await page.evaluate(() => performance.now());
    log(`time to first match row: ${firstRowMs.toFixed(0)} ms`);
    await page.close();

    // Accelerated 24 h: the page clock advances 50 s per step and each poll gets the next 100
    // matches of a simulated stream at 2 matches/s.
    const run = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const runCdp = await run.context().newCDPSession(run);
    const stream = await serveStream(run);
    await run.clock.install({ time: Date.UTC(2026, 10, 22, 0, 0, 0) });
    // One poll per 50 simulated seconds (100 new matches each, 2 matches/s), with a timeout
    // longer than a step: a fetch in flight takes real time, and the fake clock must not
    // time it out while it is stepped.
    await run.goto(`${BASE}?poll=50000&requestTimeoutMs=60000#/live`);
    await run.locator('[data-match-id]').first().waitFor();
    // Measured after the same round trip through #/status the run ends with, so the two
    // figures compare like with like.
    await run.evaluate(() => {
      window.location.hash = '#/status';
    });
    await run.locator('#status-feed-polling').first().waitFor();
    await run.evaluate(() => {
      window.location.hash = '#/live';
    });
    await run.locator('[data-match-id]').first().waitFor();
    await run.waitForTimeout(500);
    const start = await memory(runCdp);
    log(`start: JS heap ${start.heapMb.toFixed(1)} MB, DOM nodes ${start.domNodes}`);
    // The simulated day runs on the status page: on #/live every simulated second would
    // re-render 100 rows' ages, which only makes the run slow, not the page bigger (its list is
    // rebuilt from the bounded store when we come back).
    await run.evaluate(() => {
      window.location.hash = '#/status';
    });
    const steps = (hours * 3600) / 50;
    const t0 = performance.now();
    for (let i = 0; i < steps; i++) {
      const before = stream.served();
      await run.clock.runFor(50_000);
      for (let wait = 0; wait < 500 && stream.served() === before; wait++)
        await new Promise((r) => setTimeout(r, 2));
      await new Promise((r) => setTimeout(r, 5));
    }
    const acceleratedRunSeconds = (performance.now() - t0) / 1000;
    await run.evaluate(() => {
      window.location.hash = '#/live';
    });
    await run.locator('[data-match-id]').first().waitFor();
    await run.waitForTimeout(500);
    const after = await memory(runCdp);
    const matchesSeen = await run.evaluate(() => {
      const text = (document.body.textContent ?? '').match(/Matches seen since start\s*([\d,]+)/);
      return text ? Number(text[1]?.replace(/,/g, '')) : 0;
    });
    log(
      `after 24 h (${stream.served()} polls, ${acceleratedRunSeconds.toFixed(0)} s): JS heap ${after.heapMb.toFixed(1)} MB, DOM nodes ${after.domNodes}, matches seen ${matchesSeen}`,
    );

    const polls = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const before = stream.served();
        await run.clock.runFor(50_000);
        for (let wait = 0; wait < 500 && stream.served() === before; wait++)
          await new Promise((r) => setTimeout(r, 2));
        await run.waitForTimeout(150);
      }
    };
    const longestTaskLiveMs = await longestTaskDuring(run, () => polls(5));
    await run.evaluate(() => {
      window.location.hash = '#/winrates';
    });
    await run.locator('[data-chart="win-rate"] [data-bar]').first().waitFor();
    const longestTaskWinRatesMs = await longestTaskDuring(run, () => polls(5));
    log(
      `longest task when a poll lands: #/live ${longestTaskLiveMs.toFixed(0)} ms, #/winrates ${longestTaskWinRatesMs.toFixed(0)} ms (0 = none over 50 ms)`,
    );
    await browser.close();
    return {
      firstRowMs,
      start,
      after24h: { ...after, matchesSeen },
      longestTaskLiveMs,
      longestTaskWinRatesMs,
      acceleratedRunSeconds,
    };
  } finally {
    preview.stop();
  }
}
