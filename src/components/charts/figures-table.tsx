// The figures behind a chart as a table: what a screen reader or keyboard user reads instead
// of hovering bars.
import { useLingui } from '@lingui/react/macro';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import type { RateRow } from '../../domain/rates.ts';
import { type ColumnHead, TableHead } from '../table-head.tsx';

export interface FigureRow extends RateRow {
  key: string;
  name: string;
}

export function FiguresTable({ rows, caption }: { rows: readonly FigureRow[]; caption: string }) {
  const { t } = useLingui();
  const columns: readonly ColumnHead[] = [
    ...[
      t({ message: 'Name', comment: 'figures table column: the archetype or class' }),
      t({ message: 'Win rate', comment: 'figures table column' }),
      t({ message: '95% interval', comment: "figures table column: the win rate's interval" }),
      t({ message: 'Wins–losses', comment: 'figures table column' }),
      t({ message: 'Games', comment: 'figures table column: games played' }),
      t({ message: 'Popularity', comment: 'figures table column: share of play' }),
    ].map((label) => ({ label, className: 'py-1 pr-3' })),
    {
      label: t({ message: 'Mirrors excluded', comment: 'figures table column' }),
      className: 'py-1',
    },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-line">
              <th scope="row" className="py-1 pr-3 font-medium">
                {r.name}
              </th>
              <td className="py-1 pr-3">{r.winRate === null ? '—' : formatPercent(r.winRate)}</td>
              <td className="py-1 pr-3">{formatInterval(r.interval)}</td>
              <td className="py-1 pr-3">
                {formatCount(r.wins)}–{formatCount(r.losses)}
              </td>
              <td className="py-1 pr-3">{formatCount(r.games)}</td>
              <td className="py-1 pr-3">{formatPercent(r.popularity)}</td>
              <td className="py-1">{formatCount(r.mirrorsExcluded)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
