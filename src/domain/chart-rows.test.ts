import { describe, expect, it } from 'vitest';
import type { Match } from './buckets.ts';
import {
  type ClassOverviewRow,
  classCharts,
  classesByWinRate,
  classOverview,
} from './chart-rows.ts';
import { classInfo } from './classes.ts';
import { MatchStore } from './match-store.ts';
import { aggregate, wilson } from './stats.ts';

const catalogue = new Map([
  [1, { id: 1, name: 'Spell Mage', classId: 4 }],
  [2, { id: 2, name: 'Arcane Mage', classId: 4 }],
  [3, { id: 3, name: '', classId: 4 }],
  [10, { id: 10, name: 'Zoo Warlock', classId: 9 }],
]);
const lookup = (id: number) => catalogue.get(id);

let n = 0;
function games(a: number, b: number, aWins: number, bWins: number): Match[] {
  const out: Match[] = [];
  for (let i = 0; i < aWins + bWins; i++) {
    const aWon = i < aWins;
    out.push({
      id: `g${n++}`,
      players: [
        { archetype: a, rank: 45, legendRank: null, won: aWon },
        { archetype: b, rank: 45, legendRank: null, won: !aWon },
      ],
    });
  }
  return out;
}

function build(...batches: Match[][]) {
  const store = new MatchStore();
  store.ingest(batches.flat(), 0);
  return aggregate(store.buckets(), { bracket: 'all', windowMs: null }, 1);
}

describe('classCharts', () => {
  const agg = build(
    games(1, 10, 30, 10),
    games(2, 10, 15, 25),
    games(3, 10, 3, 2),
    games(77, 10, 4, 4),
    games(1, 1, 5, 0),
  );

  it('groups archetypes by class in class order, with an Unknown group last', () => {
    const charts = classCharts(agg, lookup, 30);
    expect(charts.map((c) => c.label)).toEqual(['Mage', 'Warlock', 'Unknown archetypes']);
    expect(charts[2]?.lowData.map((r) => r.name)).toEqual(['Unknown archetype #77']);
  });

  it('sorts drawn bars by win rate and lists archetypes under the minimum as low data', () => {
    const mage = classCharts(agg, lookup, 30)[0];
    expect(mage?.drawn.map((r) => [r.name, r.games, r.wins])).toEqual([
      ['Spell Mage', 40, 30],
      ['Arcane Mage', 40, 15],
    ]);
    expect(mage?.lowData.map((r) => [r.name, r.games])).toEqual([['Unnamed Mage archetype #3', 5]]);
    expect(classCharts(agg, lookup, 3)[0]?.drawn).toHaveLength(3);
  });

  it('carries the interval in percent for the error bars, mirrors excluded', () => {
    const spell = classCharts(agg, lookup, 30)[0]?.drawn[0];
    const expected = wilson(30, 40);
    expect(spell?.winPct).toBe(75);
    expect(spell?.lowPct).toBeCloseTo(expected.low * 100, 1);
    expect(spell?.highPct).toBeCloseTo(expected.high * 100, 1);
    expect(spell?.mirrorsExcluded).toBe(5);
  });

  it('has no chart for a class without games', () => {
    expect(classCharts(build(games(10, 10, 1, 1)), lookup, 30).map((c) => c.label)).toEqual([
      'Warlock',
    ]);
    expect(classCharts(build(), lookup, 30)).toEqual([]);
  });
});

describe('classCharts order', () => {
  it('puts classes in class order and Unknown last, whatever order the games came in', () => {
    const agg = build(games(77, 10, 5, 5), games(10, 2, 5, 5), games(88, 1, 1, 1));
    expect(classCharts(agg, lookup, 1).map((c) => c.group)).toEqual([4, 9, 'unknown']);
  });

  it('lists low data by games, then by archetype id', () => {
    const agg = build(games(1, 10, 3, 2), games(3, 10, 4, 6), games(2, 10, 5, 5));
    const mage = classCharts(agg, lookup, 30)[0];
    expect(mage?.lowData.map((r) => [r.archetype, r.games])).toEqual([
      [2, 10],
      [3, 10],
      [1, 5],
    ]);
  });
});

describe('classOverview', () => {
  it('gives each class its win rate without class mirrors, and its popularity', () => {
    const agg = build(games(1, 10, 30, 10), games(1, 2, 7, 3));
    const rows = classOverview(agg, (id) => lookup(id)?.classId);
    const mage = rows.find((r) => r.name === 'Mage');
    expect(mage).toMatchObject({ games: 40, wins: 30, mirrorsExcluded: 10 });
    expect(mage?.popularityPct).toBe(60);
    expect(rows[0]?.name).toBe('Mage');
  });
});

describe('classesByWinRate', () => {
  const row = (name: string, winPct: number, games: number) =>
    ({ name, winPct, games }) as ClassOverviewRow;
  it('keeps the classes with at least the minimum, highest win rate first, more games first on a tie', () => {
    const rows = [
      row('A', 48, 300),
      row('B', 55, 40),
      row('C', 52, 100),
      row('D', 52, 250),
      row('E', 60, 39),
    ];
    expect(classesByWinRate(rows, 40).map((r) => r.name)).toEqual(['B', 'D', 'C', 'A']);
    // The rows it was given keep their order (most played first, as classOverview gives them).
    expect(rows.map((r) => r.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('chart rows: order, thresholds and the unknown group', () => {
  // Archetype 7 is not in the catalogue: it goes to the "Unknown archetypes" group, drawn last.
  const agg = build(
    games(1, 10, 20, 10), // Spell Mage 66.7 % over 30
    games(2, 10, 40, 20), // Arcane Mage 66.7 % over 60: same rate, more games first
    games(3, 10, 12, 17), // unnamed Mage: 29 games, just under 30
    games(7, 10, 5, 5),
  );

  it('draws at exactly the minimum, sorts bars by win rate then games, low data by games', () => {
    const charts = classCharts(agg, lookup, 30);
    expect(charts.map((c) => c.label)).toEqual(['Mage', 'Warlock', 'Unknown archetypes']);
    const mage = charts[0];
    expect(mage?.drawn.map((r) => r.archetype)).toEqual([2, 1]);
    expect(mage?.lowData.map((r) => r.archetype)).toEqual([3]);
    expect(mage?.games).toBe(30 + 60 + 29);
    expect(classCharts(agg, lookup, 29)[0]?.drawn.map((r) => r.archetype)).toEqual([2, 1, 3]);
    const unknown = charts[2];
    expect(unknown?.group).toBe('unknown');
    expect(unknown?.lowData[0]).toMatchObject({ archetype: 7, name: 'Unknown archetype #7' });
    expect(unknown?.color).toBe(classInfo(-1).color);
    expect(mage?.color).toBe(classInfo(4).color);
  });

  it('gives every bar an interval around its rate, in percent to one decimal', () => {
    for (const row of classCharts(agg, lookup, 1).flatMap((c) => [...c.drawn, ...c.lowData])) {
      expect(row.lowPct).toBeLessThanOrEqual(row.winPct);
      expect(row.highPct).toBeGreaterThanOrEqual(row.winPct);
      expect(row.winPct).toBe(Math.round((row.winRate ?? 0) * 1000) / 10);
    }
  });

  it('lists classes most played first, with an "Unknown" row for archetypes of no class', () => {
    const rows = classOverview(agg, (id) => lookup(id)?.classId);
    // Warlock plays in every match (129 slots), Mage in 119, the unknown archetype in 10.
    expect(rows.map((r) => r.name)).toEqual(['Warlock', 'Mage', 'Unknown']);
    expect(rows[2]).toMatchObject({ group: 'unknown', color: classInfo(-1).color, key: 'unknown' });
    expect(rows.reduce((sum, r) => sum + r.popularityPct, 0)).toBeCloseTo(100, 6);
  });
});
