// The wall's ticker: the newest matches, one compact row each.
import { MatchRow } from '../../components/match-row.tsx';
import { type ArchetypeLookup, matchSentence } from '../../domain/match-filter.ts';
import type { SeenMatch } from '../../domain/match-store.ts';

export function WallTicker({
  matches,
  lookup,
  now,
  wide,
}: {
  matches: readonly SeenMatch[];
  lookup: ArchetypeLookup;
  now: number;
  /** Alone on the screen (no chart panels beside it). */
  wide: boolean;
}) {
  return (
    <section
      aria-labelledby="wall-ticker"
      className={`flex min-w-0 flex-col ${wide ? 'w-full' : 'w-[40%]'}`}
    >
      <h2 id="wall-ticker" className="mb-[0.4rem] text-[1.1rem] font-semibold">
        Latest matches
      </h2>
      {matches.length === 0 ? (
        <p className="text-muted">Waiting for the first matches…</p>
      ) : (
        <ol aria-label="Latest matches, newest first" className="space-y-[0.3rem]">
          {matches.map((m) => (
            <MatchRow
              key={m.id}
              match={m}
              first={lookup(m.players[0].archetype)}
              second={lookup(m.players[1].archetype)}
              sentence={matchSentence(m, lookup)}
              now={now}
              compact
            />
          ))}
        </ol>
      )}
    </section>
  );
}
