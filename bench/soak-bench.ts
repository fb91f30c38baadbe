// The wall in real time for hours: `npm start` (simulated service at the demo rate, collector
// with 24 h backfilled, production build) and one Chromium page on #/wall polling every 5 s, as
// a wall display runs. Every 10 minutes of the clock (at :02, :12, …, so one sample falls just
// after each hour boundary) it records the JS heap after two forced garbage collections, DOM
// nodes, event listeners and the feed polls answered so far, as one JSON line appended to
// bench-results/soak-<start>.jsonl: a run stopped early keeps every sample taken.
//
//   npx tsx bench/soak-bench.ts [hours=6] [route=#/wall]
//
// Run it from a copy of the repository (it serves that copy's dist/, which a build elsewhere
// must not replace under a running page). Not part of `npm run bench`: it takes hours.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { heapAndDom, launchChromium } from './preview.ts';

const PORT = Number(process.env.SOAK_PORT ?? 4191);
const EVERY_MIN = 10;
const OFFSET_MIN = 2;

export interface SoakSample {
  at: string;
  minutes: number;
  polls: number;
  heapMb: number;
  domNodes: number;
  listeners: number;
}

/** The next clock time at minute ≡ OFFSET (mod EVERY), strictly after `now`. */
export function nextSampleAt(now: number): number {
  const step = EVERY_MIN * 60_000;
  const offset = OFFSET_MIN * 60_000;
  return Math.floor((now - offset) / step) * step + step + offset;
}

async function waitForServer(url: string, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > until) throw new Error(`npm start did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function soakBench(hours: number, route: string, log: (line: string) => void) {
  mkdirSync('bench-results', { recursive: true });
  const started = new Date();
  const file = `bench-results/soak-${started.toISOString().replace(/:/g, '-')}.jsonl`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(PORT) },
  });
  const base = `http://127.0.0.1:${PORT}/`;
  const samples: SoakSample[] = [];
  try {
    await waitForServer(base, 300_000);
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const cdp = await page.context().newCDPSession(page);
    let polls = 0;
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/live/replay_feed/')) polls++;
    });
    await page.goto(`${base}${route}`);
    await page.locator('[data-match-id]').first().waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    const end = t0 + hours * 3_600_000;
    const record = async () => {
      const s: SoakSample = {
        at: new Date().toISOString(),
        minutes: Math.round((Date.now() - t0) / 60_000),
        polls,
        ...(await heapAndDom(cdp)),
      };
      samples.push(s);
      appendFileSync(file, `${JSON.stringify(s)}\n`);
      log(
        `${s.at.slice(11, 16)} (${s.minutes} min, ${s.polls} polls): heap ${s.heapMb.toFixed(1)} MB, DOM nodes ${s.domNodes}, listeners ${s.listeners}`,
      );
    };
    await record();
    for (let next = nextSampleAt(Date.now()); next <= end; next = nextSampleAt(Date.now())) {
      await new Promise((r) => setTimeout(r, next - Date.now()));
      await record();
    }
    await browser.close();
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
  // A timer may fire a millisecond early: the sample's minute is its nearest one.
  const boundaries = samples.filter(
    (s) => new Date(Math.round(Date.parse(s.at) / 60_000) * 60_000).getUTCMinutes() === OFFSET_MIN,
  );
  if (boundaries.length > 0) {
    const heaps = boundaries.map((s) => s.heapMb);
    log(
      `just after each hour boundary: heap ${heaps.map((h) => h.toFixed(1)).join(', ')} MB (spread ${(Math.max(...heaps) - Math.min(...heaps)).toFixed(1)} MB)`,
    );
  }
  log(`samples in ${file}`);
  return samples;
}

if (process.argv[1]?.endsWith('soak-bench.ts')) {
  await soakBench(Number(process.argv[2] ?? 6), process.argv[3] ?? '#/wall', console.log);
}
