// The ranking for a bracket and window, as every ranked screen shows it: archetypes above the
// floors, by tier, each with a trend mark from the window's recent span against the rest, and
// how long the figures cover (for "games to settle" at the current rate).
import { useMemo } from 'react';
import { type Ranking, type RankingOptions, rankWindow } from '../domain/ranking.ts';
import type { Bracket } from '../domain/ranks.ts';
import { useRuntime } from './context.ts';
import { useArchetypeIndex } from './use-reference-data.ts';
import { useAggregator } from './use-statistics.ts';
import { useHistoryInfo } from './use-store.ts';

export function useRanking(
  bracket: Bracket,
  windowMs: number | null,
  options: RankingOptions,
): Ranking & { coveredHours: number } {
  const index = useArchetypeIndex().data;
  const { store } = useRuntime();
  const since = useHistoryInfo()?.since ?? null;
  const { aggregateOf, buckets } = useAggregator();
  const { minGames, minPopularity } = options;
  return useMemo(() => {
    const now = Date.now();
    const first = since ?? store.startedAt ?? now;
    const covered = windowMs === null ? now - first : Math.min(windowMs, now - first);
    return {
      ...rankWindow(aggregateOf, buckets(), { bracket, windowMs }, now, (id) => index?.get(id), {
        minGames,
        minPopularity,
      }),
      coveredHours: Math.max(covered, 0) / 3_600_000,
    };
  }, [aggregateOf, buckets, bracket, windowMs, index, minGames, minPopularity, since, store]);
}
