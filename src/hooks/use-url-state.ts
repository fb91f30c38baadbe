// A screen's options, kept in its route's query (`#/live?class=mage`) so a filtered view can be
// bookmarked or put on a wall; they never leak into another screen's route.
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

export function useUrlState(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return [params, update];
}
