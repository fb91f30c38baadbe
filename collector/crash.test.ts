// The built collector (plain JavaScript, as deployed) under `kill -9` in the middle of a
// publish, then a restart: every file still parses and the totals equal an independent recount
// of the stream.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { latestIndex, matchAt } from '../sim/generator.ts';
import { createSimService } from '../sim/service.ts';
import { parseManifest } from '../src/api/history-files.ts';
import { builtCollector, exited, serveOnLoopback, until } from './built.test-helper.ts';
import { MatchDb } from './db.ts';
import { readPublished } from './published.test-helper.ts';

let dir: string;
let cli: string;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;
let api: string;
// 1 match a second, 200 per response: a response spans 200 s, longer than the test.
const sim = createSimService({ seed: 21, rate: 1, feedSize: 200 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'collector-crash-'));
  ({ cli } = await builtCollector(dir));
  server = await serveOnLoopback((req, res) => sim.handle(req, res));
  api = server.url;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const out = () => join(dir, 'history');

function startCollector(): ChildProcess {
  return spawn(
    process.execPath,
    [cli, '--api', api, '--out', out(), '--db', join(dir, 'history.duckdb')],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** Resolves when a temporary file appears in the output: a publish is under way. */
function publishing(): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(out(), { recursive: false }, (_event, name) => {
      if (name?.endsWith('.tmp')) {
        watcher.close();
        resolve();
      }
    });
  });
}

function manifestAsOf(): number {
  try {
    return parseManifest(JSON.parse(readFileSync(join(out(), 'manifest.json'), 'utf8'))).asOf;
  } catch {
    return 0;
  }
}

it('survives kill -9 during a publish and resumes without double counting', async () => {
  const first = startCollector();
  await until(() => existsSync(join(out(), 'manifest.json')), 'the first publish');
  // The next publish (after the next poll): killed while its files are being written.
  const during = publishing();
  await during;
  first.kill('SIGKILL');
  await exited(first);
  const killedAt = Date.now();

  // Whatever is on disk now parses: a rename either happened or did not.
  for (const name of readdirSync(out()).filter((n) => n.endsWith('.json'))) {
    expect(() => JSON.parse(readFileSync(join(out(), name), 'utf8'))).not.toThrow();
  }

  const second = startCollector();
  await until(() => manifestAsOf() > killedAt, 'a publish after the restart');
  second.kill('SIGTERM');
  expect(await exited(second)).toBe(0);

  // No temporary file is left, and the files agree with the database.
  expect(readdirSync(out()).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  const published = readPublished(out());
  const fileTotal = published.hours.reduce((n, b) => n + b.matches, published.open.bucket.matches);
  const db = await MatchDb.open(join(dir, 'history.duckdb'), { readOnly: true });
  try {
    const stored = await db.count();
    expect(fileTotal).toBe(stored);
    // An independent recount: the stored ids are one unbroken run of the stream's matches
    // (from the first the collector was served), each exactly once.
    const exported = join(dir, 'all.csv');
    await db.export(exported, 'csv', 0, Number.MAX_SAFE_INTEGER);
    const ids = readFileSync(exported, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(new Set(ids).size).toBe(ids.length);
    const newest = latestIndex(sim.clock, Date.now());
    const indexOf = new Map(
      Array.from({ length: newest + 1 }, (_, n) => [matchAt(sim.world, n).id, n] as const),
    );
    const indexes = ids.map((id) => indexOf.get(id as string) ?? -1).sort((a, b) => a - b);
    expect(indexes[0]).toBeGreaterThanOrEqual(0);
    const first = indexes[0] ?? 0;
    expect(indexes).toEqual(Array.from({ length: stored }, (_, i) => first + i));
  } finally {
    db.close();
  }
}, 90_000);
