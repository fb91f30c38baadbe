// Collector figures: ingest rate through the full path (parse, de-duplicate, insert), and the
// size of what it publishes for 24 h and 7 days of the simulated service (demo rate).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { backfill } from '../collector/backfill.ts';
import { Collector } from '../collector/collector.ts';
import { PROFILES, type SimProfile } from '../sim/profiles.ts';
import { createSimService } from '../sim/service.ts';
import { DAY } from '../src/domain/history-format.ts';

export interface PublishedSize {
  files: number;
  rawKb: number;
  gzipKb: number;
}

/** Sizes of the files a screen with `hours` of retention reads (see planHistory). */
export function publishedSize(dir: string, names: string[]): PublishedSize {
  let raw = 0;
  let gzip = 0;
  for (const name of names) {
    const bytes = readFileSync(join(dir, name));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: names.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

export interface CollectorFigures {
  profile: SimProfile;
  days: number;
  matches: number;
  matchesPerSecond: number;
  dbMb: number;
  last24h: PublishedSize;
  days7: PublishedSize;
  open: PublishedSize;
}

/** Backfills `days` of the simulated stream into a fresh collector and measures the result. */
export async function collectorBench(profile: SimProfile, days: number): Promise<CollectorFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'collector-bench-'));
  try {
    const now = Date.now();
    const sim = createSimService({ profile, seed: 42, historyMs: days * DAY, now: () => now });
    const out = join(dir, 'history');
    const collector = await Collector.open({
      api: 'http://127.0.0.1:9/',
      out,
      db: join(dir, 'history.duckdb'),
      retentionDays: 30,
      now: () => now,
      log: () => {},
    });
    const { rate, feedSize } = PROFILES[profile];
    const stepMs = Math.min(5 * 60_000, Math.floor((feedSize / rate) * 1000 * 0.9));
    const result = await backfill(collector, (at) => sim.feedBody(at), {
      from: now - days * DAY,
      to: now,
      stepMs,
    });
    const published = await collector.publishing.publishIfDue(true);
    await collector.close();
    const manifest = published?.manifest;
    const hourNames = readdirSync(join(out, 'hours')).sort();
    const dayNames = readdirSync(join(out, 'days')).sort();
    const last24 = hourNames.slice(-24).map((n) => `hours/${n}`);
    const last7Days = [
      ...dayNames.slice(-6).map((n) => `days/${n}`),
      ...hourNames.slice(-(manifest?.hours.length ?? 24)).map((n) => `hours/${n}`),
    ];
    const dbBytes = ['history.duckdb', 'history.duckdb.wal']
      .map((n) => {
        try {
          return statSync(join(dir, n)).size;
        } catch {
          return 0;
        }
      })
      .reduce((a, b) => a + b, 0);
    return {
      profile,
      days,
      matches: result.added,
      matchesPerSecond: result.added / (result.ms / 1000),
      dbMb: dbBytes / 1024 / 1024,
      last24h: publishedSize(out, last24),
      days7: publishedSize(out, last7Days),
      open: publishedSize(out, ['open.json', 'manifest.json']),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('collector-bench.ts')) {
  for (const [profile, days] of [
    ['demo', 1],
    ['real', 7],
  ] as const) {
    console.log(await collectorBench(profile, days));
  }
}
