// The overview: a compact live list beside summaries of the other areas, each linking on.
import { Link } from 'wouter';
import { formatCount } from '../../domain/format.ts';
import { LiveCompact } from '../../features/live-matches/live-compact.tsx';
import { TopArchetypes } from '../../features/rankings/top-archetypes.tsx';
import { ClassSummary } from '../../features/win-rates/class-summary.tsx';
import { useDataDepth, useMatchesSeen } from '../../runtime/use-store.ts';

export function OverviewPage() {
  const seen = useMatchesSeen();
  const depth = useDataDepth();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Overview</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="overview-live" className="space-y-2">
          <div className="flex items-baseline justify-between">
            <h2 id="overview-live" className="text-lg font-semibold">
              Latest matches
            </h2>
            <Link href="/live" className="text-sm underline">
              All live matches
            </Link>
          </div>
          <LiveCompact />
        </section>
        <section aria-labelledby="overview-summary" className="space-y-2">
          <div className="flex items-baseline justify-between">
            <h2 id="overview-winning" className="text-lg font-semibold">
              What is winning
            </h2>
            <Link href="/tiers" className="text-sm underline">
              Full tier list
            </Link>
          </div>
          <TopArchetypes />
          <h2 id="overview-summary" className="pt-2 text-lg font-semibold">
            This screen so far
          </h2>
          <p>
            {formatCount(seen)} matches seen since this screen started.{' '}
            <Link href="/status" className="underline">
              Details on the Status page
            </Link>
            .
          </p>
          <h2 className="pt-2 text-lg font-semibold">Most played classes</h2>
          <p className="text-sm text-muted">{depth}</p>
          <ClassSummary />
          <p className="pt-2 text-sm">
            For a TV: the{' '}
            <Link href="/wall" className="underline">
              wall display
            </Link>{' '}
            (
            <Link href="/wall-link" className="underline">
              build its link
            </Link>
            ).
          </p>
        </section>
      </div>
    </div>
  );
}
