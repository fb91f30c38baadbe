// URL options of the statistics screens: time window and minimum games.
import { DEFAULT_MIN_GAMES } from './chart-rows.ts';
import { isWindowId, WINDOWS, type WindowId } from './stats.ts';

export function windowParam(params: URLSearchParams, fallback: WindowId = 'all'): WindowId {
  const value = params.get('window');
  return isWindowId(value) ? value : fallback;
}

export function minGamesParam(params: URLSearchParams): number {
  const value = Number(params.get('min'));
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : DEFAULT_MIN_GAMES;
}

export const WINDOW_OPTIONS = WINDOWS.map((w) => ({ value: w.id, label: w.label }));
