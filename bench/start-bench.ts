// A newcomer's first minute: `npm start` in this checkout, timed from the command to the
// server's ready line (its address printed), then a fresh browser profile opens #/ and the page
// notes when the first match row is in it and painted (ms from navigation, firstInPage). The
// first run rebuilds, as on a fresh clone (the build's stamp removed); the others reuse the
// build, as a second `npm start` does. Worst and median of the reusing runs.
// `npx tsx bench/start-bench.ts [runs=4]`. Not part of `npm run bench`: it rebuilds dist/.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { START_STAMP_FILE } from '../scripts/start-stamp.ts';
import { firstInPage, launchChromium, median } from './preview.ts';

const PORT = Number(process.env.START_BENCH_PORT ?? 4197);

interface StartRun {
  rebuilt: boolean;
  readyMs: number;
  firstRowMs: number;
  paintedMs: number;
}

async function oneStart(rebuild: boolean): Promise<StartRun> {
  if (rebuild) rmSync(START_STAMP_FILE, { force: true });
  const t0 = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, PORT: String(PORT) },
  });
  try {
    const readyMs = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`not ready after 120 s:\n${out}`)), 120_000);
      server.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        if (out.includes(`:${PORT}/`)) {
          clearTimeout(timer);
          resolve(performance.now() - t0);
        }
      });
      server.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${code}):\n${out}`));
      });
    });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const { seen: row } = await firstInPage(page, '[data-match-id]');
      await page.goto(`http://127.0.0.1:${PORT}/#/`, { waitUntil: 'commit' });
      const { inPage, painted } = await row;
      return { rebuilt: rebuild, readyMs, firstRowMs: inPage, paintedMs: painted };
    } finally {
      await browser.close();
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGINT');
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve));
  }
}

export async function startBench(log: (line: string) => void, runs = 4): Promise<StartRun[]> {
  const results: StartRun[] = [];
  for (let run = 0; run < runs; run++) {
    const r = await oneStart(run === 0);
    results.push(r);
    log(
      `npm start${r.rebuilt ? ' (building)' : ''}: ready after ${r.readyMs.toFixed(0)} ms; first match row ${r.firstRowMs.toFixed(0)} ms after opening #/, painted ${r.paintedMs.toFixed(0)} ms`,
    );
  }
  const again = results.filter((r) => !r.rebuilt);
  if (again.length > 0) {
    const ms = (xs: number[]) =>
      `worst ${Math.max(...xs).toFixed(0)}, median ${median(xs)?.toFixed(0)}`;
    log(
      `with the build reused (${again.length} runs): ready ${ms(again.map((r) => r.readyMs))} ms; first row ${ms(again.map((r) => r.firstRowMs))} ms; painted ${ms(again.map((r) => r.paintedMs))} ms`,
    );
  }
  return results;
}

if (process.argv[1]?.endsWith('start-bench.ts')) {
  await startBench(console.log, Number(process.argv[2] ?? 4));
}
