// Horizontal bars of win rates (already aggregated rows) growing from 50 % towards each win
// rate, so a bar's length is its distance from even; each with its Wilson 95% interval and
// the games behind it, on an axis every chart of the screen shares. Names link to their page.
// Drawn without animation and with stable keys so a poll updates the chart in place.
import { memo } from 'react';
import { Bar, BarChart, ErrorBar, ReferenceLine, XAxis, YAxis } from 'recharts';
import type { WinRateBar } from '../../domain/chart-rows.ts';
import {
  clearlyNotEven,
  type Spread,
  sharedSpread,
  spreadTicks,
  tickLabel,
} from '../../domain/chart-scale.ts';
import { formatGames } from '../../domain/format.ts';
import {
  BarChartFrame,
  barChartHeight,
  barChartTop,
  colouredCells,
  figuresTooltip,
  valueGrid,
} from './bar-chart-frame.tsx';

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
  href,
  figureScale,
  detail,
}: {
  x: number;
  y: number;
  row: WinRateBar | undefined;
  fontSize: number;
  width: number;
  oneLine: boolean;
  href: string | null;
  figureScale: number;
  detail: string;
}) {
  if (!row) return null;
  // "*": the interval excludes 50 % (the key under the charts says so).
  const mark = clearlyNotEven(row) ? '*' : '';
  const figure = `${row.winPct.toFixed(1)}%${mark}`;
  // 0.68 em a character: wide enough for capitals and "m"/"w", so a long name is cut, not clipped.
  const room = Math.floor(width / (fontSize * 0.68)) - (oneLine ? figure.length + 1 : 0);
  const maxChars = Math.max(6, room);
  const name = row.name.length > maxChars ? `${row.name.slice(0, maxChars - 1)}…` : row.name;
  const label = oneLine ? (
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
  ) : (
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
        fontSize={fontSize * figureScale}
      >
        {`${figure} · ${detail}`}
      </text>
    </g>
  );
  return href ? (
    <a href={href} className="underline-offset-2 hover:underline focus:underline">
      <title>{`${row.name}: open its page`}</title>
      {label}
    </a>
  ) : (
    label
  );
}

const gamesDetail = (row: WinRateBar) => `${formatGames(row.games)} games`;

type WinRateChartProps = Parameters<typeof WinRateChartBody>[0];

/** What a row shows: a chart redraws only when this changes for some row. */
const drawnAs = (row: WinRateBar, detail: string) =>
  `${row.key}|${row.name}|${row.color}|${row.winPct}|${row.lowPct}|${row.highPct}|${detail}`;

/**
 * Redraw only for a visible change. With days of data, a poll moves no rate by 0.1 point and no
 * large game count by a shown digit, and each redraw of a chart costs tens of milliseconds on a
 * slow device. (Its tooltip shows the figures as last drawn; the table under it is always exact.)
 */
function sameDrawing(before: WinRateChartProps, after: WinRateChartProps): boolean {
  for (const key of Object.keys(after) as (keyof WinRateChartProps)[]) {
    if (key !== 'rows' && before[key] !== after[key]) return false;
  }
  const detail = after.detailOf ?? gamesDetail;
  return (
    before.rows.length === after.rows.length &&
    before.rows.every((row, i) => {
      const other = after.rows[i];
      return other !== undefined && drawnAs(row, detail(row)) === drawnAs(other, detail(other));
    })
  );
}

export const WinRateChart = memo(WinRateChartBody, sameDrawing);

function WinRateChartBody({
  rows,
  title,
  barSize = 18,
  fontSize = 13,
  nameWidth = 200,
  height,
  spread,
  linkOf,
  figureScale = 0.85,
  detailOf = gamesDetail,
  sparseTicks = false,
}: {
  rows: readonly WinRateBar[];
  /** Accessible name of the chart image. */
  title: string;
  barSize?: number;
  fontSize?: number;
  nameWidth?: number;
  /** Fixed height; by default it grows with the number of bars. */
  height?: number;
  /** The axis's half-width shared by every chart of the screen (sharedSpread); else its own. */
  spread?: Spread;
  /** Where a bar's name leads (an archetype's page, a class's view); none by default. */
  linkOf?: (row: WinRateBar) => string | null;
  /** Size of the figures line against the names (the wall keeps them equal). */
  figureScale?: number;
  /** What follows the win rate on the figures line; its games by default. */
  detailOf?: (row: WinRateBar) => string;
  /** Only the axis's ends and 50 % (large type in a narrow chart). */
  sparseTicks?: boolean;
}) {
  const half = spread ?? sharedSpread([rows]);
  const data = rows.map((r) => ({ ...r, fromEven: r.winPct - 50 }));
  const chartHeight = height ?? barChartHeight(rows.length, barSize, fontSize);
  const oneLine = (chartHeight - 50) / Math.max(rows.length, 1) < fontSize * 2.4;
  return (
    <BarChartFrame title={title} kind="win-rate" height={chartHeight} initialWidth={600}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: barChartTop(fontSize), right: 16, bottom: 4, left: 4 }}
        barSize={barSize}
      >
        {valueGrid}
        <XAxis
          type="number"
          domain={[-half, half]}
          ticks={sparseTicks ? [-half, 0, half] : spreadTicks(half)}
          tickFormatter={tickLabel}
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
              href={rows[tick.index] && linkOf ? linkOf(rows[tick.index] as WinRateBar) : null}
              figureScale={figureScale}
              detail={rows[tick.index] ? detailOf(rows[tick.index] as WinRateBar) : ''}
            />
          )}
          interval={0}
        />
        {figuresTooltip}
        <ReferenceLine
          x={0}
          stroke="var(--c-ink)"
          strokeDasharray="4 3"
          label={{ value: '50%', position: 'top', fill: 'var(--c-muted)', fontSize }}
        />
        <Bar dataKey="fromEven" isAnimationActive={false} name="Win rate">
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
}
