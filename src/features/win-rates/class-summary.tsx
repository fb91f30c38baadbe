// A compact, chart-free summary of the classes for the overview: most played first, with win
// rate (class mirrors excluded), its interval and games. Keeps the chart library off the
// first screen.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { CatalogueLoading } from '../../components/catalogue-loading.tsx';
import { ClassSwatch } from '../../components/class-badge.tsx';
import { type ColumnHead, TableHead } from '../../components/table-head.tsx';
import { classOverview } from '../../domain/chart-rows.ts';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import { DEFAULT_MIN_GAMES } from '../../domain/min-games.ts';
import { ALL_TIME } from '../../domain/stats.ts';
import { catalogueSettled, useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useAggregate } from '../../runtime/use-statistics.ts';

export function ClassSummary({ limit = 6 }: { limit?: number }) {
  const { t } = useLingui();
  const columns: readonly ColumnHead[] = [
    {
      label: t({ message: 'Class', comment: 'column header: the player class' }),
      className: 'py-1',
    },
    ...[
      t({ message: 'Played', comment: "column header: the class's share of play" }),
      t({ message: 'Win rate', comment: 'column header' }),
      t({ message: 'Games', comment: 'column header: games played' }),
    ].map((label) => ({ label, className: 'py-1 text-right' })),
  ];
  const min = formatCount(DEFAULT_MIN_GAMES);
  const catalogue = useArchetypeIndex();
  const index = catalogue.data;
  const agg = useAggregate(ALL_TIME);
  const rows = useMemo(() => classOverview(agg, (id) => index?.get(id)?.classId), [agg, index]);
  if (rows.length === 0)
    return (
      <p className="text-muted">
        <Trans>No games yet.</Trans>
      </p>
    );
  // Which class each archetype is: drawn before, every game would count for "Unknown class".
  if (!catalogueSettled(catalogue)) return <CatalogueLoading />;
  return (
    <div>
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">
          <Trans>Most played classes: share of play, win rate with its 95% interval, games</Trans>
        </caption>
        <TableHead columns={columns} />
        <tbody>
          {rows.slice(0, limit).map((r) => {
            const games = formatCount(r.games);
            return (
              <tr key={r.key} className="border-t border-line">
                <th scope="row" className="py-1 font-medium">
                  <span className="inline-flex items-center gap-2">
                    <ClassSwatch classId={r.group === 'unknown' ? null : r.group} />
                    {r.name}
                  </span>
                </th>
                <td className="py-1 text-right">{formatPercent(r.popularity)}</td>
                <td className="py-1 text-right">
                  {r.winRate === null ? (
                    '—'
                  ) : r.games < DEFAULT_MIN_GAMES ? (
                    // Under the minimum: progress, never a bare percentage.
                    <span className="text-muted">
                      {t({
                        message: plural(DEFAULT_MIN_GAMES, {
                          one: `${games}/${min} game`,
                          other: `${games}/${min} games`,
                        }),
                        comment: 'games so far of the minimum a win rate needs',
                      })}
                    </span>
                  ) : (
                    <>
                      {formatPercent(r.winRate)}{' '}
                      <span className="text-xs text-muted">({formatInterval(r.interval, 0)})</span>
                    </>
                  )}
                </td>
                <td className="py-1 text-right">{games}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Link href="/winrates" className="mt-2 inline-block text-sm underline">
        <Trans>Win rates by class and archetype</Trans>
      </Link>
    </div>
  );
}
