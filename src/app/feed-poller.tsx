// Keeps the feed polling for the whole life of the page, whatever screen is open; the data
// itself flows into the match store through the QueryCache callbacks (create-runtime.ts).
import { useQuery } from '@tanstack/react-query';
import { catalogueQueryOptions, feedQueryOptions } from '../api/queries.ts';
import { useRuntime } from '../components/runtime.tsx';

export function FeedPoller() {
  const { config, tracker } = useRuntime();
  useQuery({
    ...feedQueryOptions(config, () => tracker.record.consecutiveFailures),
    select: noData,
  });
  useQuery({ ...catalogueQueryOptions(config), select: noData });
  return null;
}

// The poller renders nothing, so it subscribes to nothing but the fetches themselves.
function noData(): null {
  return null;
}
