// The collector against the simulated service: what it stores and publishes equals what the
// dashboard computes, faults lose nothing and count nothing twice.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestIndex, matchAt } from '../sim/generator.ts';
import { createSimService, type SimService } from '../sim/service.ts';
import { parseFeed } from '../src/api/service.ts';
import { type Bucket, HOUR } from '../src/domain/buckets.ts';
import { DAY, dayFile, hourFile } from '../src/domain/history-format.ts';
import { MatchStore } from '../src/domain/match-store.ts';
import { backfill } from './backfill.ts';
import { Collector } from './collector.ts';
import { readPublished } from './published.test-helper.ts';

let dir: string;
let server: Server | null = null;
let collector: Collector | null = null;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'collector-test-'));
});

afterEach(async () => {
  await collector?.close();
  collector = null;
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = null;
  rmSync(dir, { recursive: true, force: true });
});

const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(join(dir, 'history', name), 'utf8'));

const plain = (bucket: Bucket) =>
  Object.fromEntries([...bucket.pairs].map(([key, counts]) => [key, [...counts]]));

async function openCollector(
  sim: SimService | null,
  now: () => number,
  log: (line: string) => void = () => {},
) {
  let api = 'http://127.0.0.1:9/';
  if (sim) {
    server = createServer((req, res) => sim.handle(req, res));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  }
  collector = await Collector.open({
    api,
    out: join(dir, 'history'),
    db: join(dir, 'history.duckdb'),
    now,
    requestTimeoutMs: 2000,
    log,
  });
  return collector;
}

describe('collector aggregates', () => {
  it("equal the dashboard's own for the same matches, hour by hour", async () => {
    const start = Date.UTC(2026, 10, 20, 9, 40);
    let clock = start;
    const sim = createSimService({ seed: 7, rate: 0.5, feedSize: 60, now: () => clock });
    const c = await openCollector(null, () => clock);
    const store = new MatchStore({ retentionMs: 30 * DAY, fineMinutes: 0 });
    // 3 hours of polls every 60 s, both fed the same bodies at the same moments. The real
    // service's string values go through the same path.
    const strings = createSimService({ seed: 8, profile: 'real', rate: 0.05, now: () => clock });
    for (; clock < start + 3 * HOUR; clock += 60_000) {
      for (const source of [sim, strings]) {
        const body = source.feedBody(clock);
        await c.ingestFeedBodies([{ body, seenAt: clock }]);
        store.ingest(parseFeed(body).matches, clock);
      }
    }
    await c.publishing.publishIfDue(true);
    store.prune(clock + 2 * HOUR, true);
    const published = readPublished(join(dir, 'history'));
    const own = store.buckets().filter((b) => b.start < published.manifest.openHour);
    expect(published.hours.map((b) => b.start)).toEqual(own.map((b) => b.start));
    for (const [i, bucket] of published.hours.entries()) {
      expect(plain(bucket)).toEqual(plain(own[i] as Bucket));
    }
    const total = published.hours.reduce((n, b) => n + b.matches, published.open.bucket.matches);
    expect(total).toBe(store.counters.matchesSeen);
    expect(await c.db.count()).toBe(store.counters.matchesSeen);
    // 360 ingests into the database: 25 s beside a bench on this machine, over the 20 s default.
  }, 90_000);

  it('publishes whole days once they close, and keeps the catalogue it fetched', async () => {
    const now = Date.UTC(2026, 10, 23, 3, 15);
    const sim = createSimService({
      seed: 3,
      rate: 0.2,
      feedSize: 100,
      historyMs: 2 * DAY,
      now: () => now,
    });
    const c = await openCollector(null, () => now);
    await backfill(c, (at) => sim.feedBody(at), { from: now - 2 * DAY, to: now, stepMs: 400_000 });
    await c.setCatalogueBody(sim.world.archetypes, now - 5000);
    await c.publishing.publishIfDue(true);
    const { manifest, days, hours, open } = readPublished(join(dir, 'history'));
    expect(manifest.days).toEqual([Date.UTC(2026, 10, 21), Date.UTC(2026, 10, 22)]);
    expect(manifest.catalogueAt).toBe(now - 5000);
    expect(readJson('catalogue.json')).toEqual(sim.world.archetypes);
    // A day holds exactly its hours.
    const dayTotal = days[1]?.matches;
    const dayHours = hours.filter(
      (h) => h.start >= Date.UTC(2026, 10, 22) && h.start < Date.UTC(2026, 10, 23),
    );
    expect(dayHours).toHaveLength(24);
    expect(dayHours.reduce((n, h) => n + h.matches, 0)).toBe(dayTotal);
    const all =
      (days[0]?.matches ?? 0) +
      (dayTotal ?? 0) +
      hours.filter((h) => h.start >= Date.UTC(2026, 10, 23)).reduce((n, h) => n + h.matches, 0) +
      open.bucket.matches;
    expect(all).toBe(await c.db.count());
    expect(open.recentIds).toHaveLength(400);
    // The manifest carries each listed file's hash, as written: a viewer checks its copy by it.
    const listed = [...manifest.hours.map(hourFile), ...manifest.days.map(dayFile)];
    expect(Object.keys(manifest.hashes ?? {}).sort()).toEqual(listed.sort());
    for (const name of listed)
      expect(manifest.hashes?.[name]).toBe(
        createHash('sha256')
          .update(readFileSync(join(dir, 'history', name)))
          .digest('hex'),
      );
  });
});

describe('collector against the simulated service', () => {
  it('loses nothing and counts nothing twice through an outage, 500, 429, HTML and cut-off answers', async () => {
    let clock = Date.UTC(2026, 10, 23, 8, 0);
    // 100 entries at 1 a second: each response spans 100 s, longer than the faults below.
    const sim = createSimService({ seed: 11, rate: 1, feedSize: 100, now: () => clock });
    const c = await openCollector(sim, () => clock);
    const delays: number[] = [];
    const poll = async () => {
      delays.push(await c.pollOnce());
      clock += 5000;
    };
    await poll();
    for (const faults of [
      { down: true },
      { status: 500 },
      { status: 429, retryAfter: 30 },
      { body: 'html' as const },
      { body: 'truncated' as const },
      { body: 'wrong-type' as const },
    ]) {
      sim.setFaults({ target: 'feed', ...faults });
      await poll();
    }
    sim.setFaults({});
    await poll();
    await poll();
    expect(c.tracker.record.failures).toEqual({ network: 1, http: 2, 'not-json': 3 });
    // Retry-After is obeyed: 30 s after the 429.
    expect(delays[3]).toBeGreaterThanOrEqual(30_000);

    // An independent recount: the stream's matches 0..n, each exactly once.
    const newest = latestIndex(sim.clock, clock - 5000);
    const expected = new Set(
      Array.from({ length: newest + 1 }, (_, n) => matchAt(sim.world, n).id),
    );
    const exported = join(dir, 'all.csv');
    await c.db.export(exported, 'csv', 0, Number.MAX_SAFE_INTEGER);
    const ids = readFileSync(exported, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(expected.size);
    expect(new Set(ids)).toEqual(expected);
  });

  it("writes the database's log into its file every hour, so the log never holds more than an hour", async () => {
    let clock = Date.UTC(2026, 10, 23, 8, 0);
    const sim = createSimService({ seed: 12, rate: 1, feedSize: 100, now: () => clock });
    const c = await openCollector(sim, () => clock);
    const log = () =>
      statSync(join(dir, 'history.duckdb.wal'), { throwIfNoEntry: false })?.size ?? 0;
    // Polls 4 simulated minutes apart, 100 new matches each: three hours of writes.
    const sizes: number[] = [];
    for (let i = 0; i < 45; i++) {
      await c.cycle();
      sizes.push(log());
      clock += 4 * 60_000;
    }
    // One hour's writes (15 polls) make a log of some size; it never holds much more than that.
    const hour = Math.max(...sizes.slice(0, 14));
    expect(hour).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThan(hour * 1.5);
  });

  it('counts malformed entries by reason and keeps the valid ones', async () => {
    const clock = Date.UTC(2026, 10, 23, 8, 0);
    const sim = createSimService({ seed: 5, rate: 1, feedSize: 20, now: () => clock });
    const c = await openCollector(sim, () => clock);
    sim.setFaults({ target: 'feed', body: 'malformed' });
    await c.pollOnce();
    expect(c.tracker.record.entriesRejected).toMatchObject({
      'id is not a UUID': 1,
      'both players won': 1,
      'player 1 rank outside 1–51': 1,
    });
    // 20 valid, 1 repeated within the response, 1 valid in the old string form.
    expect(await c.db.count()).toBe(21);
  });
});

describe('collector log and export', () => {
  it('logs one line a minute with matches, duplicates, rejects by reason and failures', async () => {
    let clock = Date.UTC(2026, 10, 23, 9, 0);
    const sim = createSimService({ seed: 2, rate: 1, feedSize: 20, now: () => clock });
    const lines: string[] = [];
    const collector = await openCollector(
      sim,
      () => clock,
      (line) => lines.push(line),
    );
    await collector.pollOnce();
    clock += 5000;
    await collector.pollOnce();
    sim.setFaults({ target: 'feed', status: 503, retryAfter: 10 });
    clock += 5000;
    await collector.pollOnce();
    collector.logIfDue();
    expect(lines).toEqual([]); // not a minute yet
    clock += 60_000;
    collector.logIfDue();
    collector.logIfDue();
    expect(lines).toEqual([
      '2026-11-23T09:01:10.000Z polls 3, matches +25, duplicates 15, rejected: none; failures: feed http 503 1',
    ]);
  });

  it('exports the matches first seen in a time range as CSV or Parquet', async () => {
    const start = Date.UTC(2026, 10, 23, 0, 0);
    const sim = createSimService({
      seed: 4,
      rate: 1,
      feedSize: 50,
      historyMs: HOUR,
      now: () => start + HOUR,
    });
    const c = await openCollector(null, () => start + HOUR);
    await backfill(c, (at) => sim.feedBody(at), { from: start, to: start + HOUR, stepMs: 40_000 });
    const total = await c.db.count();
    const firstHalf = await c.db.count(start, start + HOUR / 2);
    expect(await c.db.export(join(dir, 'all.parquet'), 'parquet', 0, Number.MAX_SAFE_INTEGER)).toBe(
      total,
    );
    expect(await c.db.export(join(dir, 'half.csv'), 'csv', start, start + HOUR / 2)).toBe(
      firstHalf,
    );
    const csv = readFileSync(join(dir, 'half.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe(
      'id,seen_at,p1_archetype,p1_rank,p1_legend_rank,p1_won,p2_archetype,p2_rank,p2_legend_rank,p2_won',
    );
    expect(csv).toHaveLength(firstHalf + 1);
    expect(csv[1]).toMatch(
      /^[0-9a-f-]{36},2026-11-23 00:\d\d:\d\d(\.\d+)?,\d+,\d+,\d*,(true|false),/,
    );
  });
});
