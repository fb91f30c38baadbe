// Horizontal bars of popularity (share of player slots), rows already aggregated, from 0 to a
// round maximum, each with its share printed right of the bar.
import { memo } from 'react';
import type { WinRateBar } from '../../domain/chart-rows.ts';
import { formatPercent } from '../../domain/format.ts';
import {
  BarChartFrame,
  barChartHeight,
  clamp01,
  PlacedMark,
  ScaledBar,
} from './bar-chart-frame.tsx';

export interface PopularityBar extends WinRateBar {
  popularityPct: number;
}

/** A share in percent as the chart prints it: "12.5%", "4%" ("12,5 %" in German). */
const sharePercent = (pct: number) => formatPercent(pct / 100, Number.isInteger(pct) ? 0 : 1);

type PopularityChartProps = Parameters<typeof PopularityChartBody>[0];

/** Redraw only when a shown share (0.1 point) or a name changes (see WinRateChart). */
function sameDrawing(before: PopularityChartProps, after: PopularityChartProps): boolean {
  for (const key of Object.keys(after) as (keyof PopularityChartProps)[]) {
    if (key !== 'rows' && before[key] !== after[key]) return false;
  }
  const drawnAs = (r: PopularityBar) => `${r.key}|${r.name}|${r.color}|${r.popularityPct}`;
  return (
    before.rows.length === after.rows.length &&
    before.rows.every(
      (r, i) =>
        after.rows[i] !== undefined && drawnAs(r) === drawnAs(after.rows[i] as PopularityBar),
    )
  );
}

export const PopularityChart = memo(PopularityChartBody, sameDrawing);

/** The axis's end: 5 % steps up to 20 %, 10 % steps beyond; never under 5 %. */
export function popularityAxis(rows: readonly { popularityPct: number }[]): {
  max: number;
  step: number;
} {
  const top = Math.max(5, ...rows.map((r) => r.popularityPct));
  const step = top <= 20 ? 5 : 10;
  return { max: Math.ceil(top / step) * step, step };
}

function PopularityChartBody({
  rows,
  title,
  barSize = 18,
  fontSize = 13,
  nameWidth = 110,
  height,
}: {
  rows: readonly PopularityBar[];
  title: string;
  barSize?: number;
  fontSize?: number;
  nameWidth?: number;
  height?: number;
}) {
  const chartHeight = height ?? barChartHeight(rows.length, barSize, fontSize);
  const { max, step } = popularityAxis(rows);
  const ticks = [];
  for (let v = 0; v <= max; v += step) ticks.push({ at: v / max, label: sharePercent(v) });
  // Room for the share printed right of the longest bar.
  const rightPad = Math.round(fontSize * 4);
  return (
    <BarChartFrame
      title={title}
      kind="popularity"
      height={chartHeight}
      fontSize={fontSize}
      nameWidth={nameWidth}
      rightPad={rightPad}
      barSize={barSize}
      ticks={ticks}
      rows={rows}
      label={(row) => (
        <div className="truncate">
          <span data-bar-name>{row.name}</span>
          {/* The plot is hidden from screen readers: its figure is read here. */}
          <span className="sr-only">{` ${sharePercent(row.popularityPct)}`}</span>
        </div>
      )}
      marks={(row) => {
        const share = clamp01(row.popularityPct / max);
        return (
          <>
            <ScaledBar color={row.color} from={0} share={share} />
            <PlacedMark at={share}>
              <span
                data-bar-figures
                className="absolute top-1/2 left-[0.3em] -translate-y-1/2 whitespace-nowrap"
              >
                {sharePercent(row.popularityPct)}
              </span>
            </PlacedMark>
          </>
        );
      }}
    />
  );
}
