// The overview: a summary of every area, linking to each screen.
import { Link } from 'wouter';
import { useRuntime, useStoreVersion } from '../../components/runtime.tsx';
import { formatCount } from '../../domain/format.ts';

export function OverviewPage() {
  const { store } = useRuntime();
  useStoreVersion();
  return (
    <section aria-labelledby="overview-title" className="space-y-4">
      <h1 id="overview-title" className="text-2xl font-bold">
        Overview
      </h1>
      <p>
        {formatCount(store.counters.matchesSeen)} matches seen since this screen started.{' '}
        <Link href="/status" className="underline">
          Details on the Status page
        </Link>
        .
      </p>
    </section>
  );
}
