import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArchetypeName } from '../../components/archetype-name.tsx';
import { archetypeName } from '../../domain/archetypes.ts';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import { DEFAULT_MIN_GAMES, MATCHUP_MIN_GAMES } from '../../domain/min-games.ts';
import { archetypeRates, matchups } from '../../domain/rates.ts';
import { ALL_TIME } from '../../domain/stats.ts';
import { useAggregate } from '../../runtime/use-statistics.ts';
import { useDataDepth } from '../../runtime/use-store.ts';
import { ArchetypeStanding } from './archetype-standing.tsx';

export function LiveFigures({
  id,
  lookup,
}: {
  id: number;
  lookup: (id: number) => { name: string; classId: number } | undefined;
}) {
  const { t } = useLingui();
  const agg = useAggregate(ALL_TIME);
  const depth = useDataDepth();
  const row = archetypeRates(agg).find((r) => r.archetype === id);
  const rows = matchups(agg, id).filter((m) => m.games >= MATCHUP_MIN_GAMES);
  const best = [...rows].sort((a, b) => b.winRate - a.winRate).slice(0, 3);
  const worst = [...rows].sort((a, b) => a.winRate - b.winRate).slice(0, 3);
  const games = formatCount(row?.games ?? 0);
  const mirrorCount = row?.mirrorsExcluded ?? 0;
  const mirrors = formatCount(mirrorCount);
  const opponentName = (opp: number) => {
    const entry = lookup(opp);
    return archetypeName(opp, entry ? { id: opp, ...entry } : undefined);
  };
  const list = (items: typeof rows, label: string) => (
    <div>
      <h3 className="font-medium">{label}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">
          {t`${plural(MATCHUP_MIN_GAMES, { one: 'No matchup has # game yet.', other: 'No matchup has # games yet.' })}`}
        </p>
      ) : (
        <ul className="text-sm">
          {items.map((m) => {
            const rate = formatPercent(m.winRate);
            const wins = formatCount(m.wins);
            const losses = formatCount(m.games - m.wins);
            const interval = formatInterval(m.interval);
            return (
              <li key={m.opponent}>
                <Trans comment="a matchup: the opponent, the win rate (wins–losses, 95% interval)">
                  vs <ArchetypeName id={m.opponent} name={opponentName(m.opponent)} />: {rate} (
                  {wins}–{losses}, 95% {interval})
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
  const min = formatCount(MATCHUP_MIN_GAMES);
  const needed = formatCount(DEFAULT_MIN_GAMES);
  return (
    <section aria-labelledby="live-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="live-title" className="text-lg font-semibold">
        <Trans>Figures (all ranks, everything kept)</Trans>
      </h2>
      <p className="text-sm text-muted">{depth}</p>
      {row && row.games + row.mirrorsExcluded > 0 ? (
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <div>
            <dt className="text-xs uppercase text-muted">
              <Trans comment="games played">Games</Trans>
            </dt>
            <dd className="text-xl font-semibold tabular-nums">{formatCount(row.games)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">
              <Trans>Observed win rate</Trans>
            </dt>
            {/* Under the minimum a bold percentage would claim more than the games show:
                progress towards it instead, as on every screen. */}
            <dd className="text-xl font-semibold tabular-nums">
              {row.winRate === null
                ? '—'
                : row.games < DEFAULT_MIN_GAMES
                  ? t({
                      message: plural(DEFAULT_MIN_GAMES, {
                        one: `${games}/${needed} game`,
                        other: `${games}/${needed} games`,
                      }),
                      comment: 'games so far of the minimum a win rate needs',
                    })
                  : formatPercent(row.winRate)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">
              <Trans>95% interval</Trans>
            </dt>
            <dd className="tabular-nums">{formatInterval(row.interval)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">
              <Trans>Popularity</Trans>
            </dt>
            <dd className="tabular-nums">{formatPercent(row.popularity)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-muted">
          <Trans>Not seen in any match on this screen yet.</Trans>
        </p>
      )}
      <ArchetypeStanding id={id} />
      {row && row.mirrorsExcluded > 0 ? (
        <p className="text-sm text-muted">
          {t`${plural(mirrorCount, {
            one: `${mirrors} mirror match excluded from the win rate.`,
            other: `${mirrors} mirror matches excluded from the win rate.`,
          })}`}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {list(
          best,
          t`${plural(MATCHUP_MIN_GAMES, {
            one: `Best matchups (at least ${min} game)`,
            other: `Best matchups (at least ${min} games)`,
          })}`,
        )}
        {list(
          worst,
          t`${plural(MATCHUP_MIN_GAMES, {
            one: `Worst matchups (at least ${min} game)`,
            other: `Worst matchups (at least ${min} games)`,
          })}`,
        )}
      </div>
    </section>
  );
}
