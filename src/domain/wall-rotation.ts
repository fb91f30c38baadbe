// What the wall's rotating panel shows, in turn: the top archetypes across classes (ranked as on
// #/tiers), the notable matchups among the most played, then each class's chart.
import type { ClassChart, WinRateBar } from './chart-rows.ts';
import type { ArchetypeLookup } from './match-filter.ts';
import { matchupMatrix, notableMatchups } from './matrix.ts';
import { DEFAULT_MIN_POPULARITY, rankArchetypes } from './ranking.ts';
import type { Aggregate } from './stats.ts';

export interface RotationItem {
  key: string;
  title: string;
  /** The class swatch beside the title; undefined for the cross-class item. */
  classId?: number | null;
  rows: readonly WinRateBar[];
}

/** Archetypes in the cross-class item of the rotation. */
const TOP_ARCHETYPES = 8;

/** Archetypes whose matchups the notable-matchups item looks at: the most played. */
const MATCHUP_FIELD = 10;
/** Matchups in that item at most. */
const NOTABLE_MATCHUPS = 8;

/**
 * The top archetypes across classes (ranked as on #/tiers), the notable matchups among the most
 * played, then each class's chart. An item with fewer than two bars is left out.
 */
export function wallRotation(
  agg: Aggregate,
  lookup: ArchetypeLookup,
  charts: readonly ClassChart[],
  minGames: number,
): RotationItem[] {
  const rowsById = new Map(charts.flatMap((c) => c.drawn.map((r) => [r.archetype, r] as const)));
  const top = rankArchetypes(agg, lookup, { minGames, minPopularity: DEFAULT_MIN_POPULARITY })
    .slice(0, TOP_ARCHETYPES)
    .flatMap((r) => rowsById.get(r.archetype) ?? []);
  const matchups = notableMatchups(
    matchupMatrix(agg, lookup, MATCHUP_FIELD, minGames),
    agg.totalSlots / 2,
    NOTABLE_MATCHUPS,
  );
  const classes = charts.map((c) => ({
    key: String(c.group),
    title: `${c.label} archetypes`,
    classId: c.group === 'unknown' ? null : c.group,
    rows: c.drawn,
  }));
  return [
    ...(top.length >= 2 ? [{ key: 'top', title: 'Top archetypes, all classes', rows: top }] : []),
    ...(matchups.length >= 2
      ? [{ key: 'matchups', title: 'Notable matchups, most played', rows: matchups }]
      : []),
    ...classes,
  ];
}
