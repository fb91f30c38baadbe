// Queries whose answers outlive the page: the catalogue and the card data. Every answer fetched
// is saved in the page's storage with its time; at the next load the saved copy seeds the query
// cache with that time, so each query's own staleTime decides whether to fetch again.

import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { cardDataAddress, cardsKey, isCardData } from '../api/card-keys.ts';
import { catalogueKey, liveOrigin } from '../api/queries.ts';
import { isCatalogueResult } from '../api/service.ts';
import type { AppConfig } from '../domain/config.ts';
import type { Persistence } from './persistence.ts';

/** A query whose data is saved in the page's storage and seeds the cache at the next load. */
export interface SavedQuery {
  queryKey: QueryKey;
  storageKey: string;
  /** A saved copy from an older build may have another shape: it is then ignored. */
  isValid: (data: unknown) => boolean;
}

interface Saved<T> {
  savedAt: number;
  data: T;
}

export interface SavedQueries {
  saved: { catalogue: SavedQuery; cards: SavedQuery };
  /** Seeds the cache from storage once per query (later calls share the first). */
  restoreSaved: (query: SavedQuery) => Promise<void>;
  /** Stops saving answers. */
  stop: () => void;
}

export function createSavedQueries(
  config: AppConfig,
  queryClient: QueryClient,
  persistence: Persistence,
): SavedQueries {
  const saved = {
    catalogue: {
      queryKey: catalogueKey(config),
      storageKey: `catalogue:v2:${liveOrigin(config)}`,
      isValid: isCatalogueResult,
    },
    cards: {
      queryKey: cardsKey(config),
      storageKey: `cards:${cardDataAddress(config)}`,
      isValid: isCardData,
    },
  };
  const storageKeyByHash = new Map(
    Object.values(saved).map((q) => [hashKey(q.queryKey), q.storageKey]),
  );
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const storageKey = storageKeyByHash.get(event.query.queryHash);
    if (storageKey === undefined) return;
    const copy: Saved<unknown> = {
      savedAt: event.query.state.dataUpdatedAt,
      data: event.action.data,
    };
    void persistence.saveValue(storageKey, copy);
  });
  const restoring = new Map<string, Promise<void>>();
  const restoreSaved = (query: SavedQuery): Promise<void> => {
    let done = restoring.get(query.storageKey);
    if (!done) {
      done = persistence.loadValue<Saved<unknown>>(query.storageKey).then((copy) => {
        const current = queryClient.getQueryState(query.queryKey);
        if (!copy || !Number.isFinite(copy.savedAt) || !query.isValid(copy.data)) return;
        if (current && current.dataUpdatedAt >= copy.savedAt) return;
        queryClient.setQueryData(query.queryKey, copy.data, { updatedAt: copy.savedAt });
      });
      restoring.set(query.storageKey, done);
    }
    return done;
  };
  return { saved, restoreSaved, stop };
}
