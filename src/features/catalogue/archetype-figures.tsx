import { ArchetypeName } from '../../components/archetype-name.tsx';
import { archetypeName } from '../../domain/archetypes.ts';
import { DEFAULT_MIN_GAMES, MATCHUP_MIN_GAMES } from '../../domain/chart-rows.ts';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
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
  const agg = useAggregate(ALL_TIME);
  const depth = useDataDepth();
  const row = archetypeRates(agg).find((r) => r.archetype === id);
  const rows = matchups(agg, id).filter((m) => m.games >= MATCHUP_MIN_GAMES);
  const best = [...rows].sort((a, b) => b.winRate - a.winRate).slice(0, 3);
  const worst = [...rows].sort((a, b) => a.winRate - b.winRate).slice(0, 3);
  const opponent = (opp: number) => {
    const entry = lookup(opp);
    const name = archetypeName(opp, entry ? { id: opp, ...entry } : undefined);
    return <ArchetypeName id={opp} name={name} />;
  };
  const list = (items: typeof rows, label: string) => (
    <div>
      <h3 className="font-medium">{label}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">No matchup has {MATCHUP_MIN_GAMES} games yet.</p>
      ) : (
        <ul className="text-sm">
          {items.map((m) => (
            <li key={m.opponent}>
              vs {opponent(m.opponent)}: {formatPercent(m.winRate)} ({m.wins}–{m.games - m.wins},
              95% {formatInterval(m.interval)})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section aria-labelledby="live-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="live-title" className="text-lg font-semibold">
        Figures (all ranks, everything kept)
      </h2>
      <p className="text-sm text-muted">{depth}</p>
      {row && row.games + row.mirrorsExcluded > 0 ? (
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          <div>
            <dt className="text-xs uppercase text-muted">Games</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatCount(row.games)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">Observed win rate</dt>
            {/* Under the minimum a bold percentage would claim more than the games show:
                progress towards it instead, as on every screen. */}
            <dd className="text-xl font-semibold tabular-nums">
              {row.winRate === null
                ? '—'
                : row.games < DEFAULT_MIN_GAMES
                  ? `${row.games}/${DEFAULT_MIN_GAMES} games`
                  : formatPercent(row.winRate)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">95% interval</dt>
            <dd className="tabular-nums">{formatInterval(row.interval)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-muted">Popularity</dt>
            <dd className="tabular-nums">{formatPercent(row.popularity)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-muted">Not seen in any match on this screen yet.</p>
      )}
      <ArchetypeStanding id={id} />
      {row && row.mirrorsExcluded > 0 ? (
        <p className="text-sm text-muted">
          {row.mirrorsExcluded} mirror matches excluded from the win rate.
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {list(best, `Best matchups (at least ${MATCHUP_MIN_GAMES} games)`)}
        {list(worst, `Worst matchups (at least ${MATCHUP_MIN_GAMES} games)`)}
      </div>
    </section>
  );
}
