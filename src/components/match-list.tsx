// A list of matches, newest first, one MatchRow each: the live page, the overview and the wall.
// Its rows are places, not matches: a poll's new matches do not insert rows that push the others
// down (a layout shift at every poll); each place shows its match, one place further down than
// before, and a place whose match is new flashes. Rows are of one height (their text is cut to
// one line), so no place moves.
import { useEffect, useRef } from 'react';
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
  // Which matches are new: those not in the list as it last changed (none on the first). Kept
  // while the list stays the same, so a re-render for the clock does not cut a flash short.
  const ids = matches.map((m) => m.id).join(' ');
  const last = useRef<{ ids: string; fresh: ReadonlySet<string> } | null>(null);
  let fresh: ReadonlySet<string> = new Set();
  if (last.current !== null) {
    if (last.current.ids === ids) fresh = last.current.fresh;
    else {
      const before = new Set(last.current.ids.split(' '));
      fresh = new Set(matches.filter((m) => !before.has(m.id)).map((m) => m.id));
    }
  }
  useEffect(() => {
    last.current = { ids, fresh };
  });
  return (
    <ol aria-label={label} className={className}>
      {matches.map((m, place) => (
        <MatchRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are places that keep their box.
          key={place}
          fresh={fresh.has(m.id)}
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
