// Horizontal bars of win rates (already aggregated rows) growing from 50 % towards each win
// rate, so a bar's length is its distance from even; each with its Wilson 95% interval and
// the games behind it, on an axis every chart of the screen shares. Names link to their page.
// Keyed rows: a poll moves bars and whiskers in place (bar-chart-frame.tsx).
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { WinRateBar } from '../../domain/chart-rows.ts';
import {
  clearlyNotEven,
  type Spread,
  sharedSpread,
  spreadTicks,
  tickLabel,
} from '../../domain/chart-scale.ts';
import { formatGames, formatPercent } from '../../domain/format.ts';
import { fitName } from '../../domain/short-names.ts';
import {
  type AxisTick,
  BarChartFrame,
  barChartHeight,
  barRowPitch,
  clamp01,
  PlacedMark,
  roundForStyle,
  ScaledBar,
  useMoves,
} from './bar-chart-frame.tsx';

/**
 * A bar's label: its name, and under it the win rate and what it rests on; when rows are too
 * tight for two lines, the name and win rate on one line. A long name ends in "…".
 */
function NameAndFigures({
  row,
  oneLine,
  href,
  figureScale,
  detail,
  maxChars,
}: {
  row: WinRateBar;
  oneLine: boolean;
  href: string | null;
  figureScale: number;
  detail: string;
  /** Characters the label's width holds: longer names are shortened in whole words. */
  maxChars: number;
}) {
  const { t } = useLingui();
  // A matchup's "A vs B" comes fitted already (both sides kept); any other name is fitted here.
  const shown = 'sides' in row ? row.name : fitName(row.name, maxChars);
  // "*": the interval excludes 50 % (the key under the charts says so).
  const figure = `${formatPercent(row.winPct / 100)}${row.standing === undefined && clearlyNotEven(row) ? '*' : ''}`;
  const name = row.name;
  const link = href ? (
    <a
      href={href}
      // The link reads its visible name; a name shortened to fit says its whole self.
      aria-label={
        shown === name
          ? undefined
          : t({ message: `${name}: open its page`, comment: "a chart bar's link" })
      }
      className="underline-offset-2 hover:underline focus:underline"
    >
      {shown}
    </a>
  ) : (
    shown
  );
  return oneLine ? (
    <div className="flex justify-end gap-[0.3em] whitespace-nowrap">
      <span data-bar-name className="min-w-0 truncate">
        {link}
      </span>
      <span data-bar-figures className="shrink-0 text-muted">
        {/* A ranked row keeps its words on one line too, unless its tier is clear. */}
        {row.standing && !row.settled ? `${figure} · ${row.standing}` : figure}
      </span>
    </div>
  ) : (
    <>
      <div data-bar-name className="truncate">
        {link}
      </div>
      <div
        data-bar-figures
        className="truncate text-muted"
        style={{ fontSize: `${figureScale}em` }}
      >
        {`${figure} · ${detail}`}
      </div>
    </>
  );
}

/**
 * The figures line after the rate: its games; a ranked row not yet clear says so instead (the
 * words must fit whole beside the rate on the wall, where the line holds about 24 characters).
 */
function gamesDetail(row: WinRateBar): string {
  if (row.standing !== undefined && !row.settled) return row.standing;
  const gameCount = row.games;
  const games = formatGames(gameCount);
  return t`${plural(gameCount, { one: `${games} game`, other: `${games} games` })}`;
}

/**
 * A bar, its whisker and the whisker's ends where the screen's charts take their new figures at
 * once: one SVG, its shapes placed in percentages of the plot. A poll changes their attributes:
 * no layout box moves (no layout shift) and no transform is set, so the page's paint holds four
 * fewer transformed boxes a bar (the screens of many bars paint after every poll).
 */
function StillMarks({
  color,
  bar,
  low,
  high,
  barSize,
  stroke,
  cap,
}: {
  color: string;
  /** Where the win rate, and the interval's ends, stand along the plot (0–1). */
  bar: number;
  low: number;
  high: number;
  barSize: number;
  stroke: number;
  cap: number;
}) {
  const at = (x: number) => `${roundForStyle(x * 100)}%`;
  const ink = { stroke: 'var(--c-ink)', strokeWidth: stroke };
  const mid = barSize / 2;
  return (
    <svg aria-hidden="true" className="absolute inset-0 size-full overflow-visible">
      <rect
        data-bar
        x={at(Math.min(0.5, bar))}
        width={at(Math.abs(bar - 0.5))}
        height="100%"
        style={{ fill: color }}
      />
      <rect
        data-whisker
        x={at(low)}
        width={at(high - low)}
        y={mid - stroke / 2}
        height={stroke}
        style={{ fill: 'var(--c-ink)' }}
      />
      {[low, high].map((end, i) => (
        <line
          key={i === 0 ? 'low' : 'high'}
          data-whisker-end
          x1={at(end)}
          x2={at(end)}
          y1={mid - cap / 2}
          y2={mid + cap / 2}
          style={ink}
        />
      ))}
    </svg>
  );
}

type WinRateChartProps = Parameters<typeof WinRateChartBody>[0];

/** What a row shows: a chart redraws only when this changes for some row. */
const drawnAs = (row: WinRateBar, detail: string) =>
  `${row.key}|${row.name}|${row.color}|${row.winPct}|${row.lowPct}|${row.highPct}|${detail}`;

/**
 * Redraw only for a visible change. With days of data, a poll moves no rate by 0.1 point and no
 * large game count by a shown digit. (A bar's hover text shows the figures as last drawn; the
 * table under it is always exact.)
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
  /** Accessible name of the chart. */
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
  /** Where a win rate in percent sits along the plot. */
  const at = (pct: number) => clamp01((pct - 50 + half) / (2 * half));
  const ticks: AxisTick[] = (sparseTicks ? [-half, 0, half] : spreadTicks(half)).map((v) => ({
    at: at(50 + v),
    label: tickLabel(v),
    reference: v === 0,
  }));
  const chartHeight = height ?? barChartHeight(rows.length, barSize, fontSize);
  // Two lines of label (names, then figures at figureScale, both 1.25 em high) or one.
  const rowHeight = barRowPitch(chartHeight, fontSize, rows.length);
  const oneLine = rowHeight < fontSize * (1 + figureScale) * 1.25 + 2;
  // Half a tick label ("70%") must fit right of the plot.
  const rightPad = Math.round(fontSize * 1.3);
  const stroke = Math.max(2, fontSize / 8);
  // The whisker's end marks: most of the bar's thickness.
  const cap = Math.max(8, Math.round(barSize * 0.7));
  const whiskerPart = { background: 'var(--c-ink)' };
  const moves = useMoves();
  return (
    <BarChartFrame
      title={title}
      kind="win-rate"
      height={chartHeight}
      fontSize={fontSize}
      nameWidth={nameWidth}
      rightPad={rightPad}
      barSize={barSize}
      ticks={ticks}
      rows={rows}
      label={(row) => (
        <NameAndFigures
          row={row}
          oneLine={oneLine}
          href={linkOf ? linkOf(row) : null}
          figureScale={figureScale}
          detail={detailOf(row)}
          maxChars={Math.floor(nameWidth / (fontSize * 0.6))}
        />
      )}
      marks={(row) => {
        const low = at(row.lowPct);
        const high = at(row.highPct);
        if (moves === '') {
          return (
            <StillMarks
              color={row.color}
              bar={at(row.winPct)}
              low={low}
              high={high}
              barSize={barSize}
              stroke={stroke}
              cap={cap}
            />
          );
        }
        return (
          <>
            <ScaledBar color={row.color} from={0.5} share={at(row.winPct) - 0.5} />
            <div
              data-whisker
              className={`absolute top-1/2 left-0 w-full origin-left ${moves}`}
              style={{
                ...whiskerPart,
                height: stroke,
                marginTop: -stroke / 2,
                transform: `translateX(${roundForStyle(low * 100)}%) scaleX(${roundForStyle(high - low)})`,
              }}
            />
            {[low, high].map((end, i) => (
              <PlacedMark key={i === 0 ? 'low' : 'high'} at={end}>
                <span
                  className="absolute top-1/2"
                  style={{
                    ...whiskerPart,
                    left: -stroke / 2,
                    width: stroke,
                    height: cap,
                    marginTop: -cap / 2,
                  }}
                />
              </PlacedMark>
            ))}
          </>
        );
      }}
    />
  );
}
