// The collector through simulated days at the real count: its own loop (catalogue when due, a
// poll, a publish when due, health.json) turned once every 5 simulated seconds, 17,280 polls a
// day, against the simulated service answering for the collector's instant (the real profile:
// 201 entries as strings, about a match a minute). Every simulated hour: the process's resident
// memory after garbage collection (and of it the JS heap, what JS holds outside it and what the
// database engine holds by its own count, so that the engine's memory is told from the
// collector's and from the allocator's), the database's bytes on disk (its
// file and its log) and the bytes of the published files; every day a line; at the end each
// figure's growth per day once the retention is full (from the end of day `retention + 1`),
// which must be within noise.
//
//   npm run bench:collector-week -- [days=7] [retentionDays=2]   (HOURLY=1: a line every hour)
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Collector } from '../collector/collector.ts';
import { createSimService } from '../sim/service.ts';
import { ARCHETYPES_PATH, FEED_PATH } from '../src/api/service.ts';
import { growthPerDay } from './growth.ts';

const STEP_MS = 5000;
const STEPS_AN_HOUR = 3_600_000 / STEP_MS;
const START = Date.UTC(2026, 10, 16, 0, 0, 0);

export interface CollectorWeekSample {
  hour: number;
  polls: number;
  stored: number;
  rssMb: number;
  /** Of the resident memory: the JS heap in use, and what JS holds outside it (buffers). */
  heapMb: number;
  externalMb: number;
  /** Of the rest: what the database engine holds by its own count. */
  engineMb: number;
  dbKb: number;
  publishedKb: number;
}

/** Bytes of the files under `dir` a host serves (not the lock or a write in progress). */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name.endsWith('.tmp')) continue;
    const path = join(dir, entry.name);
    total += entry.isDirectory()
      ? bytesUnder(path)
      : (statSync(path, { throwIfNoEntry: false })?.size ?? 0);
  }
  return total;
}

/** Bytes of the database's files (the file and whatever the engine keeps beside it). */
function databaseBytes(dir: string, name: string): number {
  return readdirSync(dir)
    .filter((f) => f.startsWith(name))
    .reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
}

export async function collectorWeekBench(
  days: number,
  retentionDays: number,
  log: (line: string) => void,
): Promise<CollectorWeekSample[]> {
  const dir = mkdtempSync(join(tmpdir(), 'collector-week-'));
  const out = join(dir, 'out');
  const dbDir = join(dir, 'db');
  let simNow = START;
  const sim = createSimService({ profile: 'real', now: () => simNow, historyMs: 4 * 3_600_000 });
  let polls = 0;
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes(FEED_PATH)) {
      polls++;
      return Response.json(sim.feedBody(simNow));
    }
    if (url.includes(ARCHETYPES_PATH)) return Response.json(sim.world.archetypes);
    return new Response('Not Found', { status: 404 });
  }) as typeof fetch;
  const collector = await Collector.open({
    api: 'https://service.invalid',
    out,
    db: join(dbDir, 'matches.db'),
    retentionDays,
    now: () => simNow,
    log: () => {},
    fetchImpl,
  });
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) log('(run with node --expose-gc for resident memory after garbage collection)');
  const samples: CollectorWeekSample[] = [];
  const t0 = performance.now();
  const describe = (s: CollectorWeekSample) =>
    `${s.hour % 24 === 0 ? `day ${s.hour / 24}` : `hour ${s.hour}`} (${s.polls} polls, ${((performance.now() - t0) / 60_000).toFixed(1)} min): ${s.stored} matches stored, RSS ${s.rssMb} MB (JS heap ${s.heapMb} MB, external ${s.externalMb} MB, database engine ${s.engineMb} MB), database ${s.dbKb} KB, published ${s.publishedKb} KB`;
  try {
    for (let hour = 1; hour <= days * 24; hour++) {
      for (let step = 0; step < STEPS_AN_HOUR; step++) {
        simNow += STEP_MS;
        await collector.cycle();
      }
      gc?.();
      const memory = process.memoryUsage();
      const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
      const s: CollectorWeekSample = {
        hour,
        polls,
        stored: await collector.db.count(),
        rssMb: mb(memory.rss),
        heapMb: mb(memory.heapUsed),
        externalMb: mb(memory.external),
        engineMb: mb(await collector.db.engineMemoryBytes()),
        dbKb: Math.round(databaseBytes(dbDir, 'matches.db') / 1024),
        publishedKb: Math.round(bytesUnder(out) / 1024),
      };
      samples.push(s);
      if (hour % 24 === 0 || hour === Math.floor(days * 24) || process.env.HOURLY) log(describe(s));
    }
  } finally {
    await collector.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const full = (retentionDays + 1) * 24;
  if (days * 24 > full) {
    const figures = [
      'stored',
      'rssMb',
      'heapMb',
      'externalMb',
      'engineMb',
      'dbKb',
      'publishedKb',
    ] as const;
    log(
      `growth per day once the retention (${retentionDays} days) is full, from hour ${full}: ${figures.map((k) => `${k} ${growthPerDay(samples, k, full).toFixed(1)}`).join(', ')}`,
    );
  }
  return samples;
}

if (process.argv[1]?.endsWith('collector-week-bench.ts')) {
  await collectorWeekBench(Number(process.argv[2] ?? 7), Number(process.argv[3] ?? 2), console.log);
}
