// The wall over an accelerated week, with its rotation running: JS heap (after GC) and DOM
// nodes at the start and after every day. Statistics kept for 24 hours (the default), so from
// the first day on the store is full and any growth would be a leak. The page clock moves 5
// minutes per step and each poll brings the next 100 matches of a simulated stream.
import type { CDPSession } from '@playwright/test';
import { launchChromium, serveStream, startPreview } from './preview.ts';

const PORT = 4185;
const BASE = `http://127.0.0.1:${PORT}/`;
const STEP_MS = 5 * 60_000;
/** One class a step: the rotation runs the whole week (at 20 s, the run took over 5 minutes a day). */
const ROTATE_S = 300;

async function memory(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
  return { heapMb: heap.usedSize / 1024 / 1024, domNodes: dom.nodes };
}

export interface WallMemory {
  day: number;
  heapMb: number;
  domNodes: number;
}

export async function wallMemoryBench(
  log: (line: string) => void,
  days = 7,
): Promise<WallMemory[]> {
  const preview = await startPreview(PORT);
  const figures: WallMemory[] = [];
  try {
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const cdp = await page.context().newCDPSession(page);
    const stream = await serveStream(page);
    await page.clock.install({ time: Date.UTC(2026, 10, 16, 0, 0, 0) });
    // A day kept (retentionHours 24), one poll and one rotation per step.
    await page.goto(
      `${BASE}?retentionHours=24&poll=${STEP_MS}&requestTimeoutMs=60000#/wall?shift=0&rotate=${ROTATE_S}`,
    );
    await page.locator('[data-match-id]').first().waitFor();
    await page.waitForTimeout(1000);
    const start = await memory(cdp);
    figures.push({ day: 0, ...start });
    log(`wall, day 0: JS heap ${start.heapMb.toFixed(1)} MB, DOM nodes ${start.domNodes}`);
    const stepsPerDay = (24 * 3_600_000) / STEP_MS;
    for (let day = 1; day <= days; day++) {
      for (let i = 0; i < stepsPerDay; i++) {
        const before = stream.served();
        // A jump: due timers fire once (the poll, the rotation, the clock), not every second of
        // the five minutes, so the week takes minutes instead of hours.
        await page.clock.fastForward(STEP_MS);
        for (let wait = 0; wait < 500 && stream.served() === before; wait++) {
          await new Promise((r) => setTimeout(r, 2));
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      await page.waitForTimeout(1000);
      const m = await memory(cdp);
      figures.push({ day, ...m });
      log(
        `wall, day ${day} (${stream.served()} polls): JS heap ${m.heapMb.toFixed(1)} MB, DOM nodes ${m.domNodes}`,
      );
    }
    await browser.close();
  } finally {
    preview.stop();
  }
  return figures;
}

if (process.argv[1]?.endsWith('wall-memory-bench.ts')) {
  await wallMemoryBench(console.log, Number(process.argv[2] ?? 7));
}
