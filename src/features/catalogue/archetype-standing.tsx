import { MethodsLink } from '../../components/methods-link.tsx';
import { DEFAULT_MIN_GAMES } from '../../domain/chart-rows.ts';
import { formatInterval, formatPercent } from '../../domain/format.ts';
import { DEFAULT_MIN_POPULARITY, DEFAULT_RANKING, tierWords } from '../../domain/ranking.ts';
import { isClear, settleText } from '../../domain/tiers.ts';
import { useRanking } from '../../runtime/use-ranking.ts';

/** An archetype's place on the default tier list, and how many games would settle it. */
export function ArchetypeStanding({ id }: { id: number }) {
  const { ranked, coveredHours } = useRanking('all', null, DEFAULT_RANKING);
  const row = ranked.find((r) => r.archetype === id);
  return (
    <p className="mt-2 text-sm">
      {row ? (
        <>
          <span className="font-semibold">
            Estimated win rate {formatPercent(row.estimate)} ({formatInterval(row.estimateInterval)}
            ): {tierWords(row.tier)}.
          </span>{' '}
          Tier {row.tier}, rank {row.rank} of {ranked.length} on the tier list (every rank, since
          start).{' '}
          {isClear(row.tier)
            ? 'Its tier is clear.'
            : `To settle: ${settleText(row, ranked.length, coveredHours)}.`}{' '}
        </>
      ) : (
        <>
          Not on the tier list yet: it needs {DEFAULT_MIN_GAMES} games and{' '}
          {formatPercent(DEFAULT_MIN_POPULARITY)} of play.{' '}
        </>
      )}
      <MethodsLink />
    </p>
  );
}
