// One class's trend over the chosen window: win rate (class mirrors excluded) per hour with its
// interval, and its share of play. Shown when the page is filtered to that class.
import { useLingui } from '@lingui/react/macro';
import { TrendSection } from '../../components/charts/trend-section.tsx';
import { HOUR } from '../../domain/buckets.ts';
import { classInfo } from '../../domain/classes.ts';
import type { Bracket } from '../../domain/ranks.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useTrend } from '../../runtime/use-statistics.ts';

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
  const { t } = useLingui();
  const { config } = useRuntime();
  const index = useArchetypeIndex().data;
  const span = windowMs ?? config.retentionHours * HOUR;
  const points = useTrend(
    { kind: 'class', id: classId, classOf: (a) => index?.get(a)?.classId },
    `class:${classId}:${index ? index.size : 0}`,
    bracket,
    span,
  );
  const { label: name, color } = classInfo(classId);
  return (
    <TrendSection
      heading={t`Trend per hour: ${name}`}
      points={points}
      chartTitle={t`${name}: win rate and popularity per hour`}
      color={color}
      notEnough={t`Not enough hours with ${name} games yet for a trend.`}
    />
  );
}
