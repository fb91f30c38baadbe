// Horizontal bars of popularity (share of player slots), rows already aggregated.
import { memo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { WinRateBar } from '../../domain/chart-rows.ts';
import { FiguresTooltip } from './chart-tooltip.tsx';

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
  const chartHeight = height ?? rows.length * (barSize + 14) + 40;
  const top = Math.max(5, ...rows.map((r) => r.popularityPct));
  return (
    <figure aria-label={title} className="w-full" data-chart="popularity">
      <ResponsiveContainer
        width="100%"
        height={chartHeight}
        initialDimension={{ width: 400, height: chartHeight }}
      >
        <BarChart
          data={rows as PopularityBar[]}
          layout="vertical"
          margin={{ top: Math.round(fontSize * 1.4), right: fontSize * 4, bottom: 4, left: 4 }}
          barSize={barSize}
        >
          <CartesianGrid horizontal={false} stroke="var(--c-line)" />
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
          <Tooltip
            content={<FiguresTooltip />}
            cursor={{ fill: 'var(--c-raised)' }}
            isAnimationActive={false}
          />
          <Bar dataKey="popularityPct" isAnimationActive={false} name="Popularity">
            {rows.map((r) => (
              <Cell key={r.key} fill={r.color} stroke="var(--c-ink)" strokeOpacity={0.35} />
            ))}
            <LabelList
              dataKey="popularityPct"
              position="right"
              formatter={(v: unknown) => `${v}%`}
              fill="var(--c-ink)"
              fontSize={fontSize}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
});
