// Rates from an aggregate (stats.ts): per archetype, per class and per opponent, each with its
// games, wins, Wilson interval and popularity.
import { type Aggregate, type Interval, wilson } from './stats.ts';

export interface RateRow {
  /** Games counted in the win rate (mirrors excluded). */
  games: number;
  wins: number;
  losses: number;
  winRate: number | null;
  interval: Interval;
  /** Share of all player slots in the filter, mirrors included. */
  popularity: number;
  /** Games left out of the win rate because both sides were the same. */
  mirrorsExcluded: number;
}

function rateRow(
  games: number,
  wins: number,
  slots: number,
  total: number,
  mirrors: number,
): RateRow {
  return {
    games,
    wins,
    losses: games - wins,
    winRate: games > 0 ? wins / games : null,
    interval: wilson(wins, games),
    popularity: total > 0 ? slots / total : 0,
    mirrorsExcluded: mirrors,
  };
}

export interface ArchetypeRate extends RateRow {
  archetype: number;
}

/** One row per archetype seen; mirror matches excluded from the win rate. */
export function archetypeRates(agg: Aggregate): ArchetypeRate[] {
  const rows: ArchetypeRate[] = [];
  for (const [archetype, t] of agg.archetypes) {
    rows.push({
      archetype,
      ...rateRow(
        t.slots - t.mirrorSlots,
        t.wins - t.mirrorWins,
        t.slots,
        agg.totalSlots,
        t.mirrorSlots / 2,
      ),
    });
  }
  return rows;
}

export interface ClassRate extends RateRow {
  /** Class number, or null for archetypes missing from the catalogue ("Unknown"). */
  classId: number | null;
}

/** Per class; games against the same class (class mirrors) are excluded from its win rate. */
export function classRates(
  agg: Aggregate,
  classOf: (archetype: number) => number | undefined,
): ClassRate[] {
  const byClass = new Map<
    number | null,
    { slots: number; games: number; wins: number; mirrors: number }
  >();
  const get = (id: number | null) => {
    let entry = byClass.get(id);
    if (!entry) {
      entry = { slots: 0, games: 0, wins: 0, mirrors: 0 };
      byClass.set(id, entry);
    }
    return entry;
  };
  // Each archetype's class looked up once, and each archetype's opponents summed in one pass:
  // the pairs are the aggregate's largest part (every archetype against every other).
  const classes = new Map<number, number | null>();
  const classFor = (id: number) => {
    let classId = classes.get(id);
    if (classId === undefined) {
      classId = classOf(id) ?? null;
      classes.set(id, classId);
    }
    return classId;
  };
  for (const [archetype, t] of agg.archetypes) {
    const entry = get(classFor(archetype));
    entry.slots += t.slots;
    entry.mirrors += t.mirrorSlots;
  }
  for (const [a, opponents] of agg.pairs) {
    const ca = classFor(a);
    const entry = get(ca);
    for (const [b, pair] of opponents) {
      if (ca !== null && ca === classFor(b)) entry.mirrors += pair.games;
      else {
        entry.games += pair.games;
        entry.wins += pair.wins;
      }
    }
  }
  return [...byClass].map(([classId, e]) => ({
    classId,
    ...rateRow(e.games, e.wins, e.slots, agg.totalSlots, e.mirrors / 2),
  }));
}

export interface MatchupRow {
  opponent: number;
  games: number;
  wins: number;
  winRate: number;
  interval: Interval;
}

/** An archetype's results against each opponent archetype (mirrors have no row). */
export function matchups(agg: Aggregate, archetype: number): MatchupRow[] {
  const rows: MatchupRow[] = [];
  for (const [opponent, pair] of agg.pairs.get(archetype) ?? []) {
    rows.push({
      opponent,
      games: pair.games,
      wins: pair.wins,
      winRate: pair.games > 0 ? pair.wins / pair.games : 0,
      interval: wilson(pair.wins, pair.games),
    });
  }
  return rows;
}
