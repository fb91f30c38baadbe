// Horizontal bars of popularity (share of player slots), rows already aggregated.
import { memo } from 'react';
import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';
import type { WinRateBar } from '../../domain/chart-rows.ts';
import {
  BarChartFrame,
  barChartHeight,
  barChartTop,
  colouredCells,
  figuresTooltip,
  valueGrid,
} from './bar-chart-frame.tsx';

export interface PopularityBar extends WinRateBar {
  popularityPct: number;
}

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
  const top = Math.max(5, ...rows.map((r) => r.popularityPct));
  return (
    <BarChartFrame title={title} kind="popularity" height={chartHeight} initialWidth={400}>
      <BarChart
        data={rows as PopularityBar[]}
        layout="vertical"
        margin={{ top: barChartTop(fontSize), right: fontSize * 4, bottom: 4, left: 4 }}
        barSize={barSize}
      >
        {valueGrid}
        <XAxis
          type="number"
          domain={[0, Math.ceil(top / 5) * 5]}
          tickFormatter={(v: number) => `${v}%`}
          stroke="var(--c-muted)"
          tick={{ fill: 'var(--c-muted)', fontSize }}
        />
        <YAxis
          type="category"
          dataKey="name"
          width={nameWidth}
          stroke="var(--c-muted)"
          tick={{ fill: 'var(--c-ink)', fontSize }}
          interval={0}
        />
        {figuresTooltip}
        <Bar dataKey="popularityPct" isAnimationActive={false} name="Popularity">
          {colouredCells(rows)}
          <LabelList
            dataKey="popularityPct"
            position="right"
            formatter={(v: unknown) => `${v}%`}
            fill="var(--c-ink)"
            fontSize={fontSize}
          />
        </Bar>
      </BarChart>
    </BarChartFrame>
  );
}
