// `npm start`: the simulated service, the collector and the dashboard together, on one port.
// The collector first backfills the simulated past 24 h through its normal ingest path (the
// simulation is deterministic for its seed), so a first visit shows a day of history at once;
// then it polls the server like any service. Its database and files live in a temporary
// directory, removed on exit. With API_TARGET set (a real service) there is nothing to backfill.
// The dashboard is the production build (built in a child process while the collector
// backfills, then served by `vite preview`), so the first visit loads a few bundled files, not
// a hundred modules transformed on demand; START_MODE=dev serves the sources with hot reload.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview } from 'vite';
import { backfill } from '../collector/backfill.ts';
import { Collector } from '../collector/collector.ts';
import pkg from '../package.json' with { type: 'json' };
import { isSimProfile, PROFILES } from '../sim/profiles.ts';
import { createSimService } from '../sim/service.ts';
import { fixedShift, parseShift } from '../sim/truth.ts';
import { HOUR } from '../src/domain/buckets.ts';
import { START_STAMP_FILE } from './start-stamp.ts';

const PORT = Number(process.env.PORT ?? 5173);
const BACKFILL_MS = 24 * HOUR;

const work = mkdtempSync(join(tmpdir(), 'hs-ladder-start-'));
const historyDir = join(work, 'history');
const startMs = Date.now() - BACKFILL_MS;
process.env.HISTORY_DIR = historyDir;
process.env.SIM_START_MS = String(startMs);

const profile = process.env.SIM_PROFILE ?? 'demo';
if (!isSimProfile(profile)) throw new Error(`SIM_PROFILE must be demo or real, got "${profile}"`);
const seed = Number(process.env.SIM_SEED ?? 42);
// A relative shift ("…@-60", minutes from now) is fixed to a time here, so the backfill below and
// the server's simulation, created moments apart, shift the same match.
if (process.env.SIM_SHIFT) {
  process.env.SIM_SHIFT = fixedShift(parseShift(process.env.SIM_SHIFT), Date.now());
}

const mode = process.env.START_MODE ?? 'build';
if (mode !== 'build' && mode !== 'dev')
  throw new Error(`START_MODE must be build or dev, got "${mode}"`);
/**
 * What the build is made from: every source file's path, size and time. The build is skipped
 * when dist/ was built from the same (a second `npm start` is ready as soon as the backfill is).
 */
function sourceStamp(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const info = statSync(path);
    if (info.isDirectory()) for (const name of readdirSync(path).sort()) visit(join(path, name));
    else hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`);
  };
  for (const path of ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'])
    if (existsSync(path)) visit(path);
  return hash.digest('hex');
}
const stamp = sourceStamp();
const upToDate =
  existsSync(join('dist', 'index.html')) &&
  existsSync(START_STAMP_FILE) &&
  readFileSync(START_STAMP_FILE, 'utf8') === stamp;

/** `vite build` in a child process: it runs beside the backfill, on the other core. */
const built =
  mode === 'build' && !upToDate
    ? new Promise<void>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
          { stdio: 'inherit' },
        );
        child.once('error', reject);
        child.once('exit', (code) => {
          if (code !== 0) return reject(new Error(`vite build exited with ${code}`));
          writeFileSync(START_STAMP_FILE, stamp);
          resolve();
        });
      })
    : Promise.resolve();

const collector = await Collector.open({
  api: `http://127.0.0.1:${PORT}/`,
  out: historyDir,
  db: join(work, 'history.duckdb'),
  retentionDays: 7,
  version: pkg.version,
  log: (line) => console.log(`[collector] ${line}`),
});

if (!process.env.API_TARGET) {
  const now = Date.now();
  const sim = createSimService({
    profile,
    seed,
    ...(process.env.SIM_RATE ? { rate: Number(process.env.SIM_RATE) } : {}),
    ...(process.env.SIM_SHIFT ? { shift: process.env.SIM_SHIFT } : {}),
    historyMs: now - startMs,
    now: () => now,
  });
  const { rate, size } = sim.clock;
  // Steps shorter than one response's span, so no match falls between two.
  const stepMs = Math.min(5 * 60_000, Math.floor((size / Math.max(rate, 1e-6)) * 1000 * 0.9));
  const result = await backfill(collector, (at) => sim.feedBody(at), {
    from: startMs,
    to: now,
    stepMs,
  });
  await collector.publishing.publishIfDue(true);
  console.log(
    `[collector] backfilled the simulated past 24 h: ${result.added.toLocaleString('en')} matches in ${(result.ms / 1000).toFixed(1)} s (${PROFILES[profile].feedSize} per response)`,
  );
}

await built;
const server =
  mode === 'build'
    ? await preview({ preview: { port: PORT, strictPort: true } })
    : await (await createServer({ server: { port: PORT, strictPort: true } })).listen();
server.printUrls();

const stop = new AbortController();
const running = collector.run(stop.signal).catch((error: unknown) => {
  console.error('[collector] stopped by an error:', error);
});

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  stop.abort();
  await running;
  await collector.close();
  await server.close();
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
