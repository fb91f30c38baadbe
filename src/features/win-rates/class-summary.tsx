// A compact, chart-free summary of the classes for the overview: most played first, with win
// rate (class mirrors excluded), its interval and games. Keeps the chart library off the
// first screen.
import { useMemo } from 'react';
import { Link } from 'wouter';
import { ClassSwatch } from '../../components/class-badge.tsx';
import { type ColumnHead, TableHead } from '../../components/table-head.tsx';
import { classOverview, DEFAULT_MIN_GAMES } from '../../domain/chart-rows.ts';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import { ALL_TIME } from '../../domain/stats.ts';
import { useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useAggregate } from '../../runtime/use-statistics.ts';

const COLUMNS: readonly ColumnHead[] = [
  { label: 'Class', className: 'py-1' },
  ...['Played', 'Win rate', 'Games'].map((label) => ({ label, className: 'py-1 text-right' })),
];

export function ClassSummary({ limit = 6 }: { limit?: number }) {
  const catalogue = useArchetypeIndex();
  const index = catalogue.data;
  const agg = useAggregate(ALL_TIME);
  const rows = useMemo(() => classOverview(agg, (id) => index?.get(id)?.classId), [agg, index]);
  if (rows.length === 0) return <p className="text-muted">No games yet.</p>;
  return (
    <div>
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">
          Most played classes: share of play, win rate with its 95% interval, games
        </caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {rows.slice(0, limit).map((r) => (
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
                    {r.games}/{DEFAULT_MIN_GAMES} games
                  </span>
                ) : (
                  <>
                    {formatPercent(r.winRate)}{' '}
                    <span className="text-xs text-muted">({formatInterval(r.interval, 0)})</span>
                  </>
                )}
              </td>
              <td className="py-1 text-right">{formatCount(r.games)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link href="/winrates" className="mt-2 inline-block text-sm underline">
        Win rates by class and archetype
      </Link>
    </div>
  );
}
