// A list of matches, newest first, one MatchRow each: the live page, the overview and the wall.
import { type ArchetypeLookup, matchSentence } from '../domain/match-filter.ts';
import type { SeenMatch } from '../domain/match-store.ts';
import { MatchRow } from './match-row.tsx';

export function MatchList({
  matches,
  label,
  lookup,
  now,
  compact,
  large = false,
  className,
}: {
  matches: readonly SeenMatch[];
  /** Accessible name of the list. */
  label: string;
  lookup: ArchetypeLookup;
  now: number;
  compact: boolean;
  /** Wall type sizes (compact rows only). */
  large?: boolean;
  className: string;
}) {
  return (
    <ol aria-label={label} className={className}>
      {matches.map((m) => (
        <MatchRow
          key={m.id}
          match={m}
          first={lookup(m.players[0].archetype)}
          second={lookup(m.players[1].archetype)}
          sentence={matchSentence(m, lookup)}
          now={now}
          compact={compact}
          large={large}
        />
      ))}
    </ol>
  );
}
