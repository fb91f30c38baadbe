// What is winning: archetypes across all classes ranked by a rule that accounts for sample size
// (the lower bound of the Wilson interval), cut into tiers by where that interval lies against
// 50 %, and a rising/falling flag set only when a two-proportion z-test says the change is
// clear. Pure functions of aggregates.
import { archetypeName, type NamedArchetype } from './archetypes.ts';
import { classInfo } from './classes.ts';
import { type Aggregate, type ArchetypeTally, archetypeRates, type Interval } from './stats.ts';

/** The one-line rule every ranked screen prints. */
export const RANKING_RULE =
  'Tiers by where the 95% interval lies: 1, all of it above 50%; 2, it spans 50% with the estimate above; 3, it spans 50% with the estimate at or below; 4, all of it below 50%. Within a tier, ranked by the low end of the interval (the win rate the games support with 97.5% confidence), so a small sample cannot top the list by luck.';

export const TREND_RULE =
  '▲/▼: the win rate in the last 3 hours differs from the hours before in a two-proportion z-test at 95% (|z| > 1.96); no mark otherwise.';

export type Tier = 1 | 2 | 3 | 4;
export type Trend = 'rising' | 'falling' | null;

export interface RankedArchetype {
  archetype: number;
  name: string;
  classId: number | null;
  color: string;
  games: number;
  wins: number;
  winRate: number;
  interval: Interval;
  popularity: number;
  tier: Tier;
  trend: Trend;
  /** Position in the ranking, 1 = best. */
  rank: number;
}

export function tierOf(winRate: number, interval: Interval): Tier {
  if (interval.low > 0.5) return 1;
  if (interval.high < 0.5) return 4;
  return winRate > 0.5 ? 2 : 3;
}

/**
 * Two-proportion z statistic for win rates w1/n1 (recent) against w2/n2 (earlier), pooled;
 * 0 when either side has no games.
 */
export function twoProportionZ(w1: number, n1: number, w2: number, n2: number): number {
  if (n1 <= 0 || n2 <= 0) return 0;
  const pooled = (w1 + w2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  return se === 0 ? 0 : (w1 / n1 - w2 / n2) / se;
}

export const Z_95 = 1.959964;

export function trendOf(
  recent: { games: number; wins: number } | undefined,
  earlier: { games: number; wins: number } | undefined,
): Trend {
  if (!recent || !earlier) return null;
  const z = twoProportionZ(recent.wins, recent.games, earlier.wins, earlier.games);
  return z > Z_95 ? 'rising' : z < -Z_95 ? 'falling' : null;
}

export interface RankingOptions {
  /** Share of player slots an archetype needs to be ranked (a popularity floor). */
  minPopularity: number;
  /** Games an archetype needs to be ranked. */
  minGames: number;
}

/**
 * Archetypes above the floors, by tier, then best lower bound first. `recent` and `earlier` (aggregates of
 * the last hours and of the rest of the window) give each its trend flag.
 */
export function rankArchetypes(
  agg: Aggregate,
  lookup: (id: number) => NamedArchetype | undefined,
  options: RankingOptions,
  split?: { recent: Aggregate; earlier: Aggregate },
): RankedArchetype[] {
  const byId = (a: Aggregate) => new Map(archetypeRates(a).map((r) => [r.archetype, r]));
  const recent = split ? byId(split.recent) : null;
  const earlier = split ? byId(split.earlier) : null;
  const rows = archetypeRates(agg)
    .filter((r) => r.games >= options.minGames && r.popularity >= options.minPopularity)
    .map((r) => {
      const entry = lookup(r.archetype);
      const classId = entry?.classId ?? null;
      const winRate = r.winRate ?? 0;
      return {
        archetype: r.archetype,
        name: archetypeName(r.archetype, entry),
        classId,
        color: classInfo(classId ?? -1).color,
        games: r.games,
        wins: r.wins,
        winRate,
        interval: r.interval,
        popularity: r.popularity,
        tier: tierOf(winRate, r.interval),
        trend: trendOf(recent?.get(r.archetype), earlier?.get(r.archetype)),
        rank: 0,
      };
    })
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.interval.low - a.interval.low ||
        b.games - a.games ||
        a.archetype - b.archetype,
    );
  rows.forEach((row, i) => {
    row.rank = i + 1;
  });
  return rows;
}

/** The archetype tallies of `total` minus those of `part` (the earlier hours of a window). */
export function withoutPart(total: Aggregate, part: Aggregate): Aggregate {
  const archetypes = new Map<number, ArchetypeTally>();
  for (const [id, t] of total.archetypes) {
    const p = part.archetypes.get(id);
    const rest = {
      slots: t.slots - (p?.slots ?? 0),
      wins: t.wins - (p?.wins ?? 0),
      mirrorSlots: t.mirrorSlots - (p?.mirrorSlots ?? 0),
      mirrorWins: t.mirrorWins - (p?.mirrorWins ?? 0),
    };
    if (rest.slots > 0) archetypes.set(id, rest);
  }
  return { totalSlots: total.totalSlots - part.totalSlots, archetypes, pairs: new Map() };
}

/** The hours a trend compares against the rest of the window. */
export const TREND_RECENT_MS = 3 * 3_600_000;
