// The ranking for a bracket and window: archetypes above the floors, best Wilson lower bound
// first, each with its tier and a trend flag from the last 3 hours against the rest.
import { useMemo } from 'react';
import {
  type RankingOptions,
  rankArchetypes,
  TREND_RECENT_MS,
  withoutPart,
} from '../../domain/ranking.ts';
import type { Bracket } from '../../domain/ranks.ts';
import { useAggregate, useArchetypeIndex } from '../../runtime/hooks.ts';

export function useRanking(bracket: Bracket, windowMs: number | null, options: RankingOptions) {
  const index = useArchetypeIndex().data;
  const filter = useMemo(() => ({ bracket, windowMs }), [bracket, windowMs]);
  const recentFilter = useMemo(() => ({ bracket, windowMs: TREND_RECENT_MS }), [bracket]);
  const agg = useAggregate(filter);
  const recent = useAggregate(recentFilter);
  const { minGames, minPopularity } = options;
  return useMemo(() => {
    // A window no longer than the recent hours has nothing earlier to compare with.
    const split =
      windowMs !== null && windowMs <= TREND_RECENT_MS
        ? undefined
        : { recent, earlier: withoutPart(agg, recent) };
    return {
      ranked: rankArchetypes(agg, (id) => index?.get(id), { minGames, minPopularity }, split),
      totalGames: agg.totalSlots / 2,
    };
  }, [agg, recent, index, windowMs, minGames, minPopularity]);
}
