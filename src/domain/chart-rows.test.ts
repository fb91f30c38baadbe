import { describe, expect, it } from 'vitest';
import { classCharts, classOverview } from './chart-rows.ts';
import { type Match, MatchStore } from './match-store.ts';
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
    expect(spell?.errorPct[0]).toBeCloseTo(75 - (spell?.lowPct ?? 0), 6);
    expect(spell?.mirrorsExcluded).toBe(5);
    expect(spell?.barLabel).toBe('75.0% · 40 games');
  });

  it('has no chart for a class without games', () => {
    expect(classCharts(build(games(10, 10, 1, 1)), lookup, 30).map((c) => c.label)).toEqual([
      'Warlock',
    ]);
    expect(classCharts(build(), lookup, 30)).toEqual([]);
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
