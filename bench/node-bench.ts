// Benchmarks of the pure domain code: ingestion throughput and selector latency.

import { createAggregateCache } from '../src/domain/aggregate-cache.ts';
import { HOUR, type Match } from '../src/domain/buckets.ts';
import { classCharts, classOverview } from '../src/domain/chart-rows.ts';
import { MatchStore } from '../src/domain/match-store.ts';
import { aggregate } from '../src/domain/stats.ts';

/** Deterministic synthetic match n: 70 archetypes with a popularity skew, all rank tiers. */
export function syntheticMatch(n: number): Match {
  let x = (n * 2654435761) >>> 0;
  const next = (mod: number) => {
    x = (Math.imul(x ^ (x >>> 13), 1103515245) + 12345) >>> 0;
    return x % mod;
  };
  const archetype = () => 1 + Math.floor(70 * (next(1000) / 1000) ** 2);
  const rank = () => (next(10) < 3 ? 51 : 1 + next(50));
  const r1 = rank();
  const r2 = rank();
  const won = next(2) === 0;
  return {
    id: `m-${n}`,
    players: [
      { archetype: archetype(), rank: r1, legendRank: r1 === 51 ? 1 + next(20000) : null, won },
      {
        archetype: archetype(),
        rank: r2,
        legendRank: r2 === 51 ? 1 + next(20000) : null,
        won: !won,
      },
    ],
  };
}

/** The class of synthetic archetype a: spread over the 11 main classes. */
const classOf = (a: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14][a % 11];
const lookup = (a: number) => ({ id: a, name: `Archetype ${a}`, classId: classOf(a) ?? 1 });

export function ingestionThroughput(total = 1_000_000): { matchesPerSecond: number; ms: number } {
  const store = new MatchStore();
  // Responses of 200 matches advancing by 100: every match arrives twice, like real polling.
  const windows: Match[][] = [];
  for (let start = 0; start < total; start += 100) {
    windows.push(
      Array.from({ length: Math.min(200, total - start) }, (_, i) => syntheticMatch(start + i)),
    );
  }
  let now = 0;
  const t0 = performance.now();
  for (const w of windows) {
    store.ingest(w, now);
    now += 5000;
  }
  const ms = performance.now() - t0;
  if (store.counters.matchesSeen !== total) throw new Error('ingestion lost matches');
  return { matchesPerSecond: total / (ms / 1000), ms };
}

/** A store holding `hours` of polling at `rate` matches/s (10 per 5 s poll at 2/s). */
export function filledStore(hours: number, rate = 2): MatchStore {
  const store = new MatchStore({ retentionMs: hours * HOUR });
  const perPoll = rate * 5;
  let n = 0;
  for (let t = 0; t <= hours * HOUR; t += 5000) {
    store.ingest(
      Array.from({ length: 100 }, (_, i) => syntheticMatch(n + i - 100 + perPoll)),
      t,
    );
    n += perPoll;
  }
  return store;
}

export function selectorLatency(
  store: MatchStore,
  now: number,
  runs = 15,
): { medianMs: number; pairs: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const agg = aggregate(store.buckets(), { bracket: 'all', windowMs: null }, now);
    classCharts(agg, lookup, 30);
    classOverview(agg, (a) => classOf(a));
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)] ?? 0, pairs: store.size().pairs };
}

/**
 * What a screen pays when a poll lands: the cached aggregate (stable hours kept, newest hour
 * and minute buckets added) plus the chart rows, after one more poll's matches.
 */
export function selectorLatencyPerPoll(store: MatchStore, now: number, runs = 15): number {
  const cached = createAggregateCache();
  const filter = { bracket: 'all' as const, windowMs: null };
  cached(() => store.buckets(), store.version, filter, now);
  const times: number[] = [];
  let n = 50_000_000;
  let t = now;
  for (let i = 0; i < runs; i++) {
    t += 5000;
    store.ingest(
      Array.from({ length: 10 }, () => syntheticMatch(n++)),
      t,
    );
    const t0 = performance.now();
    const agg = cached(() => store.buckets(), store.version, filter, t);
    classCharts(agg, lookup, 30);
    classOverview(agg, (a) => classOf(a));
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}
