// Warm start from published history: a fresh browser profile opens #/winrates on the
// production build (vite preview serving the collector's files at history/), and we measure
// the time from navigation to the first drawn win-rate bar and the history bytes it fetched,
// for 24 h and 7 days of the simulated service at the demo rate, at normal speed and with the
// CPU slowed 4×; each `runs` times (a fresh profile each), worst and median.
// `npx tsx bench/warm-start-bench.ts [runs] [days…]` runs it alone (1 and 7 days by default).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import {
  describeMachine,
  firstInPage,
  launchChromium,
  machineReference,
  median,
  startPreview,
} from './preview.ts';

const PORT = 4181;
const BASE = `http://127.0.0.1:${PORT}/`;

export interface WarmStart {
  days: number;
  cpuSlowdown: number;
  /** Every run's time to the first win-rate bar in the page, ms. */
  runsMs: number[];
  timeToChartsMs: number;
  medianMs: number;
  /** The same to the end of the frame that first paints it (its style, layout and paint). */
  paintedRunsMs: number[];
  paintedWorstMs: number;
  paintedMedianMs: number;
  files: number;
  /** Bytes of history as served here (uncompressed) and as nginx would send them (gzip). */
  rawKb: number;
  gzipKb: number;
}

/** One visit in a fresh profile: ms from navigation to the first win-rate bar, files fetched. */
async function firstChart(browser: Browser, days: number, cpuSlowdown: number) {
  // A fresh profile each time: nothing in storage or the HTTP cache.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const fetched: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/history/')) fetched.push(path.slice('/history/'.length));
  });
  // The page itself notes when the first win-rate bar is drawn (no Playwright locator before).
  const { seen: chartsAt } = await firstInPage(page, '[data-chart="win-rate"] [data-bar]');
  const retention = days === 1 ? '' : `?retentionHours=${days * 24}`;
  await page.goto(`${BASE}${retention}#/winrates`, { waitUntil: 'commit' });
  const { inPage: ms, painted } = await chartsAt;
  // Then that the bars are the history's (not a few live games alone).
  await page.getByText(/games · History since/).waitFor();
  await context.close();
  return { ms, painted, fetched };
}

export async function warmStartBench(
  log: (line: string) => void,
  runs = 3,
  daysList: readonly number[] = [1, 7],
): Promise<WarmStart[]> {
  const results: WarmStart[] = [];
  for (const days of daysList) {
    const dir = mkdtempSync(join(tmpdir(), 'warm-start-'));
    const out = join(dir, 'history');
    const t0 = performance.now();
    await publishHistory(out, { rate: 2, hours: days * 24 });
    log(`published ${days} day(s) of history in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const preview = await startPreview(PORT, { HISTORY_DIR: out });
    try {
      const browser = await launchChromium();
      log(describeMachine(await machineReference(browser)));
      for (const cpuSlowdown of [1, 4]) {
        const runsMs: number[] = [];
        const paintedRunsMs: number[] = [];
        let fetched: string[] = [];
        for (let run = 0; run < runs; run++) {
          const visit = await firstChart(browser, days, cpuSlowdown);
          runsMs.push(visit.ms);
          paintedRunsMs.push(visit.painted);
          fetched = visit.fetched;
        }
        let raw = 0;
        let gzip = 0;
        for (const name of new Set(fetched)) {
          const bytes = readFileSync(join(out, name));
          raw += bytes.length;
          gzip += gzipSync(bytes).length;
        }
        const result: WarmStart = {
          days,
          cpuSlowdown,
          runsMs,
          timeToChartsMs: Math.max(...runsMs),
          medianMs: median(runsMs) ?? 0,
          paintedRunsMs,
          paintedWorstMs: Math.max(...paintedRunsMs),
          paintedMedianMs: median(paintedRunsMs) ?? 0,
          files: new Set(fetched).size,
          rawKb: raw / 1024,
          gzipKb: gzip / 1024,
        };
        log(
          `warm start, ${days === 1 ? '24 h' : '7 days'}, CPU ${cpuSlowdown}×: charts after worst ${result.timeToChartsMs.toFixed(0)} ms, median ${result.medianMs.toFixed(0)} (runs ${runsMs.map((ms) => ms.toFixed(0)).join(', ')}); painted after worst ${result.paintedWorstMs.toFixed(0)} ms, median ${result.paintedMedianMs.toFixed(0)} (runs ${paintedRunsMs.map((ms) => ms.toFixed(0)).join(', ')}); ${result.files} files, ${result.rawKb.toFixed(0)} KB (${result.gzipKb.toFixed(0)} KB gzip)`,
        );
        results.push(result);
      }
      await browser.close();
    } finally {
      preview.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

if (process.argv[1]?.endsWith('warm-start-bench.ts')) {
  const days = process.argv.slice(3).map(Number);
  await warmStartBench(
    console.log,
    Number(process.argv[2] ?? 3),
    days.length > 0 ? days : undefined,
  );
}
