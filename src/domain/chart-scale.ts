// The win-rate axis every chart of a screen shares: centred on 50 %, bars growing from 50 %
// towards their win rate, one fixed width for all of them that widens only when some interval
// would leave it, and round ticks. Class win rates sit within a few points of 50 %: on their own
// chart a 45–55 % axis makes those differences visible.
import { formatPercent } from './format.ts';

/** Half-widths of the axis, in points either side of 50 %: 45–55 %, 40–60 %, 30–70 %, 20–80 %, 0–100 %. */
export const SPREADS = [5, 10, 20, 30, 50] as const;
/** The narrowest axis a chart of archetypes starts from: their intervals are wide. */
export const ARCHETYPE_SPREADS: readonly Spread[] = [20, 30, 50];
export type Spread = (typeof SPREADS)[number];

/** The narrowest of `spreads` that holds every interval of every row given. */
export function sharedSpread(
  rowLists: Iterable<ReadonlyArray<{ lowPct: number; highPct: number }>>,
  spreads: readonly Spread[] = ARCHETYPE_SPREADS,
): Spread {
  let reach = 0;
  for (const rows of rowLists) {
    for (const r of rows) reach = Math.max(reach, 50 - r.lowPct, r.highPct - 50);
  }
  return spreads.find((s) => reach <= s) ?? 50;
}

/** Tick positions (points from 50 %): every 5 points on the narrow axes, else every 10. */
export function spreadTicks(spread: Spread): number[] {
  const step = spread <= 10 ? 5 : 10;
  const ticks: number[] = [];
  for (let v = -spread; v <= spread; v += step) ticks.push(v);
  return ticks;
}

/** "40%" for -10 ("40 %" in German). */
export const tickLabel = (offset: number) => formatPercent((50 + offset) / 100, 0);

/** True when the 95 % interval excludes 50 %: the result is clearly not even. */
export const clearlyNotEven = (row: { lowPct: number; highPct: number }) =>
  row.lowPct > 50 || row.highPct < 50;
