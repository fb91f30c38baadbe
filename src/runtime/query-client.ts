// The page's one query cache and its defaults, set here once: requests go out whatever the
// browser says of the network (a wall's "offline" is often wrong, and every request has its own
// time limit), and a window regaining focus refetches nothing by itself (the feed asks for it).

import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, networkMode: 'always' } },
  });
}
