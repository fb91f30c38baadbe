// Ranked ladder terms: the rank brackets that statistics and filters share, and the rule a
// player's rank must follow. Their names in words are in labels.ts.
import { groupThousands } from './format.ts';
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

/** What can be wrong with a player's rank and legend rank, as a code (words: rankProblemEnglish). */
export type RankProblem =
  | 'rank-outside'
  | 'legend-not-positive'
  | 'legend-too-high'
  | 'legend-without-51';

/**
 * What is wrong with a player's rank and legend rank, or null when they follow the feed's
 * rules: rank 1–51, a legend rank only at 51 and within bounds.
 */
export function rankProblem(rank: number, legendRank: number | null): RankProblem | null {
  if (rank < 1 || rank > LEGEND_RANK) return 'rank-outside';
  if (legendRank === null) return null;
  if (legendRank < 1) return 'legend-not-positive';
  if (legendRank > MAX_LEGEND_RANK) return 'legend-too-high';
  return rank === LEGEND_RANK ? null : 'legend-without-51';
}

/** The problem in English, as the collector logs it: "rank outside 1–51". */
export function rankProblemEnglish(problem: RankProblem): string {
  switch (problem) {
    case 'rank-outside':
      return 'rank outside 1–51';
    case 'legend-not-positive':
      return 'legend rank not positive';
    case 'legend-too-high':
      return `legend rank over ${groupThousands(MAX_LEGEND_RANK)}`;
    case 'legend-without-51':
      return 'legend rank without rank 51';
  }
}

export function isBracket(value: string | null | undefined): value is Bracket {
  return value != null && (BRACKETS as readonly string[]).includes(value);
}
