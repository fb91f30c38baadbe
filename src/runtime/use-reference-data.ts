// The catalogue by archetype id, as React Query holds it (the card data: use-card-index.ts).

import { useQuery } from '@tanstack/react-query';
import { catalogueQueryOptions, selectArchetypeIndex } from '../api/queries.ts';
import { useRuntime } from './context.ts';

/** The catalogue by archetype id (undefined until it is loaded), polled by the runtime. */
export function useArchetypeIndex() {
  const { config } = useRuntime();
  return useQuery({ ...catalogueQueryOptions(config), select: selectArchetypeIndex });
}

/**
 * Whether a screen that groups archetypes by class can draw them: the catalogue is in, or a
 * fetch of it failed (its archetypes are then drawn under "Unknown class" while it retries,
 * never held back behind a service that may be down). Drawn before, every archetype would sit
 * under "Unknown class" and move to its class a moment later, pushing everything below it.
 */
export function catalogueSettled(query: {
  data?: unknown;
  failureCount: number;
  isError: boolean;
}): boolean {
  return query.data !== undefined || query.failureCount > 0 || query.isError;
}
