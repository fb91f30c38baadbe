// The win-rate axis every chart of a screen shares: centred on 50 %, bars growing from 50 %
// towards their win rate, one fixed width for all of them that widens only when some interval
// would leave it, and round ticks every 10 points.

/** Half-widths of the axis, in points either side of 50 %: 30–70 %, 20–80 %, 0–100 %. */
export const SPREADS = [20, 30, 50] as const;
export type Spread = (typeof SPREADS)[number];

/** The narrowest spread that holds every interval of every row given. */
export function sharedSpread(
  rowLists: Iterable<ReadonlyArray<{ lowPct: number; highPct: number }>>,
): Spread {
  let reach = 0;
  for (const rows of rowLists) {
    for (const r of rows) reach = Math.max(reach, 50 - r.lowPct, r.highPct - 50);
  }
  return SPREADS.find((s) => reach <= s) ?? 50;
}

/** Tick positions (points from 50 %) every 10 points across the spread. */
export function spreadTicks(spread: Spread): number[] {
  const ticks: number[] = [];
  for (let v = -spread; v <= spread; v += 10) ticks.push(v);
  return ticks;
}

/** "40%" for -10. */
export const tickLabel = (offset: number) => `${50 + offset}%`;

/** True when the 95 % interval excludes 50 %: the result is clearly not even. */
export const clearlyNotEven = (row: { lowPct: number; highPct: number }) =>
  row.lowPct > 50 || row.highPct < 50;
