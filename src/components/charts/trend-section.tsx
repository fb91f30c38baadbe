// A trend's panel: its heading, then the hourly chart (loaded with the chart library only when
// shown) or, with fewer than two hours of games, a line saying so.
import { lazy, type ReactNode, Suspense, useId } from 'react';
import type { TrendPoint } from '../../domain/trend.ts';

const TrendChart = lazy(() => import('./trend-chart.tsx'));

export function TrendSection({
  heading,
  points,
  chartTitle,
  color,
  notEnough,
}: {
  heading: ReactNode;
  points: readonly TrendPoint[];
  /** Accessible name of the chart. */
  chartTitle: string;
  color: string;
  /** What shows until two hours have games. */
  notEnough: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-4">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {points.filter((p) => p.games > 0).length < 2 ? (
        <p className="mt-2 text-muted">{notEnough}</p>
      ) : (
        <Suspense fallback={<p className="text-muted">Loading the chart…</p>}>
          <TrendChart points={points} title={chartTitle} color={color} />
        </Suspense>
      )}
    </section>
  );
}
