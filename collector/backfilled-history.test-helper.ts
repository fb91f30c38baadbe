// Published history for tests: a collector backfilled from the preview server's world (seed
// 42) over the last `hours`, its files in `out`, and the games the dashboard must show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSimService } from '../sim/service.ts';
import { HOUR } from '../src/domain/buckets.ts';
import { type HistoryManifest, planHistory } from '../src/domain/history-format.ts';
import { backfill } from './backfill.ts';
import { Collector } from './collector.ts';

export interface PublishedHistory {
  manifest: HistoryManifest;
  /** Games in the files a dashboard with 24 h of retention reads. */
  games24h: number;
  /** How many files that is (days and hours, and the open hour). */
  files24h: number;
}

export async function publishHistory(
  out: string,
  options: { rate?: number; hours?: number; db?: string; now?: number } = {},
): Promise<PublishedHistory> {
  const now = options.now ?? Date.now();
  const hours = options.hours ?? 24;
  const sim = createSimService({
    seed: 42,
    rate: options.rate ?? 0.5,
    historyMs: hours * HOUR,
    now: () => now,
  });
  const collector = await Collector.open({
    api: 'http://127.0.0.1:9/',
    out,
    db: options.db ?? join(out, '..', 'history.duckdb'),
    now: () => now,
    log: () => {},
  });
  try {
    await backfill(collector, (at) => sim.feedBody(at), {
      from: now - hours * HOUR,
      to: now,
      stepMs: Math.floor((sim.clock.size / sim.clock.rate) * 900),
    });
    await collector.setCatalogueBody(sim.world.archetypes, now);
    const published = await collector.publishing.publishIfDue(true);
    if (!published) throw new Error('nothing published');
    const read = (name: string) =>
      (JSON.parse(readFileSync(join(out, name), 'utf8')) as { matches: number }).matches;
    const plan = planHistory(published.manifest, 24 * HOUR);
    return {
      manifest: published.manifest,
      games24h: plan.files.reduce((n, f) => n + read(f.name), read('open.json')),
      files24h: plan.files.length + 1,
    };
  } finally {
    await collector.close();
  }
}
