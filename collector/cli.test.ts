// The built commands (plain JavaScript, as deployed) as an operator runs them: every mistake is
// one line and exit 2, export never harms the database, a second collector on one --out is
// refused, and a real full disk under --out stops publishing but not collecting.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimService } from '../sim/service.ts';
import { builtCollector, exited, serveOnLoopback, until } from './built.test-helper.ts';
import { Collector } from './collector.ts';
import { MatchDb } from './db.ts';
import { validEntry } from './fake-service.test-helper.ts';
import { readPublished } from './published.test-helper.ts';

let dir: string;
let cli: string;
let exporter: string;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;
let api: string;
const sim = createSimService({ seed: 31, rate: 1, feedSize: 200 });
/** Requests the service has answered. */
let requests = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'collector-cli-'));
  ({ cli, exporter } = await builtCollector(dir));
  server = await serveOnLoopback((req, res) => {
    requests++;
    sim.handle(req, res);
  });
  api = server.url;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a built command to its end: exit code and what it printed. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function startCollector(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [cli, '--api', api, ...args], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  child.stdout?.on('data', (chunk) => {
    output.text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output.text += chunk;
  });
  return { child, output };
}

/** One line on stderr, no stack trace, exit 2. */
function expectOneLineError(result: ReturnType<typeof run>, text: string | RegExp) {
  expect(result.code).toBe(2);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(text);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('export', () => {
  let db: string;
  beforeAll(async () => {
    db = join(dir, 'export.duckdb');
    const c = await Collector.open({ api, out: join(dir, 'export-out'), db, log: () => {} });
    const seenAt = Date.UTC(2026, 10, 22, 12, 0);
    await c.ingestFeedBodies([{ body: { data: [0, 1, 2].map(validEntry) }, seenAt }]);
    await c.close();
  });

  const stillADatabase = async () => {
    const check = await MatchDb.open(db, { readOnly: true });
    try {
      return await check.count();
    } finally {
      check.close();
    }
  };

  it('refuses to write over its database or the database’s log, which stays whole', async () => {
    expectOneLineError(
      run(exporter, ['--db', db, '--format', 'csv', '--out', db, '--force']),
      /is the database or one of its files/,
    );
    expectOneLineError(
      run(exporter, ['--db', db, '--format', 'csv', '--out', `${db}.wal`, '--force']),
      /is the database or one of its files/,
    );
    expect(await stillADatabase()).toBe(3);
  });

  it('takes only ISO 8601 times with a zone, and --from before --to', () => {
    const csv = join(dir, 'out.csv');
    for (const from of ['1', '2026-11-22', '2026-11-22T14:00', '2026-02-31T00:00Z']) {
      expectOneLineError(
        run(exporter, ['--db', db, '--format', 'csv', '--from', from, '--out', csv]),
        /--from must be an ISO 8601 time with its zone/,
      );
    }
    expectOneLineError(
      run(exporter, [
        ...['--db', db, '--format', 'csv', '--out', csv],
        ...['--from', '2026-11-23T00:00Z', '--to', '2026-11-22T00:00+01:00'],
      ]),
      /must be before --to/,
    );
  });

  it('names a missing directory or database in one line, and keeps an existing file without --force', () => {
    expectOneLineError(
      run(exporter, ['--db', db, '--format', 'csv', '--out', join(dir, 'nowhere', 'x.csv')]),
      /The directory .*nowhere does not exist/,
    );
    expectOneLineError(
      run(exporter, ['--db', join(dir, 'none.duckdb'), '--format', 'csv', '--out', 'x.csv']),
      /There is no database at/,
    );
    const existing = join(dir, 'existing.csv');
    writeFileSync(existing, 'mine');
    expectOneLineError(
      run(exporter, ['--db', db, '--format', 'csv', '--out', existing]),
      /exists already: add --force/,
    );
    expect(readFileSync(existing, 'utf8')).toBe('mine');
  });

  it('writes the range asked for through a temporary file, and overwrites with --force', () => {
    const existing = join(dir, 'range.csv');
    writeFileSync(existing, 'old');
    const result = run(exporter, [
      ...['--db', db, '--format', 'csv', '--out', existing, '--force'],
      ...['--from', '2026-11-22T13:00+01:00', '--to', '2026-11-22T12:00:00.001Z'],
    ]);
    expect(result.stdout).toContain('Wrote 3 matches');
    expect(readFileSync(existing, 'utf8').trim().split('\n')).toHaveLength(4);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('collect', () => {
  it('refuses out-of-range settings in one line', () => {
    const out = join(dir, 'settings-out');
    const db = join(dir, 'settings.duckdb');
    expectOneLineError(
      run(cli, ['--api', api, '--out', out, '--db', db, '--interval', '3000000000']),
      /--interval must be a whole number of milliseconds from 5000 to 3600000/,
    );
    expectOneLineError(
      run(cli, ['--api', api, '--out', out, '--db', db, '--retention-days', '0.5']),
      /--retention-days must be a whole number of days from 1 to 3650/,
    );
    expectOneLineError(
      run(cli, ['--api', api, '--out', out, '--db', join(out, 'history.duckdb')]),
      /may not be inside the published directory/,
    );
  });

  it('keeps its default database out of --out’s parent, and refuses a second collector on one --out', async () => {
    const state = join(dir, 'state');
    const out = join(dir, 'web', 'history');
    const first = startCollector(['--out', out], { XDG_STATE_HOME: state });
    await until(() => existsSync(join(out, 'manifest.json')), 'the first publish');
    expect(first.output.text).toMatch(
      new RegExp(`into ${state}/hs-ladder-collector/history-[0-9a-f]{12}\\.duckdb`),
    );
    expect(readdirSync(join(dir, 'web'))).toEqual(['history']);
    const second = run(cli, ['--api', api, '--out', out, '--db', join(dir, 'second.duckdb')]);
    expectOneLineError(second, /Another collector \(pid \d+ on .*\) is publishing to/);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(existsSync(join(out, '.collector.lock'))).toBe(false);
  });

  it('refuses a database it cannot open: says what to do, touches nothing published, and health.json says why', () => {
    const out = join(dir, 'refused', 'history');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'manifest.json'), '{"kept":true}');
    const db = join(dir, 'refused', 'broken.duckdb');
    writeFileSync(db, Buffer.alloc(64 * 1024, 7));
    const result = run(cli, ['--api', api, '--out', out, '--db', db]);
    expectOneLineError(
      result,
      /^Cannot open the database .*broken\.duckdb: .* Nothing published was touched\. Restore the database from a backup, or move the file aside/,
    );
    expect(result.stderr).not.toMatch(/--help/);
    expect(readFileSync(join(out, 'manifest.json'), 'utf8')).toBe('{"kept":true}');
    const health = JSON.parse(readFileSync(join(out, 'health.json'), 'utf8'));
    expect(health.ok).toBe(false);
    expect(health.refused).toMatch(/^Cannot open the database/);
    expect(existsSync(join(out, '.collector.lock'))).toBe(false);
  });

  it('stops cleanly when told twice in a row, ten times out of ten', async () => {
    const out = join(dir, 'twice', 'history');
    for (let i = 0; i < 10; i++) {
      const { child, output } = startCollector(['--out', out, '--db', join(dir, 'twice.duckdb')]);
      await until(() => /^Collecting /m.test(output.text), 'the collector started');
      child.kill('SIGTERM');
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      // Its output may still be on its way when the exit is seen.
      await until(() => /Stopped\./.test(output.text), 'its last line');
      expect(existsSync(join(out, '.collector.lock'))).toBe(false);
    }
  }, 120_000);
});

/** A 3 MB tmpfs, where this test may mount one (root, and a kernel that allows it). */
function smallDisk(path: string): boolean {
  mkdirSync(path, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', path], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('a full disk under --out', () => {
  const mount = join(tmpdir(), `collector-small-${process.pid}`);
  const mounted = smallDisk(mount);
  if (!mounted) console.log(`skipped: cannot mount a tmpfs at ${mount} (needs root)`);
  afterAll(() => {
    if (mounted) spawnSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  it.skipIf(!mounted)(
    'stops publishing, never collecting: no temporary file left, and all of it published once there is room',
    async () => {
      const out = join(mount, 'history');
      const db = join(dir, 'full.duckdb');
      const filler = join(mount, 'filler');
      const { bavail, bsize } = statfsSync(mount);
      writeFileSync(filler, Buffer.alloc(Number(bavail * bsize)));
      const { child, output } = startCollector(['--out', out, '--db', db]);
      await until(() => /publish: failed \(ENOSPC/.test(output.text), 'a failed publish');
      // Still running, a few polls on, with nothing half-written left behind.
      const polls = requests;
      await until(() => requests >= polls + 2, 'two more polls');
      expect(child.exitCode).toBeNull();
      const leftovers = () => readdirSync(out).filter((f) => f.endsWith('.tmp'));
      // A failed attempt's temporary file exists for the moment it is being written; it must
      // not stay (before, every failed write left one for good).
      await until(() => leftovers().length === 0, 'the failed attempts’ temporary files removed');
      rmSync(filler);
      await until(() => /publish: working again after/.test(output.text), 'a publish with room');
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      expect(leftovers()).toEqual([]);
      const published = readPublished(out);
      const files = published.hours.reduce((n, b) => n + b.matches, published.open.bucket.matches);
      const check = await MatchDb.open(db, { readOnly: true });
      try {
        const stored = await check.count();
        expect(stored).toBeGreaterThan(0);
        expect(files).toBe(stored);
      } finally {
        check.close();
      }
    },
    90_000,
  );
});
