// The database's insert: each match stored once with the time it was first seen, and a poll that
// repeats the last one's matches (all but a few of every poll at the real rate) reaches no
// statement for them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SeenMatch } from '../src/domain/match-store.ts';
import { MatchDb } from './db.ts';

let dir: string;
let db: MatchDb;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'match-db-'));
  db = await MatchDb.open(join(dir, 'matches.db'));
});

afterEach(() => {
  vi.restoreAllMocks();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const player = (archetype: number, won: boolean) => ({
  archetype,
  rank: 5,
  legendRank: null,
  won,
});

function match(n: number, seenAt: number): SeenMatch {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    seenAt,
    players: [player(1, true), player(2, false)],
  };
}

const batch = (from: number, to: number, seenAt: number) =>
  Array.from({ length: to - from }, (_, i) => match(from + i, seenAt));

it('stores each match once, keeping the time it was first seen', async () => {
  expect((await db.insert(batch(0, 3, 1000))).size).toBe(3);
  const again = await db.insert(batch(1, 5, 2000));
  expect([...again].sort()).toEqual([match(3, 0).id, match(4, 0).id]);
  const seen = await db.seenTimes();
  expect(seen.size).toBe(5);
  expect(seen.get(match(1, 0).id)).toBe(1000);
  expect(seen.get(match(4, 0).id)).toBe(2000);
});

it('sends the database only what the last insert did not find stored', async () => {
  const appender = vi.spyOn(DuckDBConnection.prototype, 'createAppender');
  await db.insert(batch(0, 201, 1000));
  expect(appender).toHaveBeenCalledTimes(1);
  // The next poll: the same 201 matches.
  expect((await db.insert(batch(0, 201, 6000))).size).toBe(0);
  expect(appender).toHaveBeenCalledTimes(1);
  // A poll later: one match came, the oldest left the response.
  const append = vi.spyOn(DuckDBAppender.prototype, 'endRow');
  expect([...(await db.insert(batch(1, 202, 11_000)))]).toEqual([match(201, 0).id]);
  expect(appender).toHaveBeenCalledTimes(2);
  expect(append).toHaveBeenCalledTimes(1);
  expect(await db.count()).toBe(202);
});

it('stores a match again after retention forgot it', async () => {
  await db.insert(batch(0, 2, 1000));
  expect(await db.deleteBefore(5000)).toBe(2);
  const stored = await db.insert(batch(0, 2, 9000));
  expect(stored.size).toBe(2);
  expect((await db.seenTimes()).get(match(0, 0).id)).toBe(9000);
});

it('a fresh start finds what an earlier run stored', async () => {
  await db.insert(batch(0, 3, 1000));
  db.close();
  db = await MatchDb.open(join(dir, 'matches.db'));
  expect((await db.insert(batch(0, 4, 2000))).size).toBe(1);
  expect((await db.seenTimes()).get(match(0, 0).id)).toBe(1000);
});

it("reports the engine's own memory, which grows with what it holds", async () => {
  const empty = await db.engineMemoryBytes();
  expect(empty).toBeGreaterThanOrEqual(0);
  await db.insert(batch(0, 20_000, 1000));
  expect(await db.engineMemoryBytes()).toBeGreaterThan(empty);
});

it('holds no more memory after many batches when retention keeps one', async () => {
  // Each batch of a full response is new; retention then forgets the one before it (and the
  // hour's checkpoint writes it out), so what is stored stays one batch. The engine's memory
  // must stay near what it was after the first few (DuckDB allocates in blocks of 256 KB;
  // a table emptied by DELETE instead grows by about 3 MB here).
  const round = async (n: number) => {
    await db.insert(batch(n * 201, (n + 1) * 201, n * 1000));
    await db.deleteBefore(n * 1000);
    if (n % 10 === 9) await db.checkpoint();
  };
  for (let n = 0; n < 10; n++) await round(n);
  const settled = await db.engineMemoryBytes();
  for (let n = 10; n < 60; n++) await round(n);
  expect(await db.engineMemoryBytes()).toBeLessThanOrEqual(settled + 1024 * 1024);
});
