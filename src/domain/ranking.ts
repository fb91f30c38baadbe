// What is winning: archetypes across all classes in tiers and order from tiers.ts (a test
// against 50 % with the error rate controlled, then the empirical-Bayes estimate), each with its
// Wilson interval, and rising/falling marks from trend-test.ts. Pure functions of aggregates.
import { t } from '@lingui/core/macro';
import { archetypeName, type NamedArchetype } from './archetypes.ts';
import type { Bucket } from './buckets.ts';
import { classInfo } from './classes.ts';
import { formatCount, formatPercent } from './format.ts';
import { DEFAULT_MIN_GAMES } from './min-games.ts';
import { archetypeRates } from './rates.ts';
import type { Aggregate, ArchetypeTally, Interval, StatsFilter } from './stats.ts';
import { isClear, shrunk, TIER_FDR, type Tier, tiersOf } from './tiers.ts';
import {
  gamesWithin,
  markTrends,
  recentSpanMs,
  spanLabel,
  TREND_FDR,
  TREND_MIN_GAMES,
  TREND_RECENT_GAMES,
  type Trend,
} from './trend-test.ts';

export type { Tier, Trend };

/** What a tier says of an archetype, in words every ranked surface shows beside its figure. */
export function tierWords(tier: Tier): string {
  if (tier === 1) return t`clearly above 50%`;
  if (tier === 4) return t`clearly below 50%`;
  return t`not yet clear`;
}

/**
 * Said above a top list whose leader is not clear: nothing is clearly above 50 % yet, so the list
 * shows the best estimates so far. Null when the first row is clear.
 */
export function leaderNote(ranked: readonly Pick<RankedArchetype, 'tier'>[]): string | null {
  const first = ranked[0];
  if (!first || isClear(first.tier)) return null;
  return leaderNoteText();
}

/** leaderNote's sentence, for a place that keeps its room while it does not apply. */
export const leaderNoteText = () =>
  t`Nothing is clearly above 50% yet: these are the best estimates so far, none of them clear.`;

/** The rule in one short sentence, for places with no room for the whole of it. */
export const rankingRuleShort = () =>
  t`Ranked by tier (tested against 50%), then by the estimated win rate, which discounts small samples.`;

/** The one-line rule every ranked screen prints. */
export function rankingRule(): string {
  const wrong = formatPercent(TIER_FDR, 0);
  return t`Tier 1 (4): the win rate is clearly above (below) 50% — every archetype shown is tested against 50% at once, with at most ${wrong} of these calls expected wrong (Benjamini–Hochberg); tiers 2 and 3: not yet clear, estimate above or at-or-below 50%. Within a tier, ranked by the estimated win rate, the figure every ranked list shows: the empirical-Bayes estimate, which pulls a small sample towards the field's average, so a lucky handful of games cannot top the list. The observed win rate and games are shown beside it.`;
}

/** The trend rule as it stands for a ranking: its span, its floor and its error control. */
export function trendRule(trend: Ranking['trend']): string {
  const floor = formatCount(TREND_MIN_GAMES);
  const rate = formatPercent(TREND_FDR, 0);
  if (trend.spanMs === null) {
    return t`▲/▼ compare the recent hours with the hours before (every archetype with ${floor} games on both sides is tested at once, and the marks are held to a ${rate} false discovery rate (Benjamini–Hochberg)); this window has too few games before its recent hours to compare, so nothing is marked.`;
  }
  const span = spanLabel(trend.spanMs);
  const recent = formatCount(TREND_RECENT_GAMES);
  const tested = formatCount(trend.tested);
  return t`▲/▼: the win rate in ${span} differs from the hours before them (the recent span is the shortest of 3 hours to 4 days holding ${recent} games, or half of the window's); every archetype with ${floor} games on both sides is tested at once, and the marks are held to a ${rate} false discovery rate (Benjamini–Hochberg). ${tested} tested now; no mark otherwise.`;
}

export interface RankedArchetype {
  archetype: number;
  name: string;
  classId: number | null;
  color: string;
  games: number;
  wins: number;
  winRate: number;
  interval: Interval;
  /** The empirical-Bayes win rate the order within a tier follows: the figure ranked screens show. */
  estimate: number;
  /** The estimate's 95 % interval. */
  estimateInterval: Interval;
  popularity: number;
  tier: Tier;
  trend: Trend;
  /** Position in the ranking, 1 = best. */
  rank: number;
}

/** The popularity floor ranked screens start from: 0.5 % of player slots. */
export const DEFAULT_MIN_POPULARITY = 0.005;

export interface RankingOptions {
  /** Share of player slots an archetype needs to be ranked (a popularity floor). */
  minPopularity: number;
  /** Games an archetype needs to be ranked. */
  minGames: number;
}

/** The floors of the default tier list (and the overview, the methods page, an archetype's page). */
export const DEFAULT_RANKING: RankingOptions = {
  minGames: DEFAULT_MIN_GAMES,
  minPopularity: DEFAULT_MIN_POPULARITY,
};

/**
 * Archetypes above the floors, by tier, then best estimate first. `recent` and `earlier` (the
 * recent span of the window and the rest of it) give the trend marks, all tested at once.
 */
export function rankArchetypes(
  agg: Aggregate,
  lookup: (id: number) => NamedArchetype | undefined,
  options: RankingOptions,
  split?: { recent: Aggregate; earlier: Aggregate },
): RankedArchetype[] {
  const shown = archetypeRates(agg).filter(
    (r) => r.games >= options.minGames && r.popularity >= options.minPopularity,
  );
  const tiers = tiersOf(shown);
  const estimates = shrunk(shown);
  const rows: RankedArchetype[] = shown
    .map((r, i) => {
      const entry = lookup(r.archetype);
      const classId = entry?.classId ?? null;
      return {
        archetype: r.archetype,
        name: archetypeName(r.archetype, entry),
        classId,
        color: classInfo(classId ?? -1).color,
        games: r.games,
        wins: r.wins,
        winRate: r.winRate ?? 0,
        interval: r.interval,
        estimate: estimates[i]?.estimate ?? 0,
        estimateInterval: estimates[i]?.interval ?? { low: 0, high: 0 },
        popularity: r.popularity,
        tier: tiers[i] ?? 3,
        trend: null,
        rank: 0,
      };
    })
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.estimate - a.estimate ||
        b.games - a.games ||
        a.archetype - b.archetype,
    );
  rows.forEach((row, i) => {
    row.rank = i + 1;
  });
  if (split) markRows(rows, split);
  return rows;
}

/** Sets each row's trend mark, all rows tested at once; returns how many were tested. */
function markRows(rows: RankedArchetype[], split: { recent: Aggregate; earlier: Aggregate }) {
  const recent = byArchetype(split.recent);
  const earlier = byArchetype(split.earlier);
  const { trends, tested } = markTrends(
    new Map(
      rows.map((r) => [
        r.archetype,
        { recent: recent.get(r.archetype), earlier: earlier.get(r.archetype) },
      ]),
    ),
  );
  for (const row of rows) row.trend = trends.get(row.archetype) ?? null;
  return tested;
}

const byArchetype = (a: Aggregate) => new Map(archetypeRates(a).map((r) => [r.archetype, r]));

export interface Ranking {
  ranked: RankedArchetype[];
  totalGames: number;
  /** Player slots in the filter: what formatGamesCounted writes as games. */
  totalSlots: number;
  /** The recent span the trend marks compare (null: too few games for any), and how many were tested. */
  trend: { spanMs: number | null; tested: number };
}

/**
 * The ranking of a bracket and window as every ranked screen shows it: `aggregateOf` sums the
 * buckets for a filter (the screens' cache, or `aggregate` itself).
 */
export function rankWindow(
  aggregateOf: (filter: StatsFilter) => Aggregate,
  buckets: readonly Bucket[],
  filter: StatsFilter,
  now: number,
  lookup: (id: number) => NamedArchetype | undefined,
  options: RankingOptions,
): Ranking {
  const agg = aggregateOf(filter);
  const totalGames = agg.totalSlots / 2;
  const spanMs = recentSpanMs(
    (ms) => gamesWithin(buckets, filter.bracket, ms, now),
    totalGames,
    filter.windowMs,
  );
  if (spanMs === null) {
    return {
      ranked: rankArchetypes(agg, lookup, options),
      totalGames,
      totalSlots: agg.totalSlots,
      trend: { spanMs, tested: 0 },
    };
  }
  const recent = aggregateOf({ bracket: filter.bracket, windowMs: spanMs });
  const ranked = rankArchetypes(agg, lookup, options);
  const tested = markRows(ranked, { recent, earlier: withoutPart(agg, recent) });
  return { ranked, totalGames, totalSlots: agg.totalSlots, trend: { spanMs, tested } };
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
