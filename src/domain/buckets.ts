// Buckets: the time-bucketed counts every statistic reads. A bucket holds, per archetype pair
// (a, b), 8 counters (4 rank tiers × won/lost) in a PairCounts; each match adds one slot per
// player. Matches and player results are the feed's, as the API layer normalises them.
import { PairCounts } from './pair-counts.ts';
import { type Bracket, type RankTier, rankTier, tierInBracket } from './ranks.ts';

export interface PlayerResult {
  archetype: number;
  rank: number;
  legendRank: number | null;
  won: boolean;
}

const MATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A match id as it is stored and published: a lower-case UUID. */
export const isMatchId = (id: string) => MATCH_ID.test(id);

export interface Match {
  id: string;
  players: readonly [PlayerResult, PlayerResult];
  /** When a collector first saw it (its clock), for matches read from its live list. */
  collectedAt?: number;
}

export const TIERS: readonly RankTier[] = ['bronze-platinum', 'diamond', 'legend', 'top1000'];
const TIER_INDEX: Record<RankTier, number> = {
  'bronze-platinum': 0,
  diamond: 1,
  legend: 2,
  top1000: 3,
};

export const MINUTE = 60_000;
export const HOUR = 3_600_000;

export interface Bucket {
  start: number;
  width: number;
  /** Bumped on every change, so persistence writes only buckets that changed. */
  rev: number;
  /** Matches that arrived live in this span (a start-up backlog is not counted): for rates. */
  matches: number;
  /** Per (archetype, opponent) pair, the counts at index tier × 2 + (won ? 1 : 0). */
  pairs: PairCounts;
}

/** A bucket as it starts: revision 0, with the given counts (none by default). */
export function newBucket(
  start: number,
  width: number,
  matches = 0,
  pairs: PairCounts = new PairCounts(),
): Bucket {
  return { start, width, rev: 0, matches, pairs };
}

export function addMatch(bucket: Bucket, match: Match, arrival: boolean) {
  const [p1, p2] = match.players;
  bucket.rev++;
  if (arrival) bucket.matches++;
  addSlot(bucket, p1, p2.archetype);
  addSlot(bucket, p2, p1.archetype);
}

/** The counter a player's result goes to: tier × 2 + (won ? 1 : 0), as in every bucket. */
export function slotIndex(player: Pick<PlayerResult, 'rank' | 'legendRank' | 'won'>): number {
  return TIER_INDEX[rankTier(player.rank, player.legendRank)] * 2 + (player.won ? 1 : 0);
}

function addSlot(bucket: Bucket, player: PlayerResult, opponent: number) {
  bucket.pairs.add(player.archetype, opponent, slotIndex(player), 1);
}

/** Start of the oldest bucket that holds any game (an empty open hour is no history). */
export function firstWithGames(buckets: readonly Bucket[]): number | null {
  return buckets.find((b) => b.pairs.size > 0)?.start ?? null;
}

export function removeMatch(bucket: Bucket, match: Match) {
  const [p1, p2] = match.players;
  bucket.rev++;
  for (const [player, opponent] of [
    [p1, p2.archetype],
    [p2, p1.archetype],
  ] as const) {
    bucket.pairs.add(player.archetype, opponent, slotIndex(player), -1);
  }
}

export function mergeInto(target: Bucket, source: Bucket) {
  target.rev++;
  target.matches += source.matches;
  target.pairs.addAll(source.pairs);
}

/** Which of the 4 tier slots a bracket counts. */
export function tierMask(bracket: Bracket): boolean[] {
  return TIERS.map((tier) => tierInBracket(tier, bracket));
}
