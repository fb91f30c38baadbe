import { describe, expect, it } from 'vitest';
import { range, syntheticMatch } from '../test/synthetic-matches.ts';
import { type Bucket, HOUR, type Match, MINUTE } from './buckets.ts';
import {
  DAY,
  dayFile,
  decodeCounts,
  encodeCounts,
  type HistoryManifest,
  hourFile,
  newestWithinPairs,
  parseFileName,
  planHistory,
} from './history-format.ts';
import { MatchStore } from './match-store.ts';
import { PairCounts } from './pair-counts.ts';
import { ALL_TIME, aggregate } from './stats.ts';

/** The counts a store holds over everything, as plain numbers per pair. */
function totals(store: MatchStore): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const bucket of store.buckets()) {
    for (const [key, counts] of bucket.pairs) {
      const into = out[key] ?? new Array(8).fill(0);
      counts.forEach((n, i) => {
        into[i] += n;
      });
      out[key] = into;
    }
  }
  for (const [key, counts] of Object.entries(out))
    if (counts.every((n) => n === 0)) delete out[key];
  return out;
}

/** One hour bucket holding `matches`, as the collector would publish it. */
function bucketOf(matches: Match[], start: number, width = HOUR): Bucket {
  const store = new MatchStore({ retentionMs: 30 * DAY, fineMinutes: 0 });
  store.ingest(matches, start);
  store.prune(start + 2 * width, true);
  const pairs = new PairCounts();
  for (const b of store.buckets()) pairs.addAll(b.pairs);
  return { start, width, rev: 0, matches: matches.length, pairs };
}

describe('published encoding', () => {
  it('decodes exactly what it encodes, for any bucket', () => {
    for (let seed = 0; seed < 20; seed++) {
      const bucket = bucketOf(range(seed * 1000, seed * 1000 + 50 + seed * 40), 0);
      const decoded = decodeCounts(encodeCounts(bucket.pairs));
      expect(decoded).not.toBeNull();
      expect(Object.fromEntries([...(decoded ?? [])].map(([k, c]) => [k, [...c]]))).toEqual(
        Object.fromEntries([...bucket.pairs].map(([k, c]) => [k, [...c]])),
      );
    }
  });

  it('writes each pair as key deltas, a mask of non-zero counters, then those counters', () => {
    const pairs = PairCounts.from([
      ['12:3', [0, 0, 4, 0, 0, 0, 0, 0]],
      ['3:9', [1, 0, 0, 0, 0, 0, 0, 0]],
      ['3:7', [0, 2, 0, 0, 0, 0, 0, 5]],
    ]);
    expect(encodeCounts(pairs)).toEqual([3, 7, 0b10000010, 2, 5, 0, 2, 0b1, 1, 9, 3, 0b100, 4]);
  });

  it('refuses archetypes outside 32 bits and more pairs than a file may hold', () => {
    expect(decodeCounts([2 ** 31 - 1, 5, 0b1, 1])?.get(2 ** 31 - 1, 5, 0)).toBe(1);
    expect(decodeCounts([2 ** 31, 5, 0b1, 1])).toBeNull();
    expect(decodeCounts([5, -(2 ** 31) - 1, 0b1, 1])).toBeNull();
    // Three pairs: within a limit of three, not of two.
    const three = [1, 1, 0b1, 1, 0, 1, 0b1, 1, 0, 1, 0b1, 1];
    expect(decodeCounts(three, 3)?.size).toBe(3);
    expect(decodeCounts(three, 2)).toBeNull();
  });

  it('reads pairs listed out of order (another writer) as the same counts, in order', () => {
    // (12, 3), then (3, 9) by a negative step, then (3, 7): sorted on reading.
    const decoded = decodeCounts([12, 3, 0b100, 4, -9, 9, 0b1, 1, 0, -2, 0b10000010, 2, 5]);
    expect(decoded?.entries()).toEqual([
      ['3:7', [0, 2, 0, 0, 0, 0, 0, 5]],
      ['3:9', [1, 0, 0, 0, 0, 0, 0, 0]],
      ['12:3', [0, 0, 4, 0, 0, 0, 0, 0]],
    ]);
    expect(decoded?.get(12, 3, 2)).toBe(4);
    // The same pair twice, even apart, is refused.
    expect(decodeCounts([3, 7, 0b1, 1, 9, 1, 0b1, 1, -9, 7, 0b1, 1])).toBeNull();
  });

  it.each([
    [[1, 2]],
    [[1, 2, 0]],
    [[1, 2, 256, 1]],
    [[1, 2, 1]],
    [[1, 2, 1, 0]],
    [[1, 2, 1, -3]],
    [[1, 2, 1, 1.5]],
    [[1, 2, 1, 1, 0, 0, 1, 1]],
  ])('refuses a damaged list %j', (flat) => {
    expect(decodeCounts(flat)).toBeNull();
  });
});

describe('file names', () => {
  it('names hours and days by their UTC start', () => {
    const start = Date.UTC(2026, 10, 22, 14);
    expect(hourFile(start)).toBe('hours/2026-11-22T14.json');
    expect(dayFile(Date.UTC(2026, 0, 5))).toBe('days/2026-01-05.json');
  });

  it("reads a closed file's span back from its name, and nothing else", () => {
    expect(parseFileName('hours/2026-11-22T14.json')).toEqual({
      start: Date.UTC(2026, 10, 22, 14),
      width: HOUR,
    });
    expect(parseFileName('days/2026-01-05.json')).toEqual({
      start: Date.UTC(2026, 0, 5),
      width: DAY,
    });
    for (const name of [
      'hours/2026-11-22.json',
      'days/2026-11-22T14.json',
      'hours/2026-02-31T00.json',
      'hours/2026-11-22T24.json',
      'hours/2026-11-22T14.json.1.2.tmp',
      'open.json',
    ])
      expect(parseFileName(name)).toBeNull();
  });
});

describe('decodeCounts caps', () => {
  it('refuses a counter over 100 million (2^32 + 7 would wrap to 7 in a Uint32)', () => {
    expect(decodeCounts([5, 6, 1, 2 ** 32 + 7])).toBeNull();
    expect(decodeCounts([5, 6, 1, 100_000_000])?.get(5, 6, 0)).toBe(100_000_000);
  });

  it('refuses a key or mask that is not a whole number, and a mask outside 1–255', () => {
    for (const flat of [
      [1.5, 2, 1, 3],
      [1, 2.5, 1, 3],
      [1, 2, 1.5, 3],
      [1, 2, 0],
      [1, 2, 256, 3],
      [1, 2, 3, 5],
    ])
      expect(decodeCounts(flat)).toBeNull();
    const all = decodeCounts([1, 2, 255, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((slot) => all?.get(1, 2, slot))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });
});

describe('planHistory', () => {
  const asOf = Date.UTC(2026, 10, 23, 10, 30);
  const openHour = Date.UTC(2026, 10, 23, 10);
  const hours = Array.from({ length: 48 }, (_, i) => openHour - (48 - i) * HOUR);
  const days = Array.from({ length: 10 }, (_, i) => Date.UTC(2026, 10, 13 + i));
  const manifest: HistoryManifest = {
    format: 1,
    collector: 'test',
    asOf,
    retentionDays: 30,
    hours,
    days,
    openHour,
    catalogueAt: null,
  };

  it('reads the last 24 hours as hour files, the first one reaching into the window', () => {
    const plan = planHistory(manifest, 24 * HOUR);
    expect(plan.files.map((f) => f.name)).toEqual(hours.slice(-24).map((h) => hourFile(h)));
    expect(plan.since).toBe(openHour - 24 * HOUR);
  });

  it('reads whole days before the listed hours, then hours, never both for one time', () => {
    const plan = planHistory(manifest, 7 * DAY);
    const dayFiles = plan.files.filter((f) => f.width === DAY);
    const hourFiles = plan.files.filter((f) => f.width === HOUR);
    // Days for what is older than the last 24 h, the oldest reaching into the window.
    expect(dayFiles.map((f) => f.name)).toEqual([
      'days/2026-11-16.json',
      'days/2026-11-17.json',
      'days/2026-11-18.json',
      'days/2026-11-19.json',
      'days/2026-11-20.json',
      'days/2026-11-21.json',
    ]);
    // The hours start where the days end: no hour inside a day that is read whole, no gap.
    expect(hourFiles[0]?.start).toBe(Date.UTC(2026, 10, 22));
    expect(hourFiles.at(-1)?.start).toBe(openHour - HOUR);
    for (let i = 1; i < plan.files.length; i++) {
      const before = plan.files[i - 1];
      expect(before && before.start + before.width).toBe(plan.files[i]?.start);
    }
  });

  /** A plan at midnight, with the 26 hours before it listed and the given days. */
  const atMidnight = (days: number[], retentionMs: number) => {
    const midnight = Date.UTC(2026, 10, 23);
    const hours = Array.from({ length: 26 }, (_, i) => midnight - (26 - i) * HOUR);
    return planHistory(
      { ...manifest, asOf: midnight, openHour: midnight, days, hours },
      retentionMs,
    );
  };

  it('reads a day ending where the hours begin, not one ending where the window begins', () => {
    const days = [Date.UTC(2026, 10, 19), Date.UTC(2026, 10, 20), Date.UTC(2026, 10, 21)];
    const plan = atMidnight(days, 3 * DAY);
    expect(plan.files.filter((f) => f.width === DAY).map((f) => f.name)).toEqual([
      'days/2026-11-20.json',
      'days/2026-11-21.json',
    ]);
    expect(plan.files.find((f) => f.width === HOUR)?.start).toBe(Date.UTC(2026, 10, 22));
  });

  it('leaves out an hour that ends where the window begins', () => {
    const plan = atMidnight([], DAY);
    expect(plan.since).toBe(Date.UTC(2026, 10, 22));
    expect(plan.files).toHaveLength(24);
  });

  it('covers nothing when nothing is published', () => {
    expect(planHistory({ ...manifest, hours: [], days: [] }, DAY)).toEqual({
      files: [],
      since: null,
    });
  });
});

describe('MatchStore.setHistory', () => {
  const t0 = Date.UTC(2026, 10, 23, 12);

  it('counts a match once when the history and this screen both saw it', () => {
    const all = range(0, 300);
    // The collector counted matches 0..199 in the last closed hour and the open hour.
    const closed = bucketOf(all.slice(0, 100), t0 - HOUR);
    const open = bucketOf(all.slice(100, 200), t0);
    const asOf = t0 + 10 * MINUTE;
    // This screen saw 150..219 just before the history came (and 190..249 after).
    const store = new MatchStore();
    store.ingest(all.slice(150, 220), asOf + 5000);
    store.setHistory(
      {
        buckets: [closed, open],
        asOf,
        recentIds: all
          .slice(0, 200)
          .map((m) => m.id)
          .reverse(),
      },
      asOf + 6000,
    );
    store.ingest(all.slice(190, 250), asOf + 10_000);

    const expected = new MatchStore();
    expected.ingest(all.slice(0, 250), asOf);
    expect(totals(store)).toEqual(totals(expected));
    expect(aggregate(store.buckets(), ALL_TIME, asOf + 10_000).totalSlots).toBe(500);
    // The live list still shows every match this screen saw.
    expect(store.recent()).toHaveLength(100);
    expect(store.recent().filter((m) => m.inHistory)).toHaveLength(50);
  });

  it("counts this screen's own buckets only from the minute the history ends in", () => {
    const store = new MatchStore();
    store.ingest(range(0, 40), t0 - 30 * MINUTE);
    store.ingest(range(40, 60), t0 + 5 * MINUTE + 1000);
    store.setHistory(
      { buckets: [bucketOf(range(1000, 1010), t0 - HOUR)], asOf: t0 + 5 * MINUTE, recentIds: [] },
      t0 + 6 * MINUTE,
    );
    // 10 from history, 20 of its own after; the 40 before are the history's to count.
    expect(aggregate(store.buckets(), ALL_TIME, t0 + 6 * MINUTE).totalSlots).toBe(60);
    expect(store.historyInfo()).toEqual({
      asOf: t0 + 5 * MINUTE,
      since: t0 - HOUR,
      liveFrom: t0 + 5 * MINUTE,
    });
  });

  it('replaces the history at each load and drops what leaves the retention', () => {
    const store = new MatchStore({ retentionMs: 2 * HOUR });
    const first = [bucketOf([syntheticMatch(1)], t0 - 3 * HOUR), bucketOf([syntheticMatch(2)], t0)];
    store.setHistory({ buckets: first, asOf: t0 + MINUTE, recentIds: [] }, t0 + MINUTE);
    expect(store.historyInfo()?.since).toBe(t0);
    store.setHistory({ buckets: [], asOf: t0 + 2 * MINUTE, recentIds: [] }, t0 + 2 * MINUTE);
    expect(store.buckets()).toEqual([]);
    expect(store.historyInfo()?.since).toBeNull();
    // A collector that has counted nothing yet publishes an empty open hour: no history.
    const empty = { start: t0, width: HOUR, rev: 0, matches: 0, pairs: new PairCounts() };
    store.setHistory({ buckets: [empty], asOf: t0 + 3 * MINUTE, recentIds: [] }, t0 + 3 * MINUTE);
    expect(store.historyInfo()?.since).toBeNull();
  });
});

describe('newestWithinPairs', () => {
  it('keeps the newest files within the limit and leaves out one that would pass it', () => {
    const files = [
      { name: 'a', start: 1, pairs: 40 },
      { name: 'b', start: 3, pairs: 50 },
      { name: 'c', start: 2, pairs: 60 },
      { name: 'd', start: 0, pairs: 10 },
    ];
    const { kept, over } = newestWithinPairs(files, 100);
    // Newest first: b (50), then c would make 110, so it is left out; a (90), d (100).
    expect(kept.map((f) => f.name)).toEqual(['b', 'a', 'd']);
    expect(over.map((f) => f.name)).toEqual(['c']);
  });
});
