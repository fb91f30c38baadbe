// Randomised fault test of the collector (fast-check): sequences of steps drawn from good and
// hostile answers, failures of every kind, clock jumps both ways, a full disk, a failing insert,
// and kill-and-restart. After every step the invariants of issue #22 hold:
// - the stored ids are exactly the valid ids served so far, once each (or gone by retention,
//   which only takes matches older than the newest stored less the retention);
// - every closed file is byte-identical to when it closed, or gone by retention;
// - the manifest names only files that exist;
// - no temporary file survives a restart;
// - the collector is alive: no step threw;
// - with the database replaced by an older copy of itself, no published count goes down: the
//   open hour's matches never fall, and the hour it becomes holds at least as many.
// FAULT_RUNS sets the number of sequences, the kept regressions first (default 25 in `npm test`).
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it, vi } from 'vitest';
import { parseLiveFile } from '../src/api/live-file.ts';
import { HOUR, MINUTE } from '../src/domain/buckets.ts';
import {
  DAY,
  dayFile,
  hourFile,
  MANIFEST_FILE,
  parseFileName,
} from '../src/domain/history-format.ts';
import { LIVE_FILE, LIVE_MATCHES } from '../src/domain/live-format.ts';
import { Collector } from './collector.ts';
import {
  type FeedAnswer,
  fakeService,
  hostileEntries,
  idOf,
  validEntry,
} from './fake-service.test-helper.ts';
import { diskFiles, type FileLayer } from './files.ts';
import { LOCK_FILE } from './lock.ts';

const RUNS = Number(process.env.FAULT_RUNS ?? 25);
const RETENTION_DAYS = 7;
/** The feed shows the latest 20 matches, as the real one shows its latest 201. */
const WINDOW = 20;

type Step =
  | { kind: 'good'; grow: number }
  | { kind: 'hostile'; grow: number }
  | { kind: 'duplicates'; grow: number }
  | { kind: 'fail'; answer: FeedAnswer; grow: number }
  | { kind: 'clock'; ms: number }
  | { kind: 'disk-full'; cycles: number }
  | { kind: 'insert-fails' }
  | { kind: 'restart' }
  | { kind: 'backup' }
  | { kind: 'restore-older' };

const grow = fc.integer({ min: 0, max: 12 });
const failure: fc.Arbitrary<FeedAnswer> = fc.oneof(
  fc.constant<FeedAnswer>({ kind: 'status', status: 500 }),
  fc.constant<FeedAnswer>({ kind: 'status', status: 429, retryAfter: '30' }),
  fc.constant<FeedAnswer>({ kind: 'html' }),
  fc.constant<FeedAnswer>({ kind: 'oversize' }),
  fc.constant<FeedAnswer>({ kind: 'redirect' }),
  fc.constant<FeedAnswer>({ kind: 'down' }),
  fc.constant<FeedAnswer>({ kind: 'truncated', entries: [] }),
);
const jump = fc.oneof(
  fc.integer({ min: MINUTE, max: 3 * 60 * MINUTE }),
  fc.integer({ min: 3 * 60 * MINUTE, max: 3 * 7 * DAY }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: grow.map((g) => ({ kind: 'good' as const, grow: g })), weight: 6 },
  { arbitrary: grow.map((g) => ({ kind: 'hostile' as const, grow: g })), weight: 2 },
  { arbitrary: grow.map((g) => ({ kind: 'duplicates' as const, grow: g })), weight: 1 },
  {
    arbitrary: fc.record({ answer: failure, grow }).map((f) => ({ kind: 'fail' as const, ...f })),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(jump, fc.boolean())
      .map(([ms, back]) => ({ kind: 'clock' as const, ms: back ? -ms : ms })),
    weight: 2,
  },
  {
    arbitrary: fc
      .integer({ min: 1, max: 3 })
      .map((c) => ({ kind: 'disk-full' as const, cycles: c })),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'insert-fails' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'restart' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'backup' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'restore-older' as const }), weight: 1 },
);

const dirs: string[] = [];
const ran = { sequences: 0, steps: 0 };
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  console.log(`fault test: ${ran.sequences} sequences, ${ran.steps} steps`);
});

/** Every closed file's text, by name. */
function closedFiles(out: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ['hours', 'days']) {
    const path = join(out, folder);
    if (!existsSync(path)) continue;
    for (const name of readdirSync(path)) {
      if (!name.endsWith('.json')) continue;
      files.set(`${folder}/${name}`, readFileSync(join(path, name), 'utf8'));
    }
  }
  return files;
}

const temporaries = (out: string) =>
  ['', 'hours', 'days'].flatMap((folder) => {
    const path = join(out, folder);
    return existsSync(path) ? readdirSync(path).filter((n) => n.endsWith('.tmp')) : [];
  });

async function runSequence(steps: Step[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'collector-faults-'));
  dirs.push(dir);
  const out = join(dir, 'history');
  let clock = Date.UTC(2026, 10, 20, 9, 58);
  let streamEnd = WINDOW; // matches 0..streamEnd-1 exist; the feed shows the last WINDOW
  let answer: FeedAnswer = { kind: 'entries', entries: [] };
  const full = { cycles: 0 };
  const files: FileLayer = {
    ...diskFiles,
    writeAtomic: async (path, text) => {
      if (full.cycles > 0)
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      await diskFiles.writeAtomic(path, text);
    },
  };
  const { fetchImpl } = fakeService(() => answer);
  const open = () =>
    Collector.open({
      api: 'http://service.test/',
      out,
      db: join(dir, 'history.duckdb'),
      retentionDays: RETENTION_DAYS,
      now: () => clock,
      log: () => {},
      fetchImpl,
      files,
    });
  let c = await open();
  const dbPath = join(dir, 'history.duckdb');
  const backupPath = join(dir, 'backup.duckdb');
  let hasBackup = false;
  /** Ids the database lost when an older copy replaced it (the published files keep them). */
  const lost = new Set<string>();
  /** The most matches published for each hour, open or closed. */
  const publishedMost = new Map<number, number>();
  const served = new Set<string>();
  const everStored = new Map<string, number>();
  const closedAt = new Map<string, string>();
  let failInsert = false;
  let lastOpenHour = 0;
  const window = () => Array.from({ length: WINDOW }, (_, i) => streamEnd - WINDOW + i);

  ran.sequences++;
  try {
    for (const s of steps) {
      ran.steps++;
      let serving: number[] = [];
      if ('grow' in s) streamEnd += s.grow;
      switch (s.kind) {
        case 'good':
          serving = window();
          answer = { kind: 'entries', entries: serving.map(validEntry) };
          break;
        case 'hostile':
          serving = window();
          answer = {
            kind: 'entries',
            entries: [...hostileEntries(streamEnd), ...serving.map(validEntry)],
          };
          break;
        case 'duplicates':
          serving = window();
          answer = {
            kind: 'entries',
            entries: [
              ...Array.from({ length: 9_980 }, () => validEntry(streamEnd - 1)),
              ...serving.map(validEntry),
            ],
          };
          break;
        case 'fail':
          answer =
            s.answer.kind === 'truncated'
              ? { kind: 'truncated', entries: window().map(validEntry) }
              : s.answer;
          break;
        case 'clock':
          clock += s.ms;
          answer = { kind: 'entries', entries: [] };
          break;
        case 'disk-full':
          full.cycles = s.cycles;
          answer = { kind: 'entries', entries: [] };
          break;
        case 'insert-fails':
          failInsert = true;
          serving = window();
          answer = { kind: 'entries', entries: serving.map(validEntry) };
          break;
        case 'restart': {
          // As a kill mid-publish leaves things: a temporary file, and the lock of a dead pid.
          await writeFile(join(out, `${MANIFEST_FILE}.99999.0.tmp`), '{"half');
          await c.close();
          symlinkSync(`${2 ** 22 + 1}:1@${hostname()}`, join(out, LOCK_FILE));
          c = await open();
          expect(temporaries(out)).toEqual([]);
          answer = { kind: 'entries', entries: [] };
          break;
        }
        case 'backup':
          // A copy of the database as an operator takes one: collector stopped, file copied.
          await c.close();
          copyFileSync(dbPath, backupPath);
          hasBackup = true;
          c = await open();
          answer = { kind: 'entries', entries: [] };
          break;
        case 'restore-older': {
          // The database replaced by the older copy (or deleted, with none).
          await c.close();
          rmSync(`${dbPath}.wal`, { force: true });
          if (hasBackup) copyFileSync(backupPath, dbPath);
          else rmSync(dbPath, { force: true });
          c = await open();
          const kept = await c.db.seenTimes();
          for (const id of everStored.keys()) if (!kept.has(id)) lost.add(id);
          answer = { kind: 'entries', entries: [] };
          break;
        }
      }
      if (failInsert) {
        vi.spyOn(c.db, 'insert').mockRejectedValueOnce(new Error('Failed to commit'));
        failInsert = false;
        serving = [];
      }
      // The step's poll, publish, log and health: never throws.
      const diskFull = full.cycles > 0;
      await c.cycle();
      for (const n of serving) served.add(idOf(n));
      clock += 10_000;
      if (full.cycles > 0) full.cycles--;

      // Stored ids: exactly the valid ids served, once each, or gone by retention.
      const stored = await c.db.seenTimes();
      const newest = Math.max(0, ...stored.values(), ...everStored.values());
      for (const id of stored.keys()) expect(served.has(id)).toBe(true);
      for (const id of served) {
        if (stored.has(id) || lost.has(id)) continue;
        const seen = everStored.get(id);
        expect(seen, `${id} was served but never stored`).toBeDefined();
        expect(seen as number).toBeLessThan(newest - RETENTION_DAYS * DAY);
      }
      for (const [id, at] of stored) everStored.set(id, at);

      // live.json: whole, read by the dashboard without a reject, the latest stored matches
      // (once the disk has room again).
      if (!diskFull && existsSync(join(out, LIVE_FILE))) {
        const body = JSON.parse(readFileSync(join(out, LIVE_FILE), 'utf8')) as { asOf: number };
        const live = parseLiveFile(body, body.asOf);
        expect(live.rejected).toEqual({});
        // Each match once, however often a feed shows it again (after retention forgot it).
        expect(new Set(live.matches.map((m) => m.id)).size).toBe(live.matches.length);
        expect(live.matches.length).toBeGreaterThanOrEqual(Math.min(LIVE_MATCHES, stored.size));
        expect(live.matches.length).toBeLessThanOrEqual(Math.min(LIVE_MATCHES, everStored.size));
        const oldest = Math.min(...live.matches.map((m) => m.collectedAt ?? 0));
        const inFile = new Set(live.matches.map((m) => m.id));
        for (const m of live.matches) expect(everStored.get(m.id)).toBe(m.collectedAt);
        for (const [id, at] of stored)
          if (at > oldest) expect(inFile.has(id), `${id} missing from live.json`).toBe(true);
      }

      // Closed files: unchanged since they closed, or gone by retention.
      const now = closedFiles(out);
      for (const [name, text] of closedAt) {
        const current = now.get(name);
        if (current === undefined) {
          const span = parseFileName(name);
          expect(span, `${name} vanished`).not.toBeNull();
          const end = (span?.start ?? 0) + (span?.width ?? 0);
          expect(end, `${name} deleted inside the retention`).toBeLessThanOrEqual(
            newest - RETENTION_DAYS * DAY,
          );
          closedAt.delete(name);
        } else expect(current, `${name} was rewritten`).toBe(text);
      }
      for (const [name, text] of now) if (!closedAt.has(name)) closedAt.set(name, text);

      // No published count goes down: the open hour's, and the hour it becomes.
      const counts = new Map<number, number>();
      for (const name of now.keys()) {
        const span = parseFileName(name);
        if (span?.width === HOUR)
          counts.set(span.start, JSON.parse(now.get(name) as string).matches as number);
      }
      if (!diskFull && existsSync(join(out, 'open.json'))) {
        const open = JSON.parse(readFileSync(join(out, 'open.json'), 'utf8'));
        counts.set(open.start, open.matches);
      }
      for (const [start, matches] of counts) {
        const most = publishedMost.get(start) ?? 0;
        expect(
          matches,
          `published matches of ${new Date(start).toISOString()} fell`,
        ).toBeGreaterThanOrEqual(most);
        publishedMost.set(start, matches);
      }

      // The manifest names only files that exist, and every closed hour it should; its open
      // hour never goes back, nor overlaps a closed one.
      if (existsSync(join(out, MANIFEST_FILE))) {
        const manifest = JSON.parse(readFileSync(join(out, MANIFEST_FILE), 'utf8')) as {
          hours: number[];
          days: number[];
          openHour: number;
        };
        const named = new Set([...manifest.hours.map(hourFile), ...manifest.days.map(dayFile)]);
        for (const name of named)
          expect(existsSync(join(out, name)), `the manifest names ${name}`).toBe(true);
        expect(manifest.openHour).toBeGreaterThanOrEqual(lastOpenHour);
        lastOpenHour = manifest.openHour;
        for (const name of now.keys()) {
          const span = parseFileName(name) as { start: number; width: number };
          expect(span.start + span.width, `${name} overlaps the open hour`).toBeLessThanOrEqual(
            manifest.openHour,
          );
          const listedWindow = span.width === DAY || span.start >= manifest.openHour - 48 * HOUR;
          if (listedWindow && span.start + span.width > newest - RETENTION_DAYS * DAY)
            expect(named.has(name), `${name} left out of the manifest`).toBe(true);
        }
      }
    }
  } finally {
    await c.close();
  }
}

/**
 * Shrunk counterexamples the property found, kept as fixed sequences run first (they count in
 * FAULT_RUNS).
 * Each broke a version of the collector on purpose: retention counted from the wall clock (a
 * week's jump deleted matches just stored), time following the clock back (the open hour went
 * back over closed ones), a publish failure thrown out of the loop, a match listed twice in
 * live.json (a feed showed it again after retention had forgotten it), retention moving back
 * when an older database came back (an hour it had removed was published again, one short).
 */
const REGRESSIONS: Step[][] = [
  [
    { kind: 'good', grow: 0 },
    { kind: 'clock', ms: 604_760_001 },
    { kind: 'restart' },
    { kind: 'insert-fails' },
    { kind: 'good', grow: 1 },
    { kind: 'restart' },
    { kind: 'hostile', grow: 0 },
    { kind: 'duplicates', grow: 0 },
    { kind: 'good', grow: 0 },
  ],
  [
    { kind: 'good', grow: 0 },
    { kind: 'clock', ms: 604_790_001 },
    { kind: 'good', grow: 0 },
    { kind: 'good', grow: 0 },
    { kind: 'good', grow: 0 },
    { kind: 'duplicates', grow: 0 },
  ],
  [
    { kind: 'hostile', grow: 0 },
    { kind: 'clock', ms: -3_490_001 },
    { kind: 'fail', answer: { kind: 'status', status: 500 }, grow: 0 },
    { kind: 'insert-fails' },
    { kind: 'good', grow: 0 },
    { kind: 'good', grow: 0 },
    { kind: 'fail', answer: { kind: 'status', status: 429, retryAfter: '30' }, grow: 0 },
  ],
  [
    { kind: 'disk-full', cycles: 1 },
    { kind: 'good', grow: 0 },
    { kind: 'fail', answer: { kind: 'oversize' }, grow: 0 },
    { kind: 'good', grow: 0 },
    { kind: 'restart' },
  ],
  [
    { kind: 'good', grow: 0 },
    { kind: 'backup' },
    { kind: 'duplicates', grow: 1 },
    { kind: 'clock', ms: 604_810_000 },
    { kind: 'clock', ms: 60_000 },
    { kind: 'good', grow: 1 },
    { kind: 'restore-older' },
    { kind: 'fail', answer: { kind: 'status', status: 429, retryAfter: '30' }, grow: 0 },
    { kind: 'backup' },
    { kind: 'good', grow: 0 },
    { kind: 'good', grow: 0 },
  ],
];

it(`keeps every invariant through ${REGRESSIONS.length} kept and ${RUNS - REGRESSIONS.length} random sequences of faults`, async () => {
  await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), runSequence), {
    numRuns: RUNS,
    verbose: true,
    examples: REGRESSIONS.map((steps) => [steps]),
  });
}, 600_000);
