// queryOptions factories: the cache keys of the live data and the catalogue's query, its
// fetcher chosen by where the live data comes from.

import { queryOptions } from '@tanstack/react-query';
import type { Archetype } from '../domain/archetypes.ts';
import type { AppConfig } from '../domain/config.ts';
import { MAX_BACKOFF_MS } from '../domain/connection.ts';
import { liveListFrom } from '../domain/live-source.ts';
import { type CatalogueResult, fetchCatalogue, fetchPublishedCatalogue } from './service.ts';

/**
 * Where the live data comes from, as a cache key: the service's base URL, or the collector's
 * files ("history:" and their directory) with liveSource "history".
 */
export const liveOrigin = (config: Pick<AppConfig, 'apiBaseUrl' | 'liveSource' | 'historyUrl'>) =>
  liveListFrom(config) === 'files' ? `history:${config.historyUrl}` : config.apiBaseUrl;

export const feedKey = (config: AppConfig) => ['feed', liveOrigin(config)] as const;
export const catalogueKey = (config: AppConfig) => ['catalogue', liveOrigin(config)] as const;

/** The catalogue: cached for catalogueRefreshMs, refreshed on that interval, retried with backoff. */
export function catalogueQueryOptions(config: AppConfig) {
  return queryOptions({
    queryKey: catalogueKey(config),
    queryFn: ({ signal }) =>
      liveListFrom(config) === 'files'
        ? fetchPublishedCatalogue(config, signal)
        : fetchCatalogue(config, signal),
    staleTime: config.catalogueRefreshMs,
    gcTime: Number.POSITIVE_INFINITY,
    refetchInterval: config.catalogueRefreshMs,
    refetchIntervalInBackground: true,
    retry: true,
    retryDelay: (attempt) =>
      Math.min(MAX_BACKOFF_MS, 2000 * 2 ** attempt) * (0.8 + Math.random() * 0.2),
  });
}

/** Catalogue by archetype id; a module-level select, so React Query memoises it once per data. */
export function selectArchetypeIndex(data: CatalogueResult): ReadonlyMap<number, Archetype> {
  return new Map(data.archetypes.map((a) => [a.id, a]));
}
