import { describe, expect, it } from 'vitest';
import { gamesBetween } from '../test/synthetic-matches.ts';
import type { Match } from './buckets.ts';
import { classInfo } from './classes.ts';
import { MatchStore } from './match-store.ts';
import { cellLean, matchupMatrix, notableMatchups } from './matrix.ts';
import { rankArchetypes, rankWindow, trendRule, withoutPart } from './ranking.ts';
import { ALL_TIME, aggregate, wilson } from './stats.ts';

const games = gamesBetween;

function aggOf(matches: Match[]) {
  const store = new MatchStore();
  store.ingest(matches, Date.now());
  return aggregate(store.buckets(), ALL_TIME, Date.now());
}

const CATALOGUE: Record<number, { id: number; name: string; classId: number }> = {
  1: { id: 1, name: 'Big Sample Mage', classId: 4 },
  2: { id: 2, name: 'Lucky Rogue', classId: 7 },
  3: { id: 3, name: 'Plain Warrior', classId: 10 },
  4: { id: 4, name: 'Losing Priest', classId: 6 },
};
const lookup = (id: number) => CATALOGUE[id];

describe('tiers and ranking', () => {
  it('ranks by tier first: 58% of 1,000 (clearly above 50%) beats 70% of 10 (not yet clear)', () => {
    const agg = aggOf([...games(1, 3, 580, 420), ...games(2, 3, 7, 3), ...games(4, 3, 300, 500)]);
    const ranked = rankArchetypes(agg, lookup, { minGames: 10, minPopularity: 0 });
    expect(ranked.map((r) => [r.name, r.rank, r.tier])).toEqual([
      ['Big Sample Mage', 1, 1],
      // Tier 2 in order of the shrunk estimate: four archetypes as far apart as these make a
      // weak prior, so 7 of 10 keeps most of its lead over 51% of 1,810.
      ['Lucky Rogue', 2, 2],
      ['Plain Warrior', 3, 2],
      ['Losing Priest', 4, 4],
    ]);
    expect(ranked[1]?.interval).toEqual(wilson(7, 10));
    expect(ranked[1]?.estimate).toBeLessThan(0.7);
    expect(ranked[1]?.estimate).toBeGreaterThan(ranked[2]?.estimate ?? 1);
  });

  it('puts an estimate above 50% above one at or below, whatever the lower bounds', () => {
    // 49.5% of 2,000 (tier 3) has a higher low end than 60% of 20 (tier 2).
    const agg = aggOf([...games(1, 3, 990, 1010), ...games(2, 3, 12, 8)]);
    const ranked = rankArchetypes(agg, lookup, { minGames: 10, minPopularity: 0 });
    const mage = ranked.find((r) => r.archetype === 1);
    const rogue = ranked.find((r) => r.archetype === 2);
    expect(mage && rogue && mage.interval.low > rogue.interval.low).toBe(true);
    expect([rogue?.tier, mage?.tier]).toEqual([2, 3]);
    expect(rogue && mage && rogue.rank < mage.rank).toBe(true);
  });

  it('leaves out archetypes under the game and popularity floors', () => {
    const agg = aggOf([...games(1, 3, 60, 40), ...games(2, 3, 3, 2)]);
    expect(
      rankArchetypes(agg, lookup, { minGames: 30, minPopularity: 0 }).map((r) => r.archetype),
    ).toEqual([1, 3]);
    // Archetype 1 holds 100 of 210 slots; 3 holds 105; 2 holds 5.
    expect(
      rankArchetypes(agg, lookup, { minGames: 1, minPopularity: 0.45 }).map((r) => r.archetype),
    ).toEqual([1, 3]);
  });
});

describe('trend flag', () => {
  it('flags ranked archetypes from the recent and earlier aggregates', () => {
    // 300 games a side: over the floor of 200 on both.
    const earlier = aggOf(games(1, 3, 120, 180));
    const recent = aggOf(games(1, 3, 210, 90));
    const all = aggOf([...games(1, 3, 120, 180), ...games(1, 3, 210, 90)]);
    const ranked = rankArchetypes(
      all,
      lookup,
      { minGames: 1, minPopularity: 0 },
      {
        recent,
        earlier,
      },
    );
    expect(ranked.find((r) => r.archetype === 1)?.trend).toBe('rising');
    expect(ranked.find((r) => r.archetype === 3)?.trend).toBe('falling');
  });
});

describe('matchup matrix', () => {
  it('puts the most played archetypes against each other, mirrors and thin cells marked', () => {
    const agg = aggOf([
      ...games(1, 3, 40, 20),
      ...games(1, 2, 5, 5),
      ...games(3, 3, 10, 0),
      ...games(4, 1, 1, 1),
    ]);
    const m = matchupMatrix(agg, lookup, 3, 30);
    // Slots: 1 → 72, 3 → 80, 2 → 10, 4 → 2.
    expect(m.archetypes).toEqual([3, 1, 2]);
    const warrior = m.rows[0];
    expect(warrior?.cells.map((c) => [c.opponent, c.games, c.wins, c.mirror, c.low])).toEqual([
      [3, 0, 0, true, true],
      [1, 60, 20, false, false],
      [2, 0, 0, false, true],
    ]);
    expect(warrior?.cells[1]?.interval).toEqual(wilson(20, 60));
    const mage = m.rows[1];
    expect(mage?.cells[2]).toMatchObject({ games: 10, wins: 5, low: true, winRate: 0.5 });
    // Against the field: only cells with enough games count, weighted by popularity.
    expect(mage?.vsField).toBeCloseTo(40 / 60, 10);
    expect(m.rows[2]?.vsField).toBeNull();
  });

  it('weights the field by each opponent popularity', () => {
    const agg = aggOf([...games(1, 3, 30, 10), ...games(1, 4, 10, 30), ...games(3, 4, 100, 100)]);
    const mage = matchupMatrix(agg, lookup, 3, 30).rows.find((r) => r.archetype === 1);
    // 3 holds 240 slots, 4 holds 240: equal weights, so (0.75 + 0.25) / 2.
    expect(mage?.vsField).toBeCloseTo(0.5, 10);
  });
});

describe('matchup matrix edges', () => {
  it('breaks a tie in play by archetype id and gives each row its share of all slots', () => {
    const m = matchupMatrix(aggOf([...games(2, 1, 10, 10), ...games(3, 4, 1, 0)]), lookup, 2, 30);
    expect(m.archetypes).toEqual([1, 2]);
    expect(m.rows.map((r) => r.popularity)).toEqual([20 / 42, 20 / 42]);
  });

  it('counts a cell with exactly the minimum games, and gives a mirror no win rate', () => {
    const m = matchupMatrix(aggOf([...games(1, 3, 20, 10), ...games(1, 1, 5, 5)]), lookup, 2, 30);
    const mage = m.rows.find((r) => r.archetype === 1);
    expect(mage?.cells.map((c) => [c.opponent, c.low, c.winRate])).toEqual([
      [1, true, null],
      [3, false, 20 / 30],
    ]);
  });

  it('names an archetype the catalogue does not know, with no class', () => {
    const m = matchupMatrix(aggOf(games(99, 1, 10, 10)), lookup, 2, 30);
    expect(m.rows.find((r) => r.archetype === 99)).toMatchObject({
      name: 'Unknown archetype #99',
      classId: null,
    });
  });

  it('leans a cell from -1 to 1, saturating 15 points from even, 0 without games', () => {
    expect([null, 0.5, 0.575, 0.65, 0.9, 0.425, 0.35, 0.1].map(cellLean)).toEqual([
      0,
      0,
      expect.closeTo(0.5, 10),
      1,
      1,
      expect.closeTo(-0.5, 10),
      -1,
      -1,
    ]);
  });
});

describe('notableMatchups', () => {
  const agg = aggOf([
    ...games(1, 3, 60, 20), // Mage beats Warrior 75 % over 80
    ...games(4, 1, 10, 40), // Mage beats Priest 80 % over 50
    ...games(2, 3, 18, 12), // 60 % over 30: the interval holds 50 %
    ...games(4, 3, 8, 0), // 8 games: under the minimum
  ]);
  const matrix = matchupMatrix(agg, lookup, 4, 30);

  it('tells each clearly lopsided pair once, from the winning side, most certain first', () => {
    const rows = notableMatchups(matrix, agg.totalSlots / 2, 8);
    expect(rows.map((r) => [r.name, r.games, r.winPct])).toEqual([
      ['Big Sample Mage vs Losing Priest', 50, 80],
      ['Big Sample Mage vs Plain Warrior', 80, 75],
    ]);
    expect(rows[0]?.interval).toEqual(wilson(40, 50));
    expect(rows[0]?.lowPct).toBeGreaterThan(50);
    // A pair's share of all 168 games.
    expect(rows[1]?.popularity).toBeCloseTo(80 / 168, 10);
    expect(rows[1]).toMatchObject({
      sides: ['Big Sample Mage', 'Plain Warrior'],
      wins: 60,
      losses: 20,
    });
    expect(notableMatchups(matrix, 0, 8).map((r) => r.popularity)).toEqual([0, 0]);
  });

  it('keeps at most the number asked for, and nothing when no pair is clear', () => {
    expect(notableMatchups(matrix, 168, 1).map((r) => r.key)).toEqual(['1-4']);
    const even = aggOf([...games(1, 3, 40, 40)]);
    expect(notableMatchups(matchupMatrix(even, lookup, 4, 30), 80, 8)).toEqual([]);
  });
});

describe('withoutPart', () => {
  it('leaves the earlier games of a window', () => {
    const recent = games(1, 3, 7, 3);
    const earlier = games(1, 3, 2, 8);
    const rest = withoutPart(aggOf([...earlier, ...recent]), aggOf(recent));
    expect(rest.totalSlots).toBe(20);
    expect(rest.archetypes.get(1)).toEqual({ slots: 10, wins: 2, mirrorSlots: 0, mirrorWins: 0 });
    expect(withoutPart(aggOf(recent), aggOf(recent)).archetypes.size).toBe(0);
  });
});

describe('rankArchetypes edges', () => {
  it('keeps an archetype exactly at the popularity floor', () => {
    const agg = aggOf([...games(1, 3, 60, 40), ...games(2, 3, 3, 2)]);
    // Archetype 1 holds 100 of 210 slots.
    expect(
      rankArchetypes(agg, lookup, { minGames: 1, minPopularity: 100 / 210 }).map(
        (r) => r.archetype,
      ),
    ).toEqual([1, 3]);
  });

  it('names an archetype the catalogue does not know, in the unknown-class colour', () => {
    const agg = aggOf(games(1, 99, 20, 20));
    const unknown = rankArchetypes(agg, lookup, { minGames: 1, minPopularity: 0 }).find(
      (r) => r.archetype === 99,
    );
    expect(unknown).toMatchObject({ name: 'Unknown archetype #99', classId: null });
    expect(unknown?.color).toBe(classInfo(-1).color);
    expect(unknown?.winRate).toBe(0.5);
  });

  it('orders equal estimates by games, then by archetype id', () => {
    // Everyone at exactly 50 %: one estimate for all, so games and id decide.
    const agg = aggOf([...games(2, 3, 25, 25), ...games(1, 3, 25, 25), ...games(3, 4, 10, 10)]);
    const ranked = rankArchetypes(agg, lookup, { minGames: 1, minPopularity: 0 });
    expect(new Set(ranked.map((r) => r.estimate)).size).toBe(1);
    expect(ranked.map((r) => r.archetype)).toEqual([3, 1, 2, 4]);
  });
});

describe('rankWindow', () => {
  const NOW = Date.UTC(2026, 10, 24, 12, 30);
  const HOUR = 3_600_000;

  function windowOf(parts: { at: number; matches: Match[] }[]) {
    const store = new MatchStore();
    for (const p of parts) store.ingest(p.matches, p.at);
    const buckets = store.buckets();
    return rankWindow((f) => aggregate(buckets, f, NOW), buckets, ALL_TIME, NOW, lookup, {
      minGames: 1,
      minPopularity: 0,
    });
  }

  it('marks nothing when the window has no earlier hours to compare, and says so', () => {
    const ranking = windowOf([{ at: NOW, matches: games(1, 3, 70, 30) }]);
    expect(ranking.totalGames).toBe(100);
    expect(ranking.trend).toEqual({ spanMs: null, tested: 0 });
    expect(ranking.ranked.map((r) => [r.archetype, r.trend])).toEqual([
      [1, null],
      [3, null],
    ]);
    expect(trendRule(ranking.trend)).toBe(
      '▲/▼ compare the recent hours with the hours before (every archetype with 200 games on both sides is tested at once, and the marks are held to a 1% false discovery rate (Benjamini–Hochberg)); this window has too few games before its recent hours to compare, so nothing is marked.',
    );
  });

  it('compares the shortest recent span holding half the games with the hours before it', () => {
    const ranking = windowOf([
      { at: NOW - 10 * HOUR, matches: games(1, 3, 300, 300) },
      { at: NOW, matches: games(1, 3, 500, 100) },
    ]);
    expect(ranking.totalGames).toBe(1200);
    expect(ranking.trend).toEqual({ spanMs: 3 * HOUR, tested: 2 });
    expect(ranking.ranked.map((r) => [r.archetype, r.trend])).toEqual([
      [1, 'rising'],
      [3, 'falling'],
    ]);
    expect(trendRule(ranking.trend)).toBe(
      "▲/▼: the win rate in the last 3 hours differs from the hours before them (the recent span is the shortest of 3 hours to 4 days holding 2,000 games, or half of the window's); every archetype with 200 games on both sides is tested at once, and the marks are held to a 1% false discovery rate (Benjamini–Hochberg). 2 tested now; no mark otherwise.",
    );
  });
});

describe('withoutPart edges', () => {
  it('keeps what the part lacks whole, and takes mirror games off too', () => {
    const mirror = games(1, 1, 4, 4);
    const rest = withoutPart(aggOf([...mirror, ...games(1, 2, 3, 1)]), aggOf(mirror));
    expect(rest.totalSlots).toBe(8);
    expect(rest.archetypes.get(1)).toEqual({ slots: 4, wins: 3, mirrorSlots: 0, mirrorWins: 0 });
    expect(rest.archetypes.get(2)).toEqual({ slots: 4, wins: 1, mirrorSlots: 0, mirrorWins: 0 });
  });
});
