// The figures behind a chart as a table: what a screen reader or keyboard user reads instead
// of hovering bars.
import { formatInterval, formatPercent } from '../../domain/format.ts';
import type { RateRow } from '../../domain/rates.ts';
import { type ColumnHead, TableHead } from '../table-head.tsx';

export interface FigureRow extends RateRow {
  key: string;
  name: string;
}

const COLUMNS: readonly ColumnHead[] = [
  ...['Name', 'Win rate', '95% interval', 'Wins–losses', 'Games', 'Popularity'].map((label) => ({
    label,
    className: 'py-1 pr-3',
  })),
  { label: 'Mirrors excluded', className: 'py-1' },
];

export function FiguresTable({ rows, caption }: { rows: readonly FigureRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-line">
              <th scope="row" className="py-1 pr-3 font-medium">
                {r.name}
              </th>
              <td className="py-1 pr-3">{r.winRate === null ? '—' : formatPercent(r.winRate)}</td>
              <td className="py-1 pr-3">{formatInterval(r.interval)}</td>
              <td className="py-1 pr-3">
                {r.wins}–{r.losses}
              </td>
              <td className="py-1 pr-3">{r.games}</td>
              <td className="py-1 pr-3">{formatPercent(r.popularity)}</td>
              <td className="py-1">{r.mirrorsExcluded}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
