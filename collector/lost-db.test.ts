// A database behind its own published files (deleted, replaced by an older copy, or with its
// write-ahead log cut short by storage, which DuckDB replays without a word) never makes
// the collector publish less: the open hour an earlier run published keeps its matches, a day is
// the sum of its hours, every closed file stays as it was, and health.json and the log say so.
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimService } from '../sim/service.ts';
import { HOUR } from '../src/domain/buckets.ts';
import { DAY, dayFile, hourFile } from '../src/domain/history-format.ts';
import { backfill } from './backfill.ts';
import { Collector } from './collector.ts';
import { readPublished } from './published.test-helper.ts';

let dir: string;
let collector: Collector | null = null;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lost-db-test-'));
});

afterEach(async () => {
  await collector?.close();
  collector = null;
  rmSync(dir, { recursive: true, force: true });
});

const out = () => join(dir, 'history');
const dbPath = () => join(dir, 'history.duckdb');
const readJson = (name: string) => JSON.parse(readFileSync(join(out(), name), 'utf8'));
/** Matches of every hour file on disk within [from, to), by hour. */
function hourMatches(from: number, to: number): Map<number, number> {
  const found = new Map<number, number>();
  for (let h = from; h < to; h += HOUR) {
    if (existsSync(join(out(), hourFile(h)))) found.set(h, readJson(hourFile(h)).matches);
  }
  return found;
}

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function open(now: () => number, log: (line: string) => void = () => {}) {
  collector = await Collector.open({
    api: 'http://127.0.0.1:9/',
    out: out(),
    db: dbPath(),
    now,
    log,
  });
  return collector;
}

const DAY_START = Date.UTC(2026, 10, 23);

describe.each([
  ['deleted', 'the database file deleted'],
  ['older', 'the database replaced by a copy from 6 hours before'],
  ['wal-cut', 'the write-ahead log since its last checkpoint cut in half'],
] as const)('a collector restarted with %s', (mode, what) => {
  it(`publishes nothing with fewer matches than before (${what})`, async () => {
    let clock = DAY_START + 22 * HOUR + 20 * 60_000;
    const sim = createSimService({
      seed: 11,
      rate: 0.2,
      feedSize: 100,
      historyMs: 2 * DAY,
      now: () => clock,
    });
    const feed = (at: number) => sim.feedBody(at);
    // The first run: 28 hours of polls, published, then stopped. With "older", a copy of its
    // database is taken 6 hours before the end.
    let c = await open(() => clock);
    await backfill(c, feed, { from: clock - 28 * HOUR, to: clock - 6 * HOUR, stepMs: 300_000 });
    if (mode !== 'deleted') {
      // Closing checkpoints: the next 6 hours are only in the write-ahead log until the end.
      await c.close();
      copyFileSync(dbPath(), join(dir, 'older.duckdb'));
      c = await open(() => clock);
    }
    // Published along the way: the hourly retention checkpoints the database, so its log holds
    // the last half hour's matches, all of them published.
    await backfill(c, feed, {
      from: clock - 6 * HOUR + 300_000,
      to: clock - 30 * 60_000,
      stepMs: 300_000,
    });
    await c.publishing.publishIfDue(true);
    await backfill(c, feed, { from: clock - 30 * 60_000 + 300_000, to: clock, stepMs: 300_000 });
    await c.publishing.publishIfDue(true);
    const wal = `${dbPath()}.wal`;
    const storedBefore = await c.db.count();
    if (mode === 'wal-cut') {
      // What storage holds when it loses the end of the log: the file as checkpointed, and the
      // first half of the log written since (half an hour here).
      expect(statSync(wal).size).toBeGreaterThan(0);
      copyFileSync(wal, join(dir, 'cut.wal'));
      truncateSync(join(dir, 'cut.wal'), Math.floor(statSync(wal).size / 2));
    }
    await c.close();
    collector = null;
    const before = readPublished(out());
    const hoursBefore = hourMatches(DAY_START - DAY, DAY_START + DAY);
    expect(before.open.bucket.start).toBe(DAY_START + 22 * HOUR);
    expect(before.open.bucket.matches).toBeGreaterThan(0);

    rmSync(dbPath(), { force: true });
    rmSync(wal, { force: true });
    if (mode !== 'deleted') copyFileSync(join(dir, 'older.duckdb'), dbPath());
    if (mode === 'wal-cut') copyFileSync(join(dir, 'cut.wal'), wal);

    // The second run: it says the database is behind, and goes on.
    const lines: string[] = [];
    clock += 5 * 60_000;
    c = await open(
      () => clock,
      (line) => lines.push(line),
    );
    expect(lines.join('\n')).toMatch(
      /^database: \d+ published matches of \d+ recent hours are not in/m,
    );
    if (mode === 'wal-cut') {
      // DuckDB replayed part of the log: more than the checkpoint, less than was committed.
      const replayed = await c.db.count();
      expect(replayed).toBeLessThan(storedBefore);
    }
    await c.publishing.writeHealth(true);
    const health = readJson('health.json');
    expect(health.ok).toBe(false);
    expect(health.databaseBehind.matches).toBeGreaterThan(0);
    // The manifest says so too, for every dashboard's status page.
    await c.publishing.publishIfDue(true);
    expect(readJson('manifest.json').databaseBehind).toEqual(health.databaseBehind);

    // Polls through the rest of the hour and past midnight: the day closes.
    const stored = await c.db.count();
    for (; clock < DAY_START + DAY + 30 * 60_000; clock += 300_000) {
      await c.ingestFeedBodies([{ body: feed(clock), seenAt: clock }]);
      await c.publishing.publishIfDue(true);
    }
    const added = (await c.db.count()) - stored;
    expect(added).toBeGreaterThan(0);
    // The feed showed again matches counted in what was published: none was stored twice.
    const ids = await c.db.seenTimes();
    expect(before.open.recentIds.length).toBeGreaterThan(0);
    expect(before.open.recentIds.filter((id) => ids.has(id))).toEqual([]);

    // Every hour file published before is there, unchanged.
    const hoursAfter = hourMatches(DAY_START - DAY, DAY_START + DAY);
    for (const [h, matches] of hoursBefore) expect(hoursAfter.get(h)).toBe(matches);
    // The hour that was open keeps what was published of it, and gains the matches first seen
    // after it was published.
    const newInHour = await c.db.count(before.open.asOf + 1, DAY_START + 23 * HOUR);
    expect(newInHour).toBeGreaterThan(0);
    expect(hoursAfter.get(DAY_START + 22 * HOUR)).toBe(before.open.bucket.matches + newInHour);
    // The day is the sum of its hours: none of what was published is lost from it.
    const day = readJson(dayFile(DAY_START));
    const dayHours = hourMatches(DAY_START, DAY_START + DAY);
    expect(day.matches).toBe(sum(dayHours));
    expect(day.matches).toBeGreaterThanOrEqual(
      sum(new Map([...hoursBefore].filter(([h]) => h >= DAY_START))) + before.open.bucket.matches,
    );
  });
});
