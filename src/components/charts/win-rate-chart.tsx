// Horizontal bars of win rates (already aggregated rows), each with its Wilson 95% interval,
// a 50% reference line and the games behind it. Drawn without animation and with stable keys
// so a poll updates the chart in place.
import { memo } from 'react';
import { Bar, BarChart, ErrorBar, ReferenceLine, XAxis, YAxis } from 'recharts';
import type { WinRateBar } from '../../domain/chart-rows.ts';
import {
  BarChartFrame,
  barChartHeight,
  barChartTop,
  colouredCells,
  figuresTooltip,
  valueGrid,
} from './bar-chart-frame.tsx';
import { percentDomain } from './chart-scale.ts';

const percent = (v: number) => `${v}%`;

/**
 * The axis label of a bar: its name, and under it the win rate and games it rests on; when rows
 * are too tight for two lines, the name and win rate on one line.
 */
function NameAndFigures({
  x,
  y,
  row,
  fontSize,
  width,
  oneLine,
}: {
  x: number;
  y: number;
  row: WinRateBar | undefined;
  fontSize: number;
  width: number;
  oneLine: boolean;
}) {
  if (!row) return null;
  const figure = `${row.winPct.toFixed(1)}%`;
  const room = Math.floor(width / (fontSize * 0.6)) - (oneLine ? figure.length + 1 : 0);
  const maxChars = Math.max(6, room);
  const name = row.name.length > maxChars ? `${row.name.slice(0, maxChars - 1)}…` : row.name;
  if (oneLine) {
    return (
      <text
        x={x - 6}
        y={y}
        textAnchor="end"
        dominantBaseline="central"
        fill="var(--c-ink)"
        fontSize={fontSize}
      >
        {name} <tspan fill="var(--c-muted)">{figure}</tspan>
      </text>
    );
  }
  return (
    <g>
      <text
        x={x - 6}
        y={y - fontSize * 0.55}
        textAnchor="end"
        dominantBaseline="central"
        fill="var(--c-ink)"
        fontSize={fontSize}
      >
        {name}
      </text>
      <text
        x={x - 6}
        y={y + fontSize * 0.65}
        textAnchor="end"
        dominantBaseline="central"
        fill="var(--c-muted)"
        fontSize={fontSize * 0.85}
      >
        {row.barLabel}
      </text>
    </g>
  );
}

export const WinRateChart = memo(function WinRateChart({
  rows,
  title,
  barSize = 18,
  fontSize = 13,
  nameWidth = 200,
  height,
}: {
  rows: readonly WinRateBar[];
  /** Accessible name of the chart image. */
  title: string;
  barSize?: number;
  fontSize?: number;
  nameWidth?: number;
  /** Fixed height; by default it grows with the number of bars. */
  height?: number;
}) {
  const domain = percentDomain(rows);
  const chartHeight = height ?? barChartHeight(rows.length, barSize, fontSize);
  const oneLine = (chartHeight - 50) / Math.max(rows.length, 1) < fontSize * 2.4;
  return (
    <BarChartFrame title={title} kind="win-rate" height={chartHeight} initialWidth={600}>
      <BarChart
        data={rows as WinRateBar[]}
        layout="vertical"
        margin={{ top: barChartTop(fontSize), right: 16, bottom: 4, left: 4 }}
        barSize={barSize}
      >
        {valueGrid}
        <XAxis
          type="number"
          domain={domain}
          tickFormatter={percent}
          stroke="var(--c-muted)"
          tick={{ fill: 'var(--c-muted)', fontSize }}
          allowDataOverflow
        />
        <YAxis
          type="category"
          dataKey="name"
          width={nameWidth}
          stroke="var(--c-muted)"
          tick={(tick: { x: number | string; y: number | string; index: number }) => (
            <NameAndFigures
              x={Number(tick.x)}
              y={Number(tick.y)}
              row={rows[tick.index]}
              fontSize={fontSize}
              width={nameWidth}
              oneLine={oneLine}
            />
          )}
          interval={0}
        />
        {figuresTooltip}
        <ReferenceLine
          x={50}
          stroke="var(--c-ink)"
          strokeDasharray="4 3"
          label={{ value: '50%', position: 'top', fill: 'var(--c-muted)', fontSize }}
        />
        <Bar dataKey="winPct" isAnimationActive={false} name="Win rate">
          {colouredCells(rows)}
          <ErrorBar
            dataKey="errorPct"
            direction="x"
            width={Math.max(6, fontSize / 2)}
            strokeWidth={Math.max(2, fontSize / 8)}
            stroke="var(--c-ink)"
          />
        </Bar>
      </BarChart>
    </BarChartFrame>
  );
});
