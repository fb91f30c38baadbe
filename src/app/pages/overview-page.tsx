// The overview: a compact live list beside summaries of the other areas, each linking on.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatCount } from '../../domain/format.ts';
import { LiveCompact } from '../../features/live-matches/live-compact.tsx';
import { TopArchetypes } from '../../features/rankings/top-archetypes.tsx';
import { ClassSummary } from '../../features/win-rates/class-summary.tsx';
import { useDataDepth, useMatchesSeen } from '../../runtime/use-store.ts';

export function OverviewPage() {
  const { t } = useLingui();
  const seen = useMatchesSeen();
  const depth = useDataDepth();
  const count = formatCount(seen);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">
        <Trans comment="heading of the overview page">Overview</Trans>
      </h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="overview-live" className="space-y-2">
          <div className="flex items-baseline justify-between">
            <h2 id="overview-live" className="text-lg font-semibold">
              <Trans>Latest matches</Trans>
            </h2>
            <Link href="/live" className="text-sm underline">
              <Trans>All live matches</Trans>
            </Link>
          </div>
          <LiveCompact />
        </section>
        <section aria-labelledby="overview-summary" className="space-y-2">
          <div className="flex items-baseline justify-between">
            <h2 id="overview-winning" className="text-lg font-semibold">
              <Trans>What is winning</Trans>
            </h2>
            <Link href="/tiers" className="text-sm underline">
              <Trans>Full tier list</Trans>
            </Link>
          </div>
          <TopArchetypes />
          <h2 id="overview-summary" className="pt-2 text-lg font-semibold">
            <Trans>This screen so far</Trans>
          </h2>
          <p>
            {t`${plural(seen, {
              one: `${count} match seen since this screen started.`,
              other: `${count} matches seen since this screen started.`,
            })}`}{' '}
            <Trans>
              <Link href="/status" className="underline">
                Details on the Status page
              </Link>
              .
            </Trans>
          </p>
          <h2 className="pt-2 text-lg font-semibold">
            <Trans>Most played classes</Trans>
          </h2>
          <p className="text-sm text-muted">{depth}</p>
          <ClassSummary />
          <p className="pt-2 text-sm">
            <Trans>
              For a TV: the{' '}
              <Link href="/wall" className="underline">
                wall display
              </Link>{' '}
              (
              <Link href="/wall-link" className="underline">
                build its link
              </Link>
              ).
            </Trans>
          </p>
        </section>
      </div>
    </div>
  );
}
