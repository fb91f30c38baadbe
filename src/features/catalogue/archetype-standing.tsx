import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MethodsLink } from '../../components/methods-link.tsx';
import { formatInterval, formatPercent } from '../../domain/format.ts';
import { DEFAULT_MIN_GAMES } from '../../domain/min-games.ts';
import { DEFAULT_MIN_POPULARITY, DEFAULT_RANKING, tierWords } from '../../domain/ranking.ts';
import { isClear, settleText } from '../../domain/tiers.ts';
import { useRanking } from '../../runtime/use-ranking.ts';

/** An archetype's place on the default tier list, and how many games would settle it. */
export function ArchetypeStanding({ id }: { id: number }) {
  const { t } = useLingui();
  const { ranked, coveredHours } = useRanking('all', null, DEFAULT_RANKING);
  const row = ranked.find((r) => r.archetype === id);
  if (!row) {
    const share = formatPercent(DEFAULT_MIN_POPULARITY);
    return (
      <p className="mt-2 text-sm">
        {t`${plural(DEFAULT_MIN_GAMES, {
          one: `Not on the tier list yet: it needs # game and ${share} of play.`,
          other: `Not on the tier list yet: it needs # games and ${share} of play.`,
        })}`}{' '}
        <MethodsLink />
      </p>
    );
  }
  const estimate = formatPercent(row.estimate);
  const interval = formatInterval(row.estimateInterval);
  const standing = tierWords(row.tier);
  const tier = row.tier;
  const rank = row.rank;
  const total = ranked.length;
  const settle = settleText(row, ranked.length, coveredHours);
  return (
    <p className="mt-2 text-sm">
      <span className="font-semibold">
        {t({
          message: `Estimated win rate ${estimate} (${interval}): ${standing}.`,
          comment: 'standing: "clearly above 50%", "not yet clear"…',
        })}
      </span>{' '}
      {t`Tier ${tier}, rank ${rank} of ${total} on the tier list (every rank, since start).`}{' '}
      {isClear(row.tier) ? t`Its tier is clear.` : t`To settle: ${settle}.`} <MethodsLink />
    </p>
  );
}
