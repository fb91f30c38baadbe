// Screen options kept in the URL's query string, so a filtered view can be bookmarked or put
// on a wall. Other parameters (config overrides such as ?api=) are left untouched.
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
      // An explicit "?" (even empty) so removing the last option clears the query string.
      navigate(`${location}?${next.toString()}`, { replace: true });
    },
    [search, location, navigate],
  );
  return [params, update];
}
