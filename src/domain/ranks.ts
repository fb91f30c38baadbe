// Ranked ladder terms: the rank brackets that statistics and filters share, and the rule a
// player's rank must follow. Their names in words are in labels.ts.
import { MAX_LEGEND_RANK } from './limits.ts';

export const LEGEND_RANK = 51;

export const BRACKETS = ['all', 'bronze-platinum', 'diamond', 'legend', 'top1000'] as const;
export type Bracket = (typeof BRACKETS)[number];

/**
 * The narrowest bracket a player belongs to (besides "all"). Top-1000 players are also in
 * "legend"; `inBracket` handles that nesting.
 */
export type RankTier = 'bronze-platinum' | 'diamond' | 'legend' | 'top1000';

export function rankTier(rank: number, legendRank: number | null): RankTier {
  if (rank === LEGEND_RANK) return legendRank != null && legendRank <= 1000 ? 'top1000' : 'legend';
  return rank >= 41 ? 'diamond' : 'bronze-platinum';
}

export function tierInBracket(tier: RankTier, bracket: Bracket): boolean {
  if (bracket === 'all') return true;
  if (bracket === 'legend') return tier === 'legend' || tier === 'top1000';
  return tier === bracket;
}

/**
 * What is wrong with a player's rank and legend rank, in words ("rank outside 1–51"), or null
 * when they follow the feed's rules: rank 1–51, a legend rank only at 51 and within bounds.
 */
export function rankProblem(rank: number, legendRank: number | null): string | null {
  if (rank < 1 || rank > LEGEND_RANK) return 'rank outside 1–51';
  if (legendRank === null) return null;
  if (legendRank < 1) return 'legend rank not positive';
  if (legendRank > MAX_LEGEND_RANK)
    return `legend rank over ${MAX_LEGEND_RANK.toLocaleString('en')}`;
  return rank === LEGEND_RANK ? null : 'legend rank without rank 51';
}

export function isBracket(value: string | null | undefined): value is Bracket {
  return value != null && (BRACKETS as readonly string[]).includes(value);
}
