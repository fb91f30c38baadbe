// The statistics filter the win-rate, tier and matchup screens share: bracket, window and
// minimum games read from the route's options, with the aggregate filter they make.
import { useMemo } from 'react';
import type { Bracket } from '../domain/ranks.ts';
import type { StatsFilter } from '../domain/stats.ts';
import { bracketParam, minGamesParam, windowParam } from '../domain/url-options.ts';
import { type WindowId, windowMs } from '../domain/windows.ts';
import { useUrlState } from './use-url-state.ts';

export interface StatsFilterState {
  params: URLSearchParams;
  setParams: (changes: Record<string, string | null>) => void;
  bracket: Bracket;
  windowId: WindowId;
  minGames: number;
  /** The aggregate filter, stable while bracket and window stay. */
  filter: StatsFilter;
}

export function useStatsFilter(): StatsFilterState {
  const [params, setParams] = useUrlState();
  const bracket = bracketParam(params);
  const windowId = windowParam(params);
  const minGames = minGamesParam(params);
  const filter = useMemo(() => ({ bracket, windowMs: windowMs(windowId) }), [bracket, windowId]);
  return { params, setParams, bracket, windowId, minGames, filter };
}
