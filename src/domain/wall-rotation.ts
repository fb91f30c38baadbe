// What the wall's rotating panel shows, in turn: the top archetypes across classes (ranked as on
// #/tiers), the notable matchups among the most played, then each class's chart; the top
// archetypes come back between the others, so the answer to "what is winning" is never more than
// a minute away. Titles are in the screen's language (made while the wall renders).
import { t } from '@lingui/core/macro';
import { type ClassChart, type WinRateBar, winRateBar } from './chart-rows.ts';
import type { ArchetypeLookup } from './match-filter.ts';
import { matchupMatrix, notableMatchups } from './matrix.ts';
import { DEFAULT_MIN_POPULARITY, rankArchetypes, tierWords } from './ranking.ts';
import type { Aggregate } from './stats.ts';
import { isClear } from './tiers.ts';

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
  rotateSeconds: number,
): RotationItem[] {
  const rowsById = new Map(charts.flatMap((c) => c.drawn.map((r) => [r.archetype, r] as const)));
  // The tier list's figure: the estimate, its interval, and the tier in words.
  const top = rankArchetypes(agg, lookup, { minGames, minPopularity: DEFAULT_MIN_POPULARITY })
    .slice(0, TOP_ARCHETYPES)
    .flatMap((r) => {
      const row = rowsById.get(r.archetype);
      if (!row) return [];
      const bar = winRateBar(
        { ...row, winRate: r.estimate, interval: r.estimateInterval },
        row.key,
        row.name,
        row.color,
      );
      return [{ ...row, ...bar, standing: tierWords(r.tier), settled: isClear(r.tier) }];
    });
  const matchups = notableMatchups(
    matchupMatrix(agg, lookup, MATCHUP_FIELD, minGames),
    agg.totalSlots / 2,
    NOTABLE_MATCHUPS,
  );
  const classes = charts.map((c) => {
    const className = c.label;
    return {
      key: String(c.group),
      // The archetypes the catalogue lacks are labelled as such already ("Unknown archetypes").
      title:
        c.group === 'unknown'
          ? c.label
          : t({ message: `${className} archetypes`, comment: "wall: one class's archetypes" }),
      classId: c.group === 'unknown' ? null : c.group,
      rows: c.drawn,
    };
  });
  const others: RotationItem[] = [
    ...(matchups.length >= 2
      ? [{ key: 'matchups', title: t`Notable matchups, most played`, rows: matchups }]
      : []),
    ...classes,
  ];
  if (top.length < 2) return others;
  return withLeaderEvery<RotationItem>(
    { key: 'top', title: t`Top archetypes, all classes`, rows: top },
    others,
    rotateSeconds,
  );
}

/** The longest the top archetypes are away from the rotation, in seconds. */
export const LEADER_EVERY_SECONDS = 60;

/**
 * The playlist: the leader item first, then as many others as fit before it is due again
 * (LEADER_EVERY_SECONDS), then the leader again, until every other item has had its turn. At
 * 20 s a slide: top, 2 others, top, 2 others… At 60 s or more, top and one other alternate.
 */
export function withLeaderEvery<T>(leader: T, others: readonly T[], rotateSeconds: number): T[] {
  const between = Math.max(1, Math.floor(LEADER_EVERY_SECONDS / rotateSeconds) - 1);
  const list: T[] = [leader];
  others.forEach((item, i) => {
    if (i > 0 && i % between === 0) list.push(leader);
    list.push(item);
  });
  return list;
}
