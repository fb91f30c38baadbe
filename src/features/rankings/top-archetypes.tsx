import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArchetypeLabel } from '../../components/archetype-name.tsx';
import { MethodsLink } from '../../components/methods-link.tsx';
import { TrendMark } from '../../components/trend-mark.tsx';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import { formatGamesCounted } from '../../domain/labels.ts';
import { DEFAULT_MIN_GAMES } from '../../domain/min-games.ts';
import {
  DEFAULT_RANKING,
  leaderNote,
  rankingRule,
  tierWords,
  trendRule,
} from '../../domain/ranking.ts';
import { useRanking } from '../../runtime/use-ranking.ts';

const TOP = 5;

/**
 * The head of the default tier list: its order, its figure (the estimate) and its words for an
 * archetype not yet clear. Names wrap at spaces, never cut.
 */
export function TopArchetypes() {
  const { t } = useLingui();
  const { ranked, totalSlots, trend } = useRanking('all', null, DEFAULT_RANKING);
  // The room five rows take is kept from the start, so the list arriving (or a name wrapping)
  // does not move what is under it.
  const room = 'min-h-[21rem] lg:min-h-[18.5rem]';
  if (ranked.length === 0) {
    // Every rank: each match counted once ("1,234 games").
    const counted = formatGamesCounted(totalSlots, 'all');
    return (
      <p className={`text-sm text-muted ${room}`}>
        {t({
          message: plural(DEFAULT_MIN_GAMES, {
            one: `No archetype has # game yet (${counted} so far).`,
            other: `No archetype has # games yet (${counted} so far).`,
          }),
          comment: 'counted: "1,234 games"',
        })}
      </p>
    );
  }
  const note = leaderNote(ranked);
  return (
    <div className={`space-y-2 ${room}`}>
      {note ? (
        <p role="note" className="text-sm">
          {note}
        </p>
      ) : null}
      <ol className="space-y-1" aria-label={t`Top archetypes, best first`}>
        {ranked.slice(0, TOP).map((r) => {
          const rate = formatPercent(r.winRate);
          const gameCount = r.games;
          const games = formatCount(gameCount);
          return (
            <li
              key={r.archetype}
              className="grid grid-cols-[1.75rem_minmax(0,1fr)_auto] tabular-nums"
            >
              <span className="text-muted">{r.rank}.</span>
              <span className="min-w-0">
                <ArchetypeLabel row={r} swatch="mr-2 inline-block size-3" />
                <span className="ml-1">
                  <TrendMark trend={r.trend} />
                </span>
              </span>
              <span className="pl-2 text-right font-semibold">{formatPercent(r.estimate)}</span>
              <span className="col-span-2 col-start-2 text-xs text-muted">
                {tierWords(r.tier)} · {formatInterval(r.estimateInterval, 0)} ·{' '}
                {t`${plural(gameCount, {
                  one: `observed ${rate} on ${games} game`,
                  other: `observed ${rate} on ${games} games`,
                })}`}
              </span>
            </li>
          );
        })}
      </ol>
      <details className="text-sm text-muted">
        <summary className="cursor-pointer">
          <Trans>How this is ranked</Trans>
        </summary>
        <p>{rankingRule()}</p>
        <p>{trendRule(trend)}</p>
        <p>
          <MethodsLink />
        </p>
      </details>
    </div>
  );
}
