// What the horizontal bar charts share, drawn as plain HTML: the figure with its accessible
// name, one height rule, the value axis and one row per bar. Ticks, grid lines and bars are
// placed in percentages of the plot, so a chart follows its container's width without measuring
// it. A bar is a coloured box scaled along x: an update changes one transform, which the browser
// animates on the compositor (smoothly, and not at all under reduced motion) without layout.
// Where a screen's charts take their figures at once (ChartMotion), the win-rate chart draws a
// row's marks as one SVG instead (StillMarks in win-rate-chart.tsx).
// (recharts drew each bar through several SVG layers and cost 50–100 ms a chart on a slow CPU.)

import { plural, t } from '@lingui/core/macro';
import { createContext, type ReactNode, useContext } from 'react';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import type { RateRow } from '../../domain/rates.ts';
import { QUIET_MOTION } from '../quiet-motion.ts';

/** Height of a chart of `rows` bars: room for a name and a line of figures under each bar. */
export function barChartHeight(rows: number, barSize: number, fontSize: number): number {
  return rows * Math.max(barSize + 12, fontSize * 2.6) + 50;
}

/** Room above the plot for the axis labels. */
export const barChartTop = (fontSize: number) => Math.round(fontSize * 1.6);

/** Height of each of `rows` rows in a chart `height` high: the plot shared equally. */
export const barRowPitch = (height: number, fontSize: number, rows: number) =>
  Math.max(0, height - barChartTop(fontSize)) / Math.max(rows, 1);

/** How a bar, a whisker or a label moves to its new place when its figures change. */
const MOVES = 'motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out';

/**
 * Whether the charts inside move to their new figures or take them at once. A moving mark is
 * painted on a layer of its own for the length of its move: a screen of a few hundred marks
 * moving at once took 45 ms of paint a poll at normal speed, 133 ms on a CPU four times slower
 * (#/winrates at a minimum of 1 game: 92 bars in 16 charts); the same screen without moves, 10 ms.
 */
export const ChartMotion = createContext(true);

/** A screen with more bars than this lets them take their new figures at once. */
export const MOVING_BARS_LIMIT = 32;

/** The class that moves a mark to its new place, or none where the screen's charts stand still. */
export function useMoves(): string {
  return useContext(ChartMotion) ? MOVES : '';
}

/** A place along the value axis, from 0 (left end of the plot) to 1 (right end). */
export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** A fraction as written into a transform: four decimals (a tenth of a pixel at 1,000 px). */
export const roundForStyle = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * The labels between the axis's ends and its reference show only where the plot has room for
 * every label (about 2.8 em each), by a container query on the plot: a phone's narrow chart
 * keeps its ends and 50 %, never labels run into each other. Keyed by the number of ticks.
 */
const ROOM_FOR_ALL_LABELS: Record<number, string> = {
  3: 'hidden @min-[9em]:inline',
  4: 'hidden @min-[12em]:inline',
  5: 'hidden @min-[14em]:inline',
  6: 'hidden @min-[17em]:inline',
  7: 'hidden @min-[20em]:inline',
  8: 'hidden @min-[23em]:inline',
  9: 'hidden @min-[26em]:inline',
  10: 'hidden @min-[28em]:inline',
  11: 'hidden @min-[31em]:inline',
};

/** The axis's end labels need room for three labels (ends and 50 %); else only 50 % shows. */
const ROOM_FOR_ENDS = 'hidden @min-[6.5em]:inline';

export interface AxisTick {
  /** 0–1 along the plot. */
  at: number;
  label: string;
  /** The reference line (50 % on win-rate charts), drawn dashed and stronger. */
  reference?: boolean;
}

/** What a row of a bar chart needs: its key and the figures for its hover text. */
type ChartRow = RateRow & { key: string; name: string };

export function BarChartFrame<Row extends ChartRow>({
  title,
  kind,
  height,
  fontSize,
  nameWidth,
  rightPad,
  barSize,
  ticks,
  rows,
  label,
  marks,
}: {
  /** Accessible name of the chart. */
  title: string;
  kind: 'win-rate' | 'popularity';
  height: number;
  fontSize: number;
  /** Width of the names' column, in pixels. */
  nameWidth: number;
  /** Room right of the plot (half a tick label, or the popularity figures). */
  rightPad: number;
  barSize: number;
  ticks: readonly AxisTick[];
  rows: readonly Row[];
  /** A row's label, right-aligned in the names' column. */
  label: (row: Row) => ReactNode;
  /** A row's bar and marks, positioned in the plot. */
  marks: (row: Row) => ReactNode;
}) {
  const top = barChartTop(fontSize);
  // Each row stands at the plot's top and is moved to its place by a transform: a row that
  // changes place (the order follows the figures) or a row that comes or goes moves no layout
  // box, so a poll shifts no layout. It goes there at once: rows gliding past each other would
  // draw one name over another.
  const pitch = barRowPitch(height, fontSize, rows.length);
  return (
    <figure
      {...QUIET_MOTION}
      aria-label={title}
      className="relative w-full overflow-hidden"
      data-chart={kind}
      style={{ height, fontSize }}
    >
      <div
        aria-hidden
        className="@container absolute inset-y-0"
        style={{ left: nameWidth, right: rightPad }}
      >
        {ticks.map((t, i) => (
          <div
            key={t.label}
            className="absolute inset-y-0"
            style={{ left: `${roundForStyle(t.at * 100)}%` }}
          >
            <span
              data-tick
              className={`absolute top-0 -translate-x-1/2 whitespace-nowrap leading-none text-muted ${
                t.reference
                  ? ''
                  : i === 0 || i === ticks.length - 1
                    ? ROOM_FOR_ENDS
                    : (ROOM_FOR_ALL_LABELS[ticks.length] ?? 'hidden')
              }`}
            >
              {t.label}
            </span>
            <span
              data-reference={t.reference ? '' : undefined}
              className={`absolute bottom-0 ${
                t.reference ? '-ml-px border-l-2 border-dashed border-ink' : 'border-l border-line'
              }`}
              style={{ top }}
            />
          </div>
        ))}
      </div>
      <ul className="relative h-full">
        {rows.map((row, i) => (
          <li
            key={row.key}
            className="absolute inset-x-0 grid items-center"
            style={{
              top,
              height: pitch,
              gridTemplateColumns: `${nameWidth}px 1fr`,
              paddingRight: rightPad,
              transform: `translateY(${roundForStyle(i * pitch)}px)`,
            }}
            title={figuresText(row)}
            data-bar-row
          >
            <div className="min-w-0 pr-[0.45em] text-right leading-tight">{label(row)}</div>
            {/* The bar's track: a size container, so marks move in units of its width. */}
            <div aria-hidden className="@container relative" style={{ height: barSize }}>
              {marks(row)}
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** A bar in its class colour from `from` to `from + share` of the plot (share may be negative). */
export function ScaledBar({ color, from, share }: { color: string; from: number; share: number }) {
  const moves = useMoves();
  return (
    <div
      data-bar
      className={`absolute inset-y-0 w-full origin-left ${moves}`}
      style={{
        left: `${from * 100}%`,
        background: color,
        transform: `scaleX(${roundForStyle(share)})`,
      }}
    />
  );
}

/**
 * A mark at `at` (0–1) of the plot: a zero-width anchor moved by a transform in units of the
 * plot's width (`cqw`: the bar's track is a size container), so nothing is laid out anew.
 */
export function PlacedMark({ at, children }: { at: number; children: ReactNode }) {
  const moves = useMoves();
  return (
    <div
      className={`absolute inset-y-0 left-0 w-0 ${moves}`}
      style={{ transform: `translateX(${roundForStyle(at * 100)}cqw)` }}
    >
      {children}
    </div>
  );
}

/**
 * The exact figures behind a bar, for its hover text, in the screen's language (made while the
 * chart renders).
 */
export function figuresText(row: RateRow & { name: string }): string {
  const name = row.name;
  const rate = row.winRate === null ? '—' : formatPercent(row.winRate);
  const interval = formatInterval(row.interval);
  const wins = formatCount(row.wins);
  const losses = formatCount(row.losses);
  const gameCount = row.games;
  const games = formatCount(gameCount);
  const popularity = formatPercent(row.popularity);
  if (row.mirrorsExcluded === 0)
    return t({
      comment: "a chart bar's hover text; 95% is the interval's confidence",
      message: `${name}: win rate ${rate} (95%: ${interval}), ${wins}–${losses} in ${plural(gameCount, { one: `${games} game`, other: `${games} games` })}, popularity ${popularity}`,
    });
  const mirrorCount = row.mirrorsExcluded;
  const mirrors = formatCount(mirrorCount);
  return t({
    comment: "a chart bar's hover text; 95% is the interval's confidence",
    message: `${name}: win rate ${rate} (95%: ${interval}), ${wins}–${losses} in ${plural(gameCount, { one: `${games} game`, other: `${games} games` })}, popularity ${popularity}, ${plural(mirrorCount, { one: `${mirrors} mirror excluded`, other: `${mirrors} mirrors excluded` })}`,
  });
}
