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

export const PopularityChart = memo(function PopularityChart({
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
});
