// Rows for the win-rate charts: per class, its archetypes sorted by win rate with intervals,
// those under the minimum games set apart as "low data"; and a class overview. Charts only
// draw these rows; they never compute statistics.
import { t } from '@lingui/core/macro';
import { archetypeName, type NamedArchetype } from './archetypes.ts';
import { classInfo } from './classes.ts';
import { archetypeRates, classRates, type RateRow } from './rates.ts';
import type { Aggregate } from './stats.ts';

/** A class number, or "unknown" for archetypes missing from the catalogue. */
export type GroupId = number | 'unknown';

/** One bar of a win-rate chart: the rates and everything needed to draw them. */
export interface WinRateBar extends RateRow {
  /** Stable React key of the bar. */
  key: string;
  name: string;
  color: string;
  /** Win rate and interval bounds in percent, ready to draw. */
  winPct: number;
  lowPct: number;
  highPct: number;
  /**
   * A ranked row's tier in words ("not yet clear"), said beside its figure in place of the "*"
   * an unranked row's interval earns.
   */
  standing?: string;
  /** A ranked row whose tier is clear (1 or 4): where room is short, its words can go. */
  settled?: boolean;
}

export interface ArchetypeChartRow extends WinRateBar {
  archetype: number;
}

export interface ClassChart {
  group: GroupId;
  label: string;
  color: string;
  /** Archetypes with at least minGames games, best win rate first. */
  drawn: ArchetypeChartRow[];
  /** Archetypes under minGames, most games first. */
  lowData: ArchetypeChartRow[];
  /** All games of this group's archetypes (mirrors excluded). */
  games: number;
}

function pct(x: number): number {
  return Math.round(x * 1000) / 10;
}

/** A win-rate bar for any rate row: its figures in percent, ready to draw. */
export function winRateBar(rate: RateRow, key: string, name: string, color: string): WinRateBar {
  const winPct = pct(rate.winRate ?? 0);
  const lowPct = pct(rate.interval.low);
  const highPct = pct(rate.interval.high);
  return {
    ...rate,
    key,
    name,
    color,
    winPct,
    lowPct,
    highPct,
  };
}

/** A chart group's name: the class's, or "Unknown archetypes" for those the catalogue lacks. */
export function groupLabel(group: GroupId): string {
  return group === 'unknown' ? t`Unknown archetypes` : classInfo(group).label;
}

/** The class overview's row for archetypes of no known class. */
export const unknownClassRowLabel = () =>
  t({
    context: 'class',
    message: 'Unknown',
    comment: 'row of archetypes missing from the catalogue',
  });

/**
 * One chart per class that has games (in the classes' fixed order), then the "Unknown" group
 * when the feed named archetypes the catalogue lacks.
 */
export function classCharts(
  agg: Aggregate,
  lookup: (id: number) => NamedArchetype | undefined,
  minGames: number,
): ClassChart[] {
  const groups = new Map<GroupId, ClassChart>();
  for (const rate of archetypeRates(agg)) {
    const entry = lookup(rate.archetype);
    const group: GroupId = entry ? entry.classId : 'unknown';
    const color = group === 'unknown' ? classInfo(-1).color : classInfo(group).color;
    let chart = groups.get(group);
    if (!chart) {
      chart = { group, label: groupLabel(group), color, drawn: [], lowData: [], games: 0 };
      groups.set(group, chart);
    }
    const row = {
      ...winRateBar(rate, String(rate.archetype), archetypeName(rate.archetype, entry), color),
      archetype: rate.archetype,
    };
    chart.games += row.games;
    (row.games >= minGames ? chart.drawn : chart.lowData).push(row);
  }
  for (const chart of groups.values()) {
    chart.drawn.sort(
      (a, b) => b.winPct - a.winPct || b.games - a.games || a.archetype - b.archetype,
    );
    chart.lowData.sort((a, b) => b.games - a.games || a.archetype - b.archetype);
  }
  const order = (g: GroupId) => (g === 'unknown' ? Number.POSITIVE_INFINITY : classInfo(g).order);
  return [...groups.values()].sort((a, b) => order(a.group) - order(b.group));
}

export interface ClassOverviewRow extends WinRateBar {
  group: GroupId;
  popularityPct: number;
}

/** Every class with games: win rate without class mirrors, interval and popularity; most played first. */
export function classOverview(
  agg: Aggregate,
  classOf: (archetype: number) => number | undefined,
): ClassOverviewRow[] {
  return classRates(agg, classOf)
    .map((rate): ClassOverviewRow => {
      const group: GroupId = rate.classId ?? 'unknown';
      const known = group !== 'unknown';
      return {
        ...winRateBar(
          rate,
          String(group),
          known ? classInfo(group).label : unknownClassRowLabel(),
          classInfo(known ? group : -1).color,
        ),
        group,
        popularityPct: pct(rate.popularity),
      };
    })
    .sort((a, b) => b.popularity - a.popularity);
}

/** The classes with at least `minGames`, ordered by the figure a win-rate chart draws of them. */
export function classesByWinRate(
  overview: readonly ClassOverviewRow[],
  minGames: number,
): ClassOverviewRow[] {
  return overview
    .filter((r) => r.games >= minGames)
    .sort((a, b) => b.winPct - a.winPct || b.games - a.games);
}
