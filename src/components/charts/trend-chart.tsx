// A trend: win rate per hour as a line centred on 50 % with its 95 % interval as a band, and
// popularity per hour below it on the same time axis. Hours with too few games for a rate are
// left as gaps (their popularity still shows). Rows come computed (domain/trend.ts).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { sharedSpread, spreadTicks, tickLabel } from '../../domain/chart-scale.ts';
import { formatHourMinute, formatPercent } from '../../domain/format.ts';
import { HOUR_RATE_MIN_GAMES, type TrendPoint } from '../../domain/trend.ts';

const pct = (x: number) => Math.round(x * 1000) / 10;

/** A popularity tick in percent: "4%", "2.5%" ("2,5 %" in German). */
const popularityTick = (v: number) => formatPercent(v / 100, Number.isInteger(v) ? 0 : 1);

export const TrendChart = memo(function TrendChart({
  points,
  title,
  color,
  width = 640,
}: {
  points: readonly TrendPoint[];
  title: string;
  color: string;
  width?: number;
}) {
  const { t } = useLingui();
  const data = points.map((p) => {
    const rated = p.winRate !== null && p.games >= HOUR_RATE_MIN_GAMES;
    return {
      start: p.start + p.width / 2,
      fromEven: rated ? pct(p.winRate ?? 0) - 50 : null,
      band: rated ? [pct(p.interval.low) - 50, pct(p.interval.high) - 50] : null,
      popularity: pct(p.popularity),
      games: p.games,
    };
  });
  const rated = data.filter((d) => d.fromEven !== null);
  const minGames = HOUR_RATE_MIN_GAMES;
  const spread = sharedSpread([
    rated.map((d) => ({ lowPct: 50 + (d.fromEven ?? 0), highPct: 50 + (d.fromEven ?? 0) })),
  ]);
  // From the first span's start to the last span's end: points sit in the middle of their
  // hour, and the popularity bars stay inside the plot.
  const first = points[0];
  const last = points[points.length - 1];
  const domain: [number, number] = [first?.start ?? 0, last ? last.start + last.width : 1];
  const axis = (
    <XAxis
      type="number"
      dataKey="start"
      domain={domain}
      scale="time"
      tickFormatter={formatHourMinute}
      stroke="var(--c-muted)"
      tick={{ fill: 'var(--c-muted)', fontSize: 12 }}
      minTickGap={24}
    />
  );
  return (
    <figure aria-label={title} className="w-full" data-chart="trend">
      <ResponsiveContainer width="100%" height={200} initialDimension={{ width, height: 200 }}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--c-line)" />
          {axis}
          <YAxis
            domain={[-spread, spread]}
            ticks={spreadTicks(spread)}
            tickFormatter={tickLabel}
            allowDataOverflow
            width={44}
            stroke="var(--c-muted)"
            tick={{ fill: 'var(--c-muted)', fontSize: 12 }}
          />
          <ReferenceLine y={0} stroke="var(--c-ink)" strokeDasharray="4 3" />
          <Area
            dataKey="band"
            name={t({ message: '95% interval', comment: 'trend chart: the band around the line' })}
            stroke="none"
            fill={color}
            fillOpacity={0.25}
            isAnimationActive={false}
            connectNulls={false}
          />
          <Line
            dataKey="fromEven"
            name={t({ message: 'Win rate', comment: 'trend chart: the line' })}
            stroke={color}
            strokeWidth={2}
            dot={{ r: 2.5, fill: color }}
            isAnimationActive={false}
            connectNulls={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
      <ResponsiveContainer width="100%" height={90} initialDimension={{ width, height: 90 }}>
        <ComposedChart data={data} margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--c-line)" />
          {axis}
          <YAxis
            width={44}
            tickFormatter={popularityTick}
            stroke="var(--c-muted)"
            tick={{ fill: 'var(--c-muted)', fontSize: 12 }}
            tickCount={3}
          />
          <Bar
            dataKey="popularity"
            name={t({ message: 'Popularity', comment: 'trend chart: the bars of share of play' })}
            fill={color}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
      <figcaption className="text-xs text-muted">
        {t`Win rate per hour (line, centred on 50%) with its 95% interval (band); hours under ${plural(minGames, { one: '# game', other: '# games' })} are gaps. Below: share of play per hour.`}
      </figcaption>
    </figure>
  );
});

export default TrendChart;
