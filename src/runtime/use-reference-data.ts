// The catalogue by archetype id, as React Query holds it (the card data: use-card-index.ts).

import { useQuery } from '@tanstack/react-query';
import { catalogueQueryOptions, selectArchetypeIndex } from '../api/queries.ts';
import { useRuntime } from './context.ts';

/** The catalogue by archetype id (undefined until it is loaded), polled by the runtime. */
export function useArchetypeIndex() {
  const { config } = useRuntime();
  return useQuery({ ...catalogueQueryOptions(config), select: selectArchetypeIndex });
}
