// The simulated ladder through the dashboard's own ingest and statistics, measured against the
// truth the simulation knows: interval coverage, false trend marks, detection of a drift, and
// how well each ranking rule (ours and the field's) orders archetypes by their true win rate.

import type { SimWorld } from '../../sim/generator.ts';
import type { SimProfile } from '../../sim/profiles.ts';
import { createSimService } from '../../sim/service.ts';
import { trueWinRate } from '../../sim/truth.ts';
import { parseFeed } from '../api/service.ts';
import { HOUR, MINUTE } from '../domain/buckets.ts';
import { MatchStore } from '../domain/match-store.ts';
import { DEFAULT_RANKING, type Ranking, rankWindow } from '../domain/ranking.ts';
import { aggregate, type StatsFilter } from '../domain/stats.ts';
import { shrunkRates } from '../domain/tiers.ts';

export const START = Date.UTC(2026, 10, 2);
const sumBy = <T>(items: readonly T[], f: (item: T, i: number) => number) =>
  items.reduce((sum, item, i) => sum + f(item, i), 0);

/** Steps shorter than one response's span (100 entries at 2/s = 50 s; 201 at 1/min = 201 min). */
const STEP_MS: Record<SimProfile, number> = { demo: 45_000, real: 5 * MINUTE };

export interface Ladder {
  seed: number;
  profile: SimProfile;
  /** Ingests polls up to `t` (ms after START). */
  runTo: (t: number) => void;
  /** The tier list as `#/tiers` shows it by default (every bracket, since start). */
  ranking: (filter?: StatsFilter) => Ranking;
  truth: (archetype: number) => number;
  world: SimWorld;
  gamesSoFar: () => number;
}

/** A simulated ladder from START, polled through `parseFeed` into a `MatchStore`. */
export function ladder(seed: number, profile: SimProfile, shift?: string): Ladder {
  let now = START;
  const sim = createSimService({ seed, profile, now: () => now, ...(shift ? { shift } : {}) });
  const store = new MatchStore({ retentionMs: 8 * 24 * HOUR });
  const names = new Map(
    sim.world.archetypes.map((a) => [a.id, { id: a.id, name: a.name, classId: a.player_class }]),
  );
  let at = START;
  let games = 0;
  return {
    seed,
    profile,
    world: sim.world,
    runTo: (t) => {
      while (at + STEP_MS[profile] <= START + t) {
        at += STEP_MS[profile];
        now = at;
        games += store.ingest(parseFeed(sim.feedBody(at)).matches, at).added;
      }
    },
    ranking: (filter = { bracket: 'all', windowMs: null }) =>
      rankWindow(
        (f) => aggregate(store.buckets(), f, at),
        store.buckets(),
        filter,
        at,
        (id) => names.get(id),
        DEFAULT_RANKING,
      ),
    truth: (id) => trueWinRate(sim.world, id, Math.floor(((at - START) / 1000) * sim.clock.rate)),
    gamesSoFar: () => games,
  };
}

/** Spearman's rank correlation of two equally long lists of values (no ties expected). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (v: readonly number[]) => {
    const order = v.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
    const r = new Array<number>(v.length);
    order.forEach(({ i }, k) => {
      r[i] = k;
    });
    return r;
  };
  const a = ranks(xs);
  const b = ranks(ys);
  const n = xs.length;
  if (n < 2) return Number.NaN;
  const d2 = sumBy(a, (ra, i) => (ra - (b[i] ?? 0)) ** 2);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

export interface RuleRow {
  archetype: number;
  games: number;
  wins: number;
  winRate: number;
}

/**
 * A ranking rule: a score per archetype (higher is better) and which archetypes it puts in its
 * first tier. Every rule ranks the same archetypes (those the dashboard shows), so the
 * correlations compare orders, not floors.
 */
export interface Rule {
  name: string;
  order: (rows: readonly RuleRow[], ours: Ranking) => number[];
  tierOne: (rows: readonly RuleRow[], ours: Ranking) => Set<number>;
}

const byScore = (rows: readonly RuleRow[], score: (r: RuleRow) => number) =>
  [...rows]
    .sort((a, b) => score(b) - score(a) || a.archetype - b.archetype)
    .map((r) => r.archetype);

function shrunk(rows: readonly RuleRow[]): Map<number, number> {
  const rates = shrunkRates(rows);
  return new Map(rows.map((r, i) => [r.archetype, rates[i] ?? 0]));
}

/** The tier the interval alone gave before: 1 when all of it is above 50 %, 4 below. */
const oldTier = (r: { winRate: number; interval: { low: number; high: number } }) =>
  r.interval.low > 0.5 ? 1 : r.interval.high < 0.5 ? 4 : r.winRate > 0.5 ? 2 : 3;

const sd = (values: readonly number[]) => {
  if (values.length < 2) return 0;
  const m = sumBy(values, (v) => v) / values.length;
  return Math.sqrt(sumBy(values, (v) => (v - m) ** 2) / (values.length - 1));
};

const conservative = (r: RuleRow) =>
  r.winRate - 3 * Math.sqrt((r.winRate * (1 - r.winRate)) / r.games);

const tierOneOf = (ours: Ranking) =>
  new Set(ours.ranked.filter((r) => r.tier === 1).map((r) => r.archetype));

export const RULES: Rule[] = [
  {
    name: 'Ours: tiers tested at once (BH 5%), then the empirical-Bayes rate',
    order: (_rows, ours) => ours.ranked.map((r) => r.archetype),
    tierOne: (_rows, ours) => tierOneOf(ours),
  },
  {
    name: 'Before: tiers by the 95% interval alone, then its low end',
    order: (_rows, ours) =>
      [...ours.ranked]
        .sort((a, b) => oldTier(a) - oldTier(b) || b.interval.low - a.interval.low)
        .map((r) => r.archetype),
    tierOne: (_rows, ours) =>
      new Set(ours.ranked.filter((r) => oldTier(r) === 1).map((r) => r.archetype)),
  },
  {
    name: 'HSReplay: raw win rate; tier 1 from the best − σ',
    order: (rows) => byScore(rows, (r) => r.winRate),
    tierOne: (rows) => {
      const best = Math.max(...rows.map((r) => r.winRate));
      const cut = best - sd(rows.filter((r) => r.winRate > 0.5).map((r) => r.winRate));
      return new Set(
        rows.filter((r) => r.winRate > 0.5 && r.winRate >= cut).map((r) => r.archetype),
      );
    },
  },
  {
    name: 'HSGuru: raw win rate; above 50%',
    order: (rows) => byScore(rows, (r) => r.winRate),
    tierOne: (rows) => new Set(rows.filter((r) => r.winRate > 0.5).map((r) => r.archetype)),
  },
  {
    name: 'Firestone: p − 3·√(p(1−p)/n); above 50%',
    order: (rows) => byScore(rows, conservative),
    tierOne: (rows) => new Set(rows.filter((r) => conservative(r) > 0.5).map((r) => r.archetype)),
  },
  {
    name: 'Empirical Bayes: shrunk rate; above 50%',
    order: (rows) => {
      const s = shrunk(rows);
      return byScore(rows, (r) => s.get(r.archetype) ?? 0);
    },
    tierOne: (rows) => {
      const s = shrunk(rows);
      return new Set(rows.filter((r) => (s.get(r.archetype) ?? 0) > 0.5).map((r) => r.archetype));
    },
  },
];

export interface RuleScore {
  rule: string;
  spearman: number;
  tierOne: number;
  tierOneTrue: number;
}

/** Every rule on one ladder at its current moment. */
export function scoreRules(l: Ladder): RuleScore[] {
  const ours = l.ranking();
  const rows: RuleRow[] = ours.ranked.map((r) => ({
    archetype: r.archetype,
    games: r.games,
    wins: r.wins,
    winRate: r.winRate,
  }));
  return RULES.map((rule) => {
    const order = rule.order(rows, ours);
    const truthOfOrder = order.map((id) => l.truth(id));
    const position = order.map((_, i) => -i);
    const top = rule.tierOne(rows, ours);
    return {
      rule: rule.name,
      spearman: spearman(position, truthOfOrder),
      tierOne: top.size,
      tierOneTrue: [...top].filter((id) => l.truth(id) > 0.5).length,
    };
  });
}

export interface Calibration {
  ranked: number;
  covered: number;
  marks: number;
}

/** Coverage of the shown intervals and the marks shown, on the ladder's current ranking. */
export function calibrate(l: Ladder): Calibration {
  const { ranked } = l.ranking();
  return {
    ranked: ranked.length,
    covered: ranked.filter(
      (r) => r.interval.low <= l.truth(r.archetype) && l.truth(r.archetype) <= r.interval.high,
    ).length,
    marks: ranked.filter((r) => r.trend !== null).length,
  };
}
