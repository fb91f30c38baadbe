// A trend's panel: its heading, then the hourly chart (loaded with the chart library only when
// shown) or, with fewer than two hours of games, a line saying so.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { HOUR_RATE_MIN_GAMES, ratedHours, type TrendPoint } from '../../domain/trend.ts';

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
  /** What shows until two hours have enough games for a win rate. */
  notEnough: string;
}) {
  const id = useId();
  const { t } = useLingui();
  const minGames = HOUR_RATE_MIN_GAMES;
  const hours = ratedHours(points);
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-4">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {hours < 2 ? (
        // Empty axes would say nothing: the sentence says what is missing (after the screen's own).
        <p className="mt-2 text-muted">
          {notEnough}{' '}
          {t`A win rate is drawn for an hour with ${plural(minGames, { one: '# game', other: '# games' })}, and a trend needs two such hours (${hours} so far).`}
        </p>
      ) : (
        <Suspense
          fallback={
            <p className="text-muted">
              <Trans>Loading the chart…</Trans>
            </p>
          }
        >
          <TrendChart points={points} title={chartTitle} color={color} />
        </Suspense>
      )}
    </section>
  );
}
