// Filters for match lists (class of either player, rank bracket of either player) and the
// sentence a screen reader reads for one match.
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

function describePlayer(p: PlayerResult, lookup: ArchetypeLookup): string {
  const entry = lookup(p.archetype);
  const cls = entry ? `${classInfo(entry.classId).label}, ` : '';
  return `${archetypeName(p.archetype, entry)} (${cls}${rankLabel(p.rank, p.legendRank)})`;
}

/** "Frost DK (Death Knight, Legend 1234) beat Aggro Demon Hunter (Demon Hunter, Diamond 3)." */
export function matchSentence(match: SeenMatch, lookup: ArchetypeLookup): string {
  const [p1, p2] = match.players;
  const [winner, loser] = p1.won ? [p1, p2] : [p2, p1];
  const mirror = isMirror(match) ? ' Mirror match.' : '';
  return `${describePlayer(winner, lookup)} beat ${describePlayer(loser, lookup)}.${mirror}`;
}
