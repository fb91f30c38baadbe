import { describe, expect, it } from 'vitest';
import { range, syntheticMatch } from '../test/synthetic-matches.ts';
import { HOUR, type Match, MINUTE } from './buckets.ts';
import { MatchStore } from './match-store.ts';
import { rankTier, tierInBracket } from './ranks.ts';
import { archetypeRates, matchups } from './rates.ts';
import { aggregate } from './stats.ts';

describe('ingestion', () => {
  it('de-duplicates matches repeated across overlapping responses and within one', () => {
    const store = new MatchStore();
    expect(store.ingest(range(0, 100), 0)).toMatchObject({ added: 100, duplicates: 0, gap: false });
    const second = store.ingest([...range(50, 150), syntheticMatch(149)], 5000);
    expect(second).toMatchObject({ added: 50, duplicates: 51, gap: false });
    // The new ones, newest first, each once.
    expect(second.fresh.map((m) => m.id)).toEqual(
      range(100, 150)
        .map((m) => m.id)
        .reverse(),
    );
    expect(store.counters).toMatchObject({
      matchesSeen: 150,
      duplicates: 51,
      gaps: 0,
      responses: 2,
    });
  });

  it('counts the repeats a parse did not read (knows) as the duplicates they are', () => {
    const store = new MatchStore({ dedupeMs: 30 * MINUTE });
    store.ingest(range(0, 100), 0);
    const ids = (from: number, to: number) => range(from, to).map((m) => m.id);
    expect(ids(0, 100).every(store.knows)).toBe(true);
    expect(store.knows(syntheticMatch(100).id)).toBe(false);
    // The next answer: 99 repeats passed by id, one new match read whole.
    const next = store.ingest(range(100, 101), 5000, ids(1, 100));
    expect(next).toMatchObject({ added: 1, duplicates: 99, gap: false });
    expect(store.counters).toMatchObject({ matchesSeen: 101, duplicates: 99, gaps: 0 });
    // A repeat keeps its match known as long as it keeps coming: 20 minutes after it was last
    // read whole, within the 30 minutes a match is remembered after it was last seen.
    store.ingest([], 20 * MINUTE, ids(1, 100));
    store.ingest([], 40 * MINUTE, ids(1, 100));
    expect(store.knows(syntheticMatch(1).id)).toBe(true);
    expect(store.knows(syntheticMatch(0).id)).toBe(false);
  });

  it('stamps each match with when it was first seen, newest first in the recent list', () => {
    const store = new MatchStore();
    store.ingest(range(0, 3), 1000);
    store.ingest(range(1, 5), 2000);
    expect(store.recent().map((m) => [m.id, m.seenAt])).toEqual([
      ['m-4', 2000],
      ['m-3', 2000],
      ['m-2', 1000],
      ['m-1', 1000],
      ['m-0', 1000],
    ]);
  });

  it('counts a coverage gap when a non-empty response shares nothing with the previous one', () => {
    const store = new MatchStore();
    store.ingest(range(0, 100), 0);
    store.ingest([], 5000); // empty responses neither cause nor hide a gap
    expect(store.ingest(range(100, 200), 10_000).gap).toBe(true);
    expect(store.ingest(range(150, 250), 15_000).gap).toBe(false);
    expect(store.counters.gaps).toBe(1);
  });

  it('keeps the recent list bounded', () => {
    const store = new MatchStore({ recentLimit: 500 });
    for (let i = 0; i < 20; i++) store.ingest(range(i * 100, i * 100 + 100), i * 5000);
    expect(store.recent()).toHaveLength(500);
    expect(store.recent()[0]?.id).toBe('m-1999');
  });
});

/** Plain recount of distinct matches, the way a person would do it on paper. */
function recount(matches: Match[], bracket: Parameters<typeof tierInBracket>[1]) {
  const byArchetype = new Map<number, { games: number; wins: number; slots: number }>();
  const pairs = new Map<string, { games: number; wins: number }>();
  let slots = 0;
  for (const m of matches) {
    const [p1, p2] = m.players;
    for (const [me, them] of [
      [p1, p2],
      [p2, p1],
    ] as const) {
      if (!tierInBracket(rankTier(me.rank, me.legendRank), bracket)) continue;
      slots++;
      const t = byArchetype.get(me.archetype) ?? { games: 0, wins: 0, slots: 0 };
      t.slots++;
      if (me.archetype !== them.archetype) {
        t.games++;
        if (me.won) t.wins++;
        const key = `${me.archetype}:${them.archetype}`;
        const p = pairs.get(key) ?? { games: 0, wins: 0 };
        p.games++;
        if (me.won) p.wins++;
        pairs.set(key, p);
      }
      byArchetype.set(me.archetype, t);
    }
  }
  return { byArchetype, pairs, slots };
}

describe('aggregates', () => {
  it('equal a plain recount of 100,000 distinct matches pushed in overlapping windows', () => {
    const store = new MatchStore();
    const total = 100_000;
    let now = 0;
    // Windows of 200 advancing by 120: every match arrives in one or two responses.
    for (let start = 0; start < total; start += 120) {
      store.ingest(range(start, Math.min(total, start + 200)), now);
      now += 5000;
    }
    expect(store.counters.matchesSeen).toBe(total);
    const all = range(0, total);
    for (const bracket of ['all', 'bronze-platinum', 'diamond', 'legend', 'top1000'] as const) {
      const expected = recount(all, bracket);
      const agg = aggregate(store.buckets(), { bracket, windowMs: null }, now);
      expect(agg.totalSlots).toBe(expected.slots);
      for (const row of archetypeRates(agg)) {
        const e = expected.byArchetype.get(row.archetype);
        expect(row.games).toBe(e?.games);
        expect(row.wins).toBe(e?.wins);
        expect(row.popularity).toBeCloseTo((e?.slots ?? 0) / expected.slots, 12);
      }
      expect(archetypeRates(agg)).toHaveLength(expected.byArchetype.size);
      for (const row of matchups(agg, 3)) {
        expect(expected.pairs.get(`3:${row.opponent}`)).toEqual({
          games: row.games,
          wins: row.wins,
        });
      }
    }
  });

  it('filters by time window, minute-exact for the last hour', () => {
    const store = new MatchStore();
    store.ingest(range(0, 10), 0);
    store.ingest(range(10, 30), 50 * MINUTE);
    const now = 55 * MINUTE;
    expect(
      aggregate(store.buckets(), { bracket: 'all', windowMs: 15 * MINUTE }, now).totalSlots,
    ).toBe(40);
    expect(aggregate(store.buckets(), { bracket: 'all', windowMs: HOUR }, now).totalSlots).toBe(60);
    expect(aggregate(store.buckets(), { bracket: 'all', windowMs: null }, now).totalSlots).toBe(60);
  });
});

describe('retention and memory bound', () => {
  it('forgets statistics older than the retention window', () => {
    const store = new MatchStore({ retentionMs: 2 * HOUR });
    store.ingest(range(0, 50), 0);
    store.ingest(range(50, 60), 3 * HOUR);
    const agg = aggregate(store.buckets(), { bracket: 'all', windowMs: null }, 3 * HOUR);
    expect(agg.totalSlots).toBe(20);
    expect(store.recent().every((m) => m.seenAt >= HOUR)).toBe(true);
  });

  // 345,600 matches: about 4 s, far more under mutation testing's instrumentation.
  it('stays within its stated bound over a simulated 48 hours at 2 matches/s', {
    timeout: 120_000,
  }, () => {
    const store = new MatchStore();
    const archetypes = 12; // syntheticMatch draws from 12 archetypes: P² = 144 pairs at most
    let n = 0;
    let maxPairs = 0;
    let maxIds = 0;
    for (let t = 0; t <= 48 * HOUR; t += 5000) {
      // 10 new matches per 5 s poll, in a 100-match window.
      n += 10;
      store.ingest(range(Math.max(0, n - 100), n), t);
      if (t % (10 * MINUTE) === 0) {
        const size = store.size();
        maxPairs = Math.max(maxPairs, size.pairs);
        maxIds = Math.max(maxIds, size.ids);
        expect(size.recent).toBeLessThanOrEqual(500);
        // 60 minute buckets and 24 (+1 partial) hour buckets at most.
        expect(size.buckets).toBeLessThanOrEqual(60 + 26);
      }
    }
    const bound = 60 * Math.min(120 * 2, archetypes ** 2) + 25 * archetypes ** 2;
    expect(maxPairs).toBeLessThanOrEqual(bound);
    // ids expire after 30 min: at 2/s that is at most 3,600 (+ one response).
    expect(maxIds).toBeLessThanOrEqual(3600 + 100);
    const agg = aggregate(store.buckets(), { bracket: 'all', windowMs: null }, 48 * HOUR);
    // Only the last ~24-25 h remain.
    expect(agg.totalSlots / 2).toBeLessThanOrEqual(25 * 3600 * 2);
    expect(agg.totalSlots / 2).toBeGreaterThanOrEqual(24 * 3600 * 2 - 100);
  });
});

describe('matchesPerMinute', () => {
  const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
  let n = 0;
  const batch = (size: number) =>
    Array.from({ length: size }, () => {
      const i = n++;
      return {
        id: `rate-${i}`,
        players: [
          { archetype: 1, rank: 30, legendRank: null, won: true },
          { archetype: 2, rank: 30, legendRank: null, won: false },
        ] as const,
      };
    });

  it('counts arrivals, not the backlog the first response brings', () => {
    const store = new MatchStore();
    store.ingest(batch(100), T0);
    expect(store.matchesPerMinute(T0 + 30_000)).toBeNull();
    for (let t = 5_000; t <= 60_000; t += 5_000) store.ingest(batch(2), T0 + t);
    // 24 arrivals over the 60 s since the first response.
    expect(store.matchesPerMinute(T0 + 60_000)).toBeCloseTo(24, 5);
  });

  it('has no rate until 10 s of arrivals have been observed', () => {
    const store = new MatchStore();
    expect(store.matchesPerMinute(T0)).toBeNull();
    store.ingest(batch(10), T0);
    store.ingest(batch(5), T0 + 5_000);
    expect(store.matchesPerMinute(T0 + 9_999)).toBeNull();
    store.ingest(batch(5), T0 + 10_000);
    expect(store.matchesPerMinute(T0 + 10_000)).toBeCloseTo(60, 5);
  });

  it('counts only watched time: an outage neither lowers nor raises the rate', () => {
    const store = new MatchStore();
    store.ingest(batch(1), T0);
    for (let t = 5_000; t <= 60_000; t += 5_000) store.ingest(batch(2), T0 + t);
    // 24 arrivals over the 60 s watched; then the service goes silent for 50 s.
    expect(store.matchesPerMinute(T0 + 60_000)).toBeCloseTo(24, 5);
    expect(store.matchesPerMinute(T0 + 110_000)).toBeCloseTo(24, 5);
  });

  it('looks at the last five minutes only', () => {
    const store = new MatchStore();
    store.ingest(batch(1), T0);
    // 6 a minute for 10 minutes, then 30 a minute for 5 minutes.
    for (let t = 10_000; t <= 10 * 60_000; t += 10_000) store.ingest(batch(1), T0 + t);
    for (let t = 10 * 60_000 + 2_000; t <= 15 * 60_000; t += 2_000) store.ingest(batch(1), T0 + t);
    const rate = store.matchesPerMinute(T0 + 15 * 60_000);
    expect(rate).toBeGreaterThan(25);
    expect(rate).toBeLessThanOrEqual(31);
  });

  it('looks back the number of minutes asked, the current one included', () => {
    const store = new MatchStore();
    store.ingest(batch(1), T0);
    for (let t = 10_000; t <= 170_000; t += 10_000) store.ingest(batch(1), T0 + t);
    // One minute: the current one, 6 arrivals over its 50 s watched.
    expect(store.matchesPerMinute(T0 + 170_000, 1)).toBeCloseTo(7.2, 5);
    // Three minutes reach back to the first answer: 17 arrivals over 170 s.
    expect(store.matchesPerMinute(T0 + 170_000, 3)).toBeCloseTo(6, 5);
  });

  it('treats the first response after a silence of over a minute as a backlog again', () => {
    const store = new MatchStore();
    store.ingest(batch(1), T0);
    for (let t = 5_000; t <= 60_000; t += 5_000) store.ingest(batch(1), T0 + t);
    const back = T0 + 5 * 60_000;
    store.ingest(batch(50), back);
    expect(store.matchesPerMinute(back + 5_000)).toBeNull();
  });
});

describe('the store in detail', () => {
  const T = Date.UTC(2026, 10, 22, 12);
  const m = (id: string, a = 1, b = 2, rank = 45): Match => ({
    id,
    players: [
      { archetype: a, rank, legendRank: null, won: true },
      { archetype: b, rank, legendRank: null, won: false },
    ],
  });

  it('counts a gap only when a non-empty answer shares nothing with the previous one', () => {
    const store = new MatchStore();
    expect(store.ingest([m('a'), m('b')], T).gap).toBe(false); // the first answer
    expect(store.ingest([], T + 5000).gap).toBe(false);
    expect(store.ingest([m('b'), m('c')], T + 10_000).gap).toBe(false);
    expect(store.ingest([m('d')], T + 15_000).gap).toBe(true);
    expect(store.counters).toEqual({ matchesSeen: 4, duplicates: 1, gaps: 1, responses: 4 });
  });

  it('keeps the newest matches first, at most recentLimit, and notifies each change', () => {
    const store = new MatchStore({ recentLimit: 3 });
    const versions: number[] = [];
    const stop = store.subscribe(() => versions.push(store.version));
    store.ingest([m('a'), m('b'), m('c')], T);
    expect(store.recent().map((r) => r.id)).toEqual(['c', 'b', 'a']);
    store.ingest([m('c'), m('d')], T + 5000);
    expect(store.recent().map((r) => r.id)).toEqual(['d', 'c', 'b']);
    stop();
    store.ingest([m('e')], T + 10_000);
    expect(versions).toEqual([1, 2]);
    expect(store.version).toBe(3);
    expect(store.startedAt).toBe(T);
  });

  it('moves the statistics version for a new match or a new minute, not for an answer with nothing new', () => {
    const store = new MatchStore();
    const after: number[] = [];
    const poll = (matches: Match[], at: number) => {
      store.ingest(matches, at);
      after.push(store.statisticsVersion);
    };
    poll([m('a')], T); // a match counted
    poll([m('a')], T + 5000); // the same match again
    poll([], T + 10_000); // an empty answer
    poll([m('a'), m('b')], T + 15_000); // one new match
    poll([m('b')], T + 20_000);
    poll([m('b')], T + MINUTE); // a new minute: a window's edge moves
    poll([m('b')], T + MINUTE + 5000);
    expect(after).toEqual([1, 1, 1, 2, 2, 3, 3]);
    // Every answer is still a change for what shows answers (counters, the rate).
    expect(store.version).toBe(7);
  });

  it('moves the statistics version when a bucket rolls up within a minute, nothing new arriving', () => {
    const store = new MatchStore();
    const after: number[] = [];
    const poll = (at: number) => {
      store.ingest([], at);
      after.push(store.statisticsVersion);
    };
    store.ingest([m('a')], T); // 1
    poll(T + 60 * MINUTE + 55_000); // a new minute (2); the minute of T is not an hour old yet
    poll(T + 61 * MINUTE); // a new minute (3); pruned 5 s ago, so not again
    poll(T + 61 * MINUTE + 5000); // pruned: the minute of T rolls into its hour (4)
    poll(T + 61 * MINUTE + 15_000); // pruned, nothing to roll
    expect(after).toEqual([2, 3, 4, 4]);
    expect(store.buckets().map((b) => [b.start, b.width])).toEqual([[T, HOUR]]);
  });

  it('forgets an id 30 minutes after it was last seen, not before', () => {
    const store = new MatchStore();
    store.ingest([m('a')], T);
    expect(store.ingest([m('a')], T + 30 * MINUTE).duplicates).toBe(1);
    // Seen again at +30 min: remembered for another 30 min from then.
    store.prune(T + 60 * MINUTE, true);
    expect(store.ingest([m('a')], T + 60 * MINUTE).duplicates).toBe(1);
    store.prune(T + 90 * MINUTE + 1, true);
    expect(store.ingest([m('a')], T + 90 * MINUTE + 1).added).toBe(1);
  });

  it('rolls minute buckets over an hour old into their hour, adding every counter', () => {
    const store = new MatchStore();
    store.ingest([m('a', 1, 2, 45)], T);
    store.ingest([m('b', 1, 2, 45), m('c', 1, 2, 10)], T + MINUTE);
    store.ingest([m('d', 3, 4)], T + 62 * MINUTE);
    const [hour, ...rest] = store.buckets();
    // `matches` counts arrivals only: the first answer is a backlog, the next one brought two.
    expect(hour).toMatchObject({ start: T, width: HOUR, matches: 2 });
    // 1 beat 2 three times: twice in diamond, once in bronze–platinum (counters 0..7).
    expect(hour?.pairs.counters(1, 2)).toEqual([0, 1, 0, 2, 0, 0, 0, 0]);
    expect(hour?.pairs.counters(2, 1)).toEqual([1, 0, 2, 0, 0, 0, 0, 0]);
    expect(hour?.rev).toBeGreaterThan(0);
    expect(rest.map((b) => [b.start, b.width])).toEqual([[T + 62 * MINUTE, MINUTE]]);
    // Ids are kept 30 min for de-duplication: only the last one is still remembered.
    expect(store.size()).toEqual({ pairs: 4, buckets: 2, recent: 4, ids: 1 });
  });

  it('prunes at most every 10 s unless forced, dropping what is past retention', () => {
    const store = new MatchStore({ retentionMs: HOUR });
    store.ingest([m('a')], T);
    store.prune(T + 2 * HOUR - 5000, true);
    // The hour [T, T + 1 h) still overlaps the last hour; the match itself is older.
    expect(store.buckets().map((b) => [b.start, b.width])).toEqual([[T, HOUR]]);
    expect(store.recent()).toEqual([]);
    expect(store.startedAt).toBe(T + HOUR - 5000);
    store.prune(T + 2 * HOUR); // 5 s after the last prune: skipped
    expect(store.buckets()).toHaveLength(1);
    store.prune(T + 2 * HOUR, true);
    expect(store.buckets()).toEqual([]);
    expect(store.startedAt).toBe(T + HOUR);
  });

  it('restores saved state: buckets by width, the recent list cut to its limit, counters copied', () => {
    const source = new MatchStore();
    source.ingest([m('a'), m('b')], T);
    source.ingest([m('c')], T + 70 * MINUTE);
    const store = new MatchStore({ recentLimit: 2 });
    const counters = { ...source.counters };
    store.restore(
      { buckets: source.buckets(), recent: [...source.recent()], counters, startedAt: T },
      T + 71 * MINUTE,
    );
    expect(store.buckets().map((b) => [b.start, b.width])).toEqual([
      [T, HOUR],
      [T + 70 * MINUTE, MINUTE],
    ]);
    expect(store.recent().map((r) => r.id)).toEqual(['c', 'b']);
    expect(store.counters).toEqual(counters);
    expect(store.counters).not.toBe(counters);
    expect(store.startedAt).toBe(T);
    // Restored recent matches are known: the feed repeating them adds nothing.
    expect(store.ingest([m('b'), m('c')], T + 72 * MINUTE).added).toBe(0);
    expect(store.matchesPerMinute(T)).toBeNull(); // a time before any arrival
  });

  it('adds no bucket for an answer with nothing new', () => {
    const store = new MatchStore();
    store.ingest([m('a')], T);
    store.ingest([m('a')], T + 2 * MINUTE);
    store.ingest([], T + 3 * MINUTE);
    expect(store.buckets().map((b) => b.start)).toEqual([T]);
  });

  it('gives its buckets oldest first, also after the clock stepped back', () => {
    const store = new MatchStore();
    store.ingest([m('a')], T + 5 * MINUTE);
    store.ingest([m('b')], T);
    expect(store.buckets().map((b) => b.start)).toEqual([T, T + 5 * MINUTE]);
  });

  it('prunes again exactly 10 s after the last prune', () => {
    const store = new MatchStore({ retentionMs: 5_000 });
    store.ingest([m('a')], T);
    store.prune(T + 10_000);
    expect(store.recent()).toEqual([]);
  });

  it('drops from the recent list only matches seen before retention, keeping the one at its edge', () => {
    const store = new MatchStore({ retentionMs: HOUR });
    store.ingest([m('a')], T);
    store.ingest([m('b')], T + 20 * MINUTE);
    store.ingest([m('c')], T + 40 * MINUTE);
    store.prune(T + HOUR + 20 * MINUTE, true);
    expect(store.recent().map((r) => r.id)).toEqual(['c', 'b']);
    // The start moves only once it is past retention.
    expect(store.startedAt).toBe(T + 20 * MINUTE);
    const young = new MatchStore({ retentionMs: HOUR });
    young.ingest([m('a')], T);
    young.prune(T + 30 * MINUTE, true);
    expect(young.startedAt).toBe(T);
  });

  it('prunes at once when history arrives or state is restored, however recent the last prune', () => {
    const store = new MatchStore({ retentionMs: HOUR });
    store.ingest([m('a')], T);
    store.ingest([m('b')], T + HOUR - 1000);
    store.setHistory({ buckets: [], asOf: T + HOUR, recentIds: [] }, T + HOUR + 1000);
    expect(store.recent().map((r) => r.id)).toEqual(['b']);

    const restored = new MatchStore({ retentionMs: HOUR });
    restored.ingest([m('z')], T + HOUR);
    restored.restore(
      {
        buckets: [],
        recent: [
          { ...m('new'), seenAt: T + HOUR },
          { ...m('old'), seenAt: T },
        ],
        counters: { matchesSeen: 2, duplicates: 0, gaps: 0, responses: 1 },
        startedAt: T,
      },
      T + HOUR + 1000,
    );
    expect(restored.recent().map((r) => r.id)).toEqual(['new']);
  });
});

describe('matches the collector already counted', () => {
  const T = Date.UTC(2026, 10, 22, 12);
  const m = (id: string): Match => ({
    id,
    players: [
      { archetype: 1, rank: 45, legendRank: null, won: true },
      { archetype: 2, rank: 45, legendRank: null, won: false },
    ],
  });
  const slots = (store: MatchStore, now: number) =>
    aggregate(store.buckets(), { bracket: 'all', windowMs: null }, now).totalSlots;

  it('are arrivals on screen but not counted a second time in the statistics', () => {
    const store = new MatchStore();
    store.ingest([m('a')], T);
    store.setHistory({ buckets: [], asOf: T, recentIds: ['x'] }, T);
    store.ingest([m('x')], T + 5_000);
    store.ingest([], T + 10_000);
    expect(store.recent().map((r) => [r.id, r.inHistory ?? false])).toEqual([
      ['x', true],
      ['a', false],
    ]);
    expect(slots(store, T + 10_000)).toBe(2);
    expect(store.matchesPerMinute(T + 10_000)).toBeCloseTo(6, 5);
  });

  it('are not arrivals either when they come in the backlog of a first answer', () => {
    const store = new MatchStore();
    store.setHistory({ buckets: [], asOf: T, recentIds: ['x'] }, T);
    store.ingest([m('x')], T);
    store.ingest([], T + 10_000);
    expect(slots(store, T + 10_000)).toBe(0);
    expect(store.matchesPerMinute(T + 10_000)).toBe(0);
  });

  it('are taken out of the counts when the history that holds them arrives after them', () => {
    const store = new MatchStore();
    store.ingest([m('x'), m('y')], T + 5_000);
    expect(slots(store, T + 5_000)).toBe(4);
    store.setHistory({ buckets: [], asOf: T, recentIds: ['x'] }, T + 6_000);
    expect(slots(store, T + 6_000)).toBe(2);
    expect(store.recent().find((r) => r.id === 'x')?.inHistory).toBe(true);
  });

  it('are taken out of their hour when their minute has been rolled up', () => {
    const store = new MatchStore();
    store.ingest([m('x'), m('y')], T + 5_000);
    store.ingest([m('z')], T + 62 * MINUTE);
    expect(store.buckets().map((b) => b.width)).toEqual([HOUR, MINUTE]);
    store.setHistory({ buckets: [], asOf: T, recentIds: ['x'] }, T + 62 * MINUTE + 1000);
    expect(slots(store, T + 62 * MINUTE + 1000)).toBe(4);
  });
});
