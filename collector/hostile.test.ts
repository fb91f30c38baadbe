// The collector under hostile answers, a failing database, a full disk, clock jumps and a second
// collector: each finding of issue #22 as its own test, against a Collector in this process.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVER_ENTRY_CAP } from '../src/api/service.ts';
import { HOUR } from '../src/domain/buckets.ts';
import { DAY } from '../src/domain/history-format.ts';
import { Collector } from './collector.ts';
import {
  CATALOGUE,
  type FeedAnswer,
  fakeService,
  hostileEntries,
  idOf,
  validEntry,
} from './fake-service.test-helper.ts';
import { diskFiles, type FileLayer } from './files.ts';
import { LockError } from './lock.ts';
import { catalogueText } from './publish.ts';
import type { CollectorOptions } from './settings.ts';

let dir: string;
const open: Collector[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'collector-hostile-'));
});

afterEach(async () => {
  for (const c of open.splice(0)) await c.close();
  rmSync(dir, { recursive: true, force: true });
});

const out = () => join(dir, 'history');
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

async function collector(
  answers: () => FeedAnswer,
  extra: Partial<CollectorOptions> & { catalogue?: unknown } = {},
) {
  const lines: string[] = [];
  const { fetchImpl, calls } = fakeService(answers, extra.catalogue ?? CATALOGUE);
  const c = await Collector.open({
    api: 'http://service.test/',
    out: out(),
    db: join(dir, 'history.duckdb'),
    fetchImpl,
    log: (line) => lines.push(line),
    ...extra,
  });
  open.push(c);
  return { c, lines, calls };
}

const storedIds = async (c: Collector) => [...(await c.db.seenTimes()).keys()].sort();

/** A feed that grows by `step` matches a poll, serving all of them, oldest first. */
function growingFeed(step: number): () => FeedAnswer {
  let n = 0;
  return () => {
    n += step;
    return { kind: 'entries', entries: range(0, n).map(validEntry) };
  };
}

/** A file layer whose writes fail with ENOSPC while `full.on` is set. */
function fullDisk(full: { on: boolean }): FileLayer {
  return {
    ...diskFiles,
    writeAtomic: async (path, text) => {
      if (full.on)
        throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), {
          code: 'ENOSPC',
        });
      await diskFiles.writeAtomic(path, text);
    },
  };
}

describe('1. one bad entry never loses a response', () => {
  it('refuses numbers the database cannot hold, one entry at a time, and stores the rest', async () => {
    const entries = [...range(0, 5).map(validEntry), ...hostileEntries(0)];
    const { c } = await collector(() => ({ kind: 'entries', entries }));
    await c.pollOnce();
    expect(await storedIds(c)).toEqual(range(0, 5).map(idOf).sort());
    expect(c.tracker.record.entriesRejected).toMatchObject({
      'player1_archetype is outside the 32-bit range': 2,
      'player2_legend_rank is outside the 32-bit range': 1,
      'player 2 legend rank over 10,000,000': 1,
      'id is not a UUID': 1,
      'player1_won is not a boolean': 1,
      'not an object': 2,
    });
  });

  it('offers a batch whose insert failed again at the next poll: stored then, once', async () => {
    const entries = range(0, 5).map(validEntry);
    const { c, lines } = await collector(() => ({ kind: 'entries', entries }));
    vi.spyOn(c.db, 'insert').mockRejectedValueOnce(new Error('Failed to commit: disk full'));
    await c.pollOnce();
    expect(await storedIds(c)).toEqual([]);
    expect(lines.join('\n')).toContain('store: insert failed (Failed to commit: disk full)');
    expect(c.failing.store).toMatchObject({ count: 1 });
    await c.pollOnce();
    expect(await storedIds(c)).toEqual(range(0, 5).map(idOf).sort());
    expect(c.failing.store).toBeNull();
  });

  it('takes 200,000 entries in one body: the newest 10,000, the rest counted, no stack overflow', async () => {
    const { c } = await collector(() => ({ kind: 'entries', entries: [] }));
    const data = range(0, 200_000).map(validEntry);
    const outcome = await c.ingestFeedBodies([{ body: { data }, seenAt: Date.now() }]);
    expect(outcome.added).toBe(10_000);
    expect(outcome.rejected).toEqual({ [OVER_ENTRY_CAP]: 190_000 });
    expect(await c.db.count()).toBe(10_000);
    expect((await storedIds(c))[0]).toBe(idOf(190_000));
  });

  it('stores 10,000 copies of one match once', async () => {
    const entries = [...Array.from({ length: 9_999 }, () => validEntry(7)), validEntry(8)];
    const { c } = await collector(() => ({ kind: 'entries', entries }));
    await c.pollOnce();
    expect(await storedIds(c)).toEqual([idOf(7), idOf(8)]);
  });
});

describe('2. answers are bounded in bytes', () => {
  it('cuts a feed that streams past 4 MB, names the limit in the log, and stores nothing of it', async () => {
    const { c, lines } = await collector(() => ({ kind: 'oversize' }));
    await c.pollOnce();
    expect(await c.db.count()).toBe(0);
    expect(c.tracker.record.failures).toEqual({ 'too-large': 1 });
    expect(lines).toContain(
      'feed: The answer for the live feed is larger than its 4 MB limit; it was not read.',
    );
  });
});

describe('3. the catalogue is republished from checked fields only', () => {
  it('drops junk elements and extra fields, and refuses a name of a megabyte', async () => {
    const hostile = [
      { ...CATALOGUE[0], extra: 'x'.repeat(1_000_000), __proto__: { polluted: true } },
      ...Array.from({ length: 30 }, () => 'junk'.repeat(10_000)),
      { ...CATALOGUE[0], id: 101, name: 'n'.repeat(1_000_000), url: '/archetypes/101/' },
    ];
    const { c } = await collector(() => ({ kind: 'entries', entries: [] }), {
      catalogue: hostile,
    });
    await c.refreshCatalogue();
    await c.publishing.publishIfDue(true);
    const text = readFileSync(join(out(), 'catalogue.json'), 'utf8');
    expect(JSON.parse(text)).toEqual(CATALOGUE);
    expect(text.length).toBeLessThan(400);
  });

  it('refuses a catalogue with no valid archetype', () => {
    expect(() => catalogueText([{ id: 'x' }])).toThrow('The archetype list is empty.');
  });
});

describe('4. clock jumps neither destroy nor rewrite history', () => {
  const start = Date.UTC(2026, 10, 23, 9, 30);

  it('keeps every match through a 40-day jump forward for one publish', async () => {
    let clock = start;
    const { c, lines } = await collector(growingFeed(3), { now: () => clock, retentionDays: 30 });
    for (let i = 0; i < 6; i++, clock += 60_000) await c.cycle();
    const before = await storedIds(c);
    clock += 40 * DAY;
    await c.publishing.publishIfDue(true);
    clock -= 40 * DAY;
    await c.publishing.publishIfDue(true);
    expect(await storedIds(c)).toEqual(before);
    expect(lines.join('\n')).toContain('clock: moved forward 40 d 0 h');
    expect(lines.join('\n')).not.toContain('retention: forgot');
  });

  it('rewrites and deletes no closed hour when the clock goes back 3 hours, and after', async () => {
    let clock = start;
    const { c, lines } = await collector(growingFeed(2), { now: () => clock });
    // Polls over four hours: closed files for 09:00, 10:00, 11:00, 12:00.
    for (; clock < start + 4 * HOUR; clock += 10 * 60_000) await c.cycle();
    await c.publishing.publishIfDue(true);
    const closed = () =>
      Object.fromEntries(
        readdirSync(join(out(), 'hours')).map((f) => [
          f,
          readFileSync(join(out(), 'hours', f), 'utf8'),
        ]),
      );
    const before = closed();
    expect(Object.keys(before)).toEqual([
      '2026-11-23T09.json',
      '2026-11-23T10.json',
      '2026-11-23T11.json',
      '2026-11-23T12.json',
    ]);
    clock -= 3 * HOUR;
    for (let i = 0; i < 3; i++, clock += 60_000) await c.cycle();
    await c.publishing.publishIfDue(true);
    expect(closed()).toEqual(before);
    expect(lines.join('\n')).toMatch(/clock: reads .*, behind data already stored or published/);
    // Matches polled meanwhile are counted in the open hour, never in a closed one.
    clock += 3 * HOUR + 2 * HOUR;
    for (let i = 0; i < 3; i++, clock += 60_000) await c.cycle();
    await c.publishing.publishIfDue(true);
    const after = closed();
    for (const [name, text] of Object.entries(before)) expect(after[name]).toBe(text);
  });

  it('lets retention delete only what is older than the newest stored match less the retention', async () => {
    let clock = start;
    const { c } = await collector(() => ({ kind: 'entries', entries: [validEntry(1)] }), {
      now: () => clock,
      retentionDays: 1,
    });
    await c.cycle();
    // Two days on and nothing new: the one match is still the newest, so it stays.
    clock += 2 * DAY;
    await c.publishing.publishIfDue(true);
    expect(await c.db.count()).toBe(1);
  });
});

describe('5. a full disk for the published files stops nothing but publishing', () => {
  it('goes on polling and storing, logs what fails, leaves no temporary file, and recovers', async () => {
    let clock = start();
    const full = { on: true };
    const { c, lines } = await collector(growingFeed(2), {
      now: () => clock,
      files: fullDisk(full),
    });
    const stop = new AbortController();
    // The first publish of run() fails; run goes on.
    await c.publishing.publishSafely(true);
    for (let i = 0; i < 8; i++, clock += 10_000) await c.cycle(stop.signal);
    expect(await c.db.count()).toBe(16);
    expect(lines.some((l) => l.startsWith('publish: failed (ENOSPC'))).toBe(true);
    expect(lines.some((l) => /publish failing since .* \(\d+×: ENOSPC/.test(l))).toBe(true);
    expect(readdirSync(out()).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    full.on = false;
    clock += 10_000;
    await c.cycle(stop.signal);
    expect(lines.some((l) => l.startsWith('publish: working again after'))).toBe(true);
    const health = JSON.parse(readFileSync(join(out(), 'health.json'), 'utf8'));
    expect(health).toMatchObject({ ok: true, publish: null, store: null });
  });
});

function start() {
  return Date.UTC(2026, 10, 23, 9, 30);
}

describe('6. one collector per --out', () => {
  it('refuses a second collector on the same directory, whatever its database', async () => {
    await collector(() => ({ kind: 'entries', entries: [] }));
    await expect(
      Collector.open({ api: 'http://service.test/', out: out(), db: join(dir, 'other.duckdb') }),
    ).rejects.toThrow(LockError);
    await expect(
      Collector.open({ api: 'http://service.test/', out: out(), db: join(dir, 'other.duckdb') }),
    ).rejects.toThrow(/Another collector \(pid \d+ on .*\) is publishing to/);
  });
});

describe('8. redirects and settings', () => {
  it('refuses a redirect (never fetching where it points) and counts it as a failed poll', async () => {
    const { c, lines } = await collector(() => ({ kind: 'redirect' }));
    await c.pollOnce();
    expect(c.tracker.record.successes).toBe(0);
    expect(c.tracker.record.failures).toEqual({ http: 1 });
    expect(lines).toContain(
      'feed: The service answered with a redirect (HTTP 302); redirects are not followed.',
    );
  });

  it('refuses a database inside the published directory, and intervals and retentions out of range', async () => {
    const base = { api: 'http://service.test/', out: out() };
    await expect(Collector.open({ ...base, db: join(out(), 'h.duckdb') })).rejects.toThrow(
      /may not be inside the published directory/,
    );
    for (const intervalMs of [3_000_000_000, 1000, 5000.5]) {
      await expect(
        Collector.open({ ...base, db: join(dir, 'h.duckdb'), intervalMs }),
      ).rejects.toThrow(/poll interval must be a whole number of milliseconds from 5000/);
    }
    await expect(
      Collector.open({ ...base, db: join(dir, 'h.duckdb'), retentionDays: 0 }),
    ).rejects.toThrow(/retention must be a whole number of days from 1 to 3650/);
  });
});
