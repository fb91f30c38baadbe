// Warm start from published history: a fresh browser profile opens #/winrates on the
// production build (vite preview serving the collector's files at history/), and we measure
// the time from navigation to the first drawn win-rate bar and the history bytes it fetched,
// for 24 h and 7 days of the simulated service at the demo rate, at normal speed and with the
// CPU slowed 4×.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { publishHistory } from '../collector/backfilled-history.test-helper.ts';
import { launchChromium, startPreview } from './preview.ts';

const PORT = 4181;
const BASE = `http://127.0.0.1:${PORT}/`;

export interface WarmStart {
  days: number;
  cpuSlowdown: number;
  timeToChartsMs: number;
  files: number;
  /** Bytes of history as served here (uncompressed) and as nginx would send them (gzip). */
  rawKb: number;
  gzipKb: number;
}

export async function warmStartBench(log: (line: string) => void): Promise<WarmStart[]> {
  const results: WarmStart[] = [];
  for (const days of [1, 7]) {
    const dir = mkdtempSync(join(tmpdir(), 'warm-start-'));
    const out = join(dir, 'history');
    const t0 = performance.now();
    await publishHistory(out, { rate: 2, hours: days * 24 });
    log(`published ${days} day(s) of history in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const preview = await startPreview(PORT, { HISTORY_DIR: out });
    try {
      const browser = await launchChromium();
      for (const cpuSlowdown of [1, 4]) {
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
        // The page notes, frame by frame, when the first win-rate bar is drawn: no round trip
        // to the test runner in the figure.
        await page.addInitScript(() => {
          const w = window as unknown as { __chartsAt?: number };
          const observer = new MutationObserver(() => {
            if (document.querySelector('[data-chart="win-rate"] [data-bar]')) {
              w.__chartsAt = performance.now();
              observer.disconnect();
            }
          });
          observer.observe(document, { childList: true, subtree: true });
        });
        const retention = days === 1 ? '' : `?retentionHours=${days * 24}`;
        await page.goto(`${BASE}${retention}#/winrates`);
        await page.getByText(/games · History since/).waitFor();
        await page.locator('[data-chart="win-rate"] [data-bar]').first().waitFor();
        const timeToChartsMs = await page.evaluate(
          () => (window as unknown as { __chartsAt: number }).__chartsAt,
        );
        let raw = 0;
        let gzip = 0;
        for (const name of new Set(fetched)) {
          const bytes = readFileSync(join(out, name));
          raw += bytes.length;
          gzip += gzipSync(bytes).length;
        }
        const result = {
          days,
          cpuSlowdown,
          timeToChartsMs,
          files: new Set(fetched).size,
          rawKb: raw / 1024,
          gzipKb: gzip / 1024,
        };
        log(
          `warm start, ${days === 1 ? '24 h' : '7 days'}, CPU ${cpuSlowdown}×: charts after ${timeToChartsMs.toFixed(0)} ms, ${result.files} files, ${result.rawKb.toFixed(0)} KB (${result.gzipKb.toFixed(0)} KB gzip)`,
        );
        results.push(result);
        await context.close();
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
  await warmStartBench(console.log);
}
