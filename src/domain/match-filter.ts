// Filters for match lists (class of either player, rank bracket of either player) and the
// sentence a screen reader reads for one match.
import { t } from '@lingui/core/macro';
import { archetypeName, type NamedArchetype } from './archetypes.ts';
import type { PlayerResult } from './buckets.ts';
import { classInfo } from './classes.ts';
import { rankLabel } from './labels.ts';
import type { SeenMatch } from './match-store.ts';
import { type Bracket, rankTier, tierInBracket } from './ranks.ts';

export interface MatchFilter {
  /** Class number either player must be on; null = any. */
  classId: number | null;
  bracket: Bracket;
}

export type ArchetypeLookup = (id: number) => NamedArchetype | undefined;

export function matchPasses(
  match: SeenMatch,
  filter: MatchFilter,
  lookup: ArchetypeLookup,
): boolean {
  const [p1, p2] = match.players;
  if (filter.classId !== null) {
    const c1 = lookup(p1.archetype)?.classId;
    const c2 = lookup(p2.archetype)?.classId;
    if (c1 !== filter.classId && c2 !== filter.classId) return false;
  }
  if (filter.bracket !== 'all') {
    const inBracket = (p: PlayerResult) =>
      tierInBracket(rankTier(p.rank, p.legendRank), filter.bracket);
    if (!inBracket(p1) && !inBracket(p2)) return false;
  }
  return true;
}

export function isMirror(match: SeenMatch): boolean {
  return match.players[0].archetype === match.players[1].archetype;
}

/** "Frost DK (Death Knight, Legend 1234)"; "Unknown archetype #9 (Gold 1)" without a class. */
function describePlayer(p: PlayerResult, lookup: ArchetypeLookup): string {
  const entry = lookup(p.archetype);
  const archetype = archetypeName(p.archetype, entry);
  const rank = rankLabel(p.rank, p.legendRank);
  if (!entry)
    return t({ message: `${archetype} (${rank})`, comment: 'a player: archetype (rank)' });
  const className = classInfo(entry.classId).label;
  return t({
    message: `${archetype} (${className}, ${rank})`,
    comment: 'a player: archetype (class, rank)',
  });
}

/** "Frost DK (Death Knight, Legend 1234) beat Aggro Demon Hunter (Demon Hunter, Diamond 3)." */
export function matchSentence(match: SeenMatch, lookup: ArchetypeLookup): string {
  const [p1, p2] = match.players;
  const [first, second] = p1.won ? [p1, p2] : [p2, p1];
  const winner = describePlayer(first, lookup);
  const loser = describePlayer(second, lookup);
  return isMirror(match) ? t`${winner} beat ${loser}. Mirror match.` : t`${winner} beat ${loser}.`;
}
