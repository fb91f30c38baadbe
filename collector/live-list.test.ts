// live.json: what the collector publishes for dashboards on a static host, when it rewrites it,
// and that the dashboard's own reader takes every match of it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseLiveFile } from '../src/api/live-file.ts';
import { LIVE_FILE, LIVE_HEARTBEAT_MS, LIVE_MATCHES } from '../src/domain/live-format.ts';
import { Collector } from './collector.ts';
import {
  type FeedAnswer,
  fakeService,
  hostileEntries,
  idOf,
  validEntry,
} from './fake-service.test-helper.ts';
import { diskFiles, type FileLayer } from './files.ts';

let dir: string;
let collector: Collector | null = null;
let clock = Date.UTC(2026, 10, 24, 10, 0, 3);
let answer: FeedAnswer = { kind: 'entries', entries: [] };
/** Every path written, in order, through the collector's file layer. */
let writes: string[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'collector-live-'));
  writes = [];
});

afterEach(async () => {
  await collector?.close();
  collector = null;
  rmSync(dir, { recursive: true, force: true });
});

const recording: FileLayer = {
  ...diskFiles,
  writeAtomic: (path, text) => {
    writes.push(path);
    return diskFiles.writeAtomic(path, text);
  },
};

async function open(): Promise<Collector> {
  const { fetchImpl } = fakeService(() => answer);
  collector = await Collector.open({
    api: 'http://service.test/',
    out: join(dir, 'out'),
    db: join(dir, 'db', 'history.duckdb'),
    now: () => clock,
    log: () => {},
    fetchImpl,
    files: recording,
  });
  return collector;
}

const live = () => JSON.parse(readFileSync(join(dir, 'out', LIVE_FILE), 'utf8')) as unknown;
const liveWrites = () => writes.filter((p) => p.endsWith(LIVE_FILE)).length;
/** Entries n..m of the feed, oldest first, as the service lists them. */
const entries = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => validEntry(from + i));

async function poll(c: Collector, next: FeedAnswer, advanceMs = 5000) {
  answer = next;
  clock += advanceMs;
  await c.cycle();
}

it('holds the latest 100 valid matches, newest first, each as the dashboard reads it', async () => {
  const c = await open();
  await poll(c, { kind: 'entries', entries: [...entries(1, 90), ...hostileEntries(1)] });
  const firstSeen = clock;
  await poll(c, { kind: 'entries', entries: entries(1, 130) });
  const file = live() as { asOf: number; matches: { id: string; seenAt: number }[] };
  expect(file.asOf).toBe(clock);
  expect(file.matches).toHaveLength(LIVE_MATCHES);
  expect(file.matches.map((m) => m.id)).toEqual(
    Array.from({ length: LIVE_MATCHES }, (_, i) => idOf(130 - i)),
  );
  // Each match keeps the time the collector first saw it.
  expect(file.matches.find((m) => m.id === idOf(90))?.seenAt).toBe(firstSeen);
  expect(file.matches.find((m) => m.id === idOf(91))?.seenAt).toBe(clock);
  const read = parseLiveFile(live(), clock);
  expect(read.rejected).toEqual({});
  expect(read.matches).toHaveLength(LIVE_MATCHES);
  // Oldest first, as a feed: what the store ingests.
  expect(read.matches[0]?.id).toBe(idOf(31));
  expect(read.matches[0]?.players[0]).toEqual({
    archetype: 100 + (31 % 7),
    rank: 1 + (31 % 50),
    legendRank: null,
    won: false,
  });
  expect(read.collector).toMatchObject({
    writtenAt: clock,
    lastSuccessAt: clock,
    consecutiveFailures: 0,
    lastError: null,
    heartbeatMs: LIVE_HEARTBEAT_MS,
  });
});

it('is rewritten only on change: new matches, a failure, a recovery, or the heartbeat', async () => {
  const c = await open();
  await poll(c, { kind: 'entries', entries: entries(1, 10) });
  expect(liveWrites()).toBe(1);
  // The same matches again: nothing new, no rewrite.
  await poll(c, { kind: 'entries', entries: entries(1, 10) });
  await poll(c, { kind: 'entries', entries: entries(1, 10) });
  expect(liveWrites()).toBe(1);
  await poll(c, { kind: 'entries', entries: entries(1, 11) });
  expect(liveWrites()).toBe(2);
  // A failure changes the poll health the file reports.
  await poll(c, { kind: 'status', status: 503 });
  expect(liveWrites()).toBe(3);
  expect(live()).toMatchObject({
    poll: { consecutiveFailures: 1, lastError: 'The service is failing (HTTP 503).' },
  });
  await poll(c, { kind: 'entries', entries: entries(1, 11) }, 10_000);
  expect(liveWrites()).toBe(4);
  expect(live()).toMatchObject({ poll: { consecutiveFailures: 0, lastError: null } });
  // Quiet, but the heartbeat says the collector runs.
  await poll(c, { kind: 'entries', entries: entries(1, 11) }, LIVE_HEARTBEAT_MS - 1);
  expect(liveWrites()).toBe(4);
  await poll(c, { kind: 'entries', entries: entries(1, 11) }, 1);
  expect(liveWrites()).toBe(5);
  expect((live() as { asOf: number }).asOf).toBe(clock);
  // Every write went through the atomic writer, and none left a temporary file.
  expect(readdirSync(join(dir, 'out')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
});

it('starts again from the database after a restart', async () => {
  let c = await open();
  await poll(c, { kind: 'entries', entries: entries(1, 40) });
  const before = live() as { matches: unknown[] };
  await c.close();
  collector = null;
  rmSync(join(dir, 'out', LIVE_FILE));
  c = await open();
  await poll(c, { kind: 'entries', entries: entries(1, 40) });
  expect(existsSync(join(dir, 'out', LIVE_FILE))).toBe(true);
  // The same matches with the same times; within one poll (one time) the database knows no
  // order, so they come back by id.
  const byId = (m: { id: string }[]) => [...m].sort((a, b) => a.id.localeCompare(b.id));
  const after = (live() as { matches: { id: string; seenAt: number }[] }).matches;
  expect(byId(after)).toEqual(byId(before.matches as { id: string }[]));
  expect(after.every((m, i) => i === 0 || (after[i - 1]?.seenAt ?? 0) >= m.seenAt)).toBe(true);
});
