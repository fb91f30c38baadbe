// One class's trend over the chosen window: win rate (class mirrors excluded) per hour with its
// interval, and its share of play. Shown when the page is filtered to that class.
import { lazy, Suspense } from 'react';
import { classInfo } from '../../domain/classes.ts';
import { HOUR } from '../../domain/match-store.ts';
import type { Bracket } from '../../domain/ranks.ts';
import { useArchetypeIndex, useRuntime, useTrend } from '../../runtime/hooks.ts';

const TrendChart = lazy(() => import('../../components/charts/trend-chart.tsx'));

export function ClassTrend({
  classId,
  bracket,
  windowMs,
}: {
  classId: number;
  bracket: Bracket;
  /** null: everything the page holds. */
  windowMs: number | null;
}) {
  const { config } = useRuntime();
  const index = useArchetypeIndex().data;
  const span = windowMs ?? config.retentionHours * HOUR;
  const points = useTrend(
    { kind: 'class', id: classId, classOf: (a) => index?.get(a)?.classId },
    `class:${classId}:${index ? index.size : 0}`,
    bracket,
    span,
  );
  const { label, color } = classInfo(classId);
  return (
    <section aria-labelledby="class-trend" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="class-trend" className="text-lg font-semibold">
        Trend per hour: {label}
      </h2>
      {points.filter((p) => p.games > 0).length < 2 ? (
        <p className="mt-2 text-muted">Not enough hours with {label} games yet for a trend.</p>
      ) : (
        <Suspense fallback={<p className="text-muted">Loading the chart…</p>}>
          <TrendChart
            points={points}
            title={`${label}: win rate and popularity per hour`}
            color={color}
          />
        </Suspense>
      )}
    </section>
  );
}
