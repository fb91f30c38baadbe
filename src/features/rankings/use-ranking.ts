// The ranking for a bracket and window, as every ranked screen shows it: archetypes above the
// floors, by tier, each with a trend mark from the window's recent span against the rest.
import { useMemo } from 'react';
import { type Ranking, type RankingOptions, rankWindow } from '../../domain/ranking.ts';
import type { Bracket } from '../../domain/ranks.ts';
import { useAggregator, useArchetypeIndex } from '../../runtime/hooks.ts';

export function useRanking(
  bracket: Bracket,
  windowMs: number | null,
  options: RankingOptions,
): Ranking {
  const index = useArchetypeIndex().data;
  const { aggregateOf, buckets } = useAggregator();
  const { minGames, minPopularity } = options;
  return useMemo(
    () =>
      rankWindow(
        aggregateOf,
        buckets(),
        { bracket, windowMs },
        Date.now(),
        (id) => index?.get(id),
        {
          minGames,
          minPopularity,
        },
      ),
    [aggregateOf, buckets, bracket, windowMs, index, minGames, minPopularity],
  );
}
