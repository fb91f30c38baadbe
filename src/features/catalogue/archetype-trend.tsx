// An archetype's trend over what the page holds: win rate per hour with its interval, and
// popularity. The chart library loads only when this is shown.
import { lazy, Suspense } from 'react';
import { classInfo } from '../../domain/classes.ts';
import { HOUR } from '../../domain/match-store.ts';
import { useRuntime, useTrend } from '../../runtime/hooks.ts';

const TrendChart = lazy(() => import('../../components/charts/trend-chart.tsx'));

export function ArchetypeTrend({
  id,
  name,
  classId,
}: {
  id: number;
  name: string;
  classId: number;
}) {
  const { config } = useRuntime();
  const points = useTrend(
    { kind: 'archetype', id },
    `archetype:${id}`,
    'all',
    config.retentionHours * HOUR,
  );
  return (
    <section aria-labelledby="trend-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="trend-title" className="text-lg font-semibold">
        Trend (per hour, last {config.retentionHours} h, all ranks)
      </h2>
      {points.filter((p) => p.games > 0).length < 2 ? (
        <p className="mt-2 text-muted">Not enough hours with games of {name} yet for a trend.</p>
      ) : (
        <Suspense fallback={<p className="text-muted">Loading the chart…</p>}>
          <TrendChart
            points={points}
            title={`${name}: win rate and popularity per hour`}
            color={classInfo(classId).color}
          />
        </Suspense>
      )}
    </section>
  );
}
