// What the horizontal bar charts share: the figure with its accessible name, the responsive
// container, one height rule, the grid and the tooltip.
import type { ReactElement } from 'react';
import { CartesianGrid, Cell, ResponsiveContainer, Tooltip } from 'recharts';
import { FiguresTooltip } from './chart-tooltip.tsx';

/** Height of a chart of `rows` bars: room for a name and a line of figures under each bar. */
export function barChartHeight(rows: number, barSize: number, fontSize: number): number {
  return rows * Math.max(barSize + 12, fontSize * 2.6) + 50;
}

/** Room above the plot for the axis labels. */
export const barChartTop = (fontSize: number) => Math.round(fontSize * 1.4);

export function BarChartFrame({
  title,
  kind,
  height,
  initialWidth,
  children,
}: {
  /** Accessible name of the chart image. */
  title: string;
  kind: 'win-rate' | 'popularity';
  height: number;
  /** Width drawn before the container is measured (and in tests, where nothing is). */
  initialWidth: number;
  /** The recharts chart itself. */
  children: ReactElement;
}) {
  return (
    <figure aria-label={title} className="w-full" data-chart={kind}>
      <ResponsiveContainer
        width="100%"
        height={height}
        initialDimension={{ width: initialWidth, height }}
      >
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** The grid lines along the value axis (recharts wants these as direct chart children). */
export const valueGrid = <CartesianGrid horizontal={false} stroke="var(--c-line)" />;

export const figuresTooltip = (
  <Tooltip
    content={<FiguresTooltip />}
    cursor={{ fill: 'var(--c-raised)' }}
    isAnimationActive={false}
  />
);

/** One cell per bar in its class colour, outlined so light colours hold on a light page. */
export const colouredCells = (rows: readonly { key: string; color: string }[]) =>
  rows.map((r) => <Cell key={r.key} fill={r.color} stroke="var(--c-ink)" strokeOpacity={0.35} />);
