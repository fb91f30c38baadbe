// An archetype's trend over what the page holds: win rate per hour with its interval, and
// popularity. The chart library loads only when this is shown.
import { useLingui } from '@lingui/react/macro';
import { TrendSection } from '../../components/charts/trend-section.tsx';
import { HOUR } from '../../domain/buckets.ts';
import { classInfo } from '../../domain/classes.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useTrend } from '../../runtime/use-statistics.ts';

export function ArchetypeTrend({
  id,
  name,
  classId,
}: {
  id: number;
  name: string;
  /** Null for an archetype the catalogue lacks. */
  classId: number | null;
}) {
  const { t } = useLingui();
  const { config } = useRuntime();
  const hours = config.retentionHours;
  const points = useTrend(
    { kind: 'archetype', id },
    `archetype:${id}`,
    'all',
    config.retentionHours * HOUR,
  );
  return (
    <TrendSection
      heading={t`Trend (per hour, last ${hours} h, all ranks)`}
      points={points}
      chartTitle={t`${name}: win rate and popularity per hour`}
      color={classInfo(classId ?? -1).color}
      notEnough={t`Not enough hours with games of ${name} yet for a trend.`}
    />
  );
}
