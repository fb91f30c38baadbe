// The matchup matrix: the most played archetypes against each other, each cell the row's
// results against the column (games, wins, interval), cells under the minimum games marked,
// mirrors marked, and each row's expected win rate against the field weighted by popularity.
import { t } from '@lingui/core/macro';
import { archetypeName, type NamedArchetype } from './archetypes.ts';
import { type WinRateBar, winRateBar } from './chart-rows.ts';
import { classInfo } from './classes.ts';
import { type Aggregate, type Interval, pairOf, wilson } from './stats.ts';

export interface MatrixCell {
  opponent: number;
  games: number;
  wins: number;
  winRate: number | null;
  interval: Interval;
  mirror: boolean;
  /** Under the minimum games: shown greyed with its count, not as a rate. */
  low: boolean;
}

export interface MatrixRow {
  archetype: number;
  name: string;
  classId: number | null;
  color: string;
  popularity: number;
  cells: MatrixCell[];
  /**
   * Expected win rate against the field: the cells with enough games, each weighted by the
   * opponent's popularity (re-normalised over those cells). Null when no cell qualifies.
   */
  vsField: number | null;
  /** Share of the field's popularity those cells cover. */
  fieldCovered: number;
}

export interface Matrix {
  archetypes: number[];
  rows: MatrixRow[];
}

/** The `top` archetypes by player slots, each row against each column. */
export function matchupMatrix(
  agg: Aggregate,
  lookup: (id: number) => NamedArchetype | undefined,
  top: number,
  minGames: number,
): Matrix {
  const byPlay = [...agg.archetypes]
    .sort((a, b) => b[1].slots - a[1].slots || a[0] - b[0])
    .slice(0, Math.max(0, top));
  const ids = byPlay.map(([id]) => id);
  const popularity = new Map(
    byPlay.map(([id, t]) => [id, agg.totalSlots > 0 ? t.slots / agg.totalSlots : 0]),
  );
  const rows = ids.map((a): MatrixRow => {
    const entry = lookup(a);
    const classId = entry?.classId ?? null;
    let weighted = 0;
    let weight = 0;
    const cells = ids.map((b): MatrixCell => {
      const mirror = a === b;
      const pair = mirror ? undefined : pairOf(agg, a, b);
      const games = pair?.games ?? 0;
      const wins = pair?.wins ?? 0;
      const low = mirror || games < minGames;
      if (!low) {
        const p = popularity.get(b) ?? 0;
        weighted += (wins / games) * p;
        weight += p;
      }
      return {
        opponent: b,
        games,
        wins,
        winRate: games > 0 ? wins / games : null,
        interval: wilson(wins, games),
        mirror,
        low,
      };
    });
    return {
      archetype: a,
      name: archetypeName(a, entry),
      classId,
      color: classInfo(classId ?? -1).color,
      popularity: popularity.get(a) ?? 0,
      cells,
      vsField: weight > 0 ? weighted / weight : null,
      fieldCovered: weight,
    };
  });
  return { archetypes: ids, rows };
}

/**
 * How strongly a cell leans, from -1 (the row loses heavily) to 1 (wins heavily), 0 at 50 %:
 * saturating at 15 points from even, so one fixed scale serves every matrix.
 */
export function cellLean(winRate: number | null): number {
  if (winRate === null) return 0;
  return Math.max(-1, Math.min(1, (winRate - 0.5) / 0.15));
}

/** A matchup told as one bar: the favoured side's win rate against the other. */
export interface MatchupBar extends WinRateBar {
  /** The favoured archetype's name, then its opponent's. */
  sides: [string, string];
}

/**
 * The matchups worth a glance on the wall: pairs of the matrix's archetypes with enough games
 * whose interval excludes 50 %, each told from the favoured side ("A vs B" at A's win rate),
 * the most clearly lopsided first (by the interval's lower bound), at most `count`. A pair's
 * popularity is its share of all games.
 */
export function notableMatchups(matrix: Matrix, totalGames: number, count: number): MatchupBar[] {
  const names = new Map(matrix.rows.map((r) => [r.archetype, r]));
  const found: MatchupBar[] = [];
  for (const row of matrix.rows) {
    for (const cell of row.cells) {
      // Each pair appears twice in the matrix: keep the side that wins it.
      if (cell.low || cell.interval.low <= 0.5) continue;
      const opponent = names.get(cell.opponent);
      if (!opponent) continue;
      const rate = {
        games: cell.games,
        wins: cell.wins,
        losses: cell.games - cell.wins,
        winRate: cell.winRate,
        interval: cell.interval,
        popularity: totalGames > 0 ? cell.games / totalGames : 0,
        mirrorsExcluded: 0,
      };
      const key = `${row.archetype}-${cell.opponent}`;
      const favoured = row.name;
      const other = opponent.name;
      found.push({
        ...winRateBar(rate, key, t`${favoured} vs ${other}`, row.color),
        sides: [row.name, opponent.name],
      });
    }
  }
  return found.sort((a, b) => b.interval.low - a.interval.low || b.games - a.games).slice(0, count);
}
