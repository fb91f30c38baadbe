// The matrix's body rows, in runs that take a poll's figures a frame apart. Every row is a grid of
// the same fixed columns (the name, one per opponent, "vs field"), and every figure sits in a box
// of fixed size whose layout is contained: a poll that changes a figure lays out that box alone,
// where a table would measure every cell again for its column widths.
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { ArchetypeLabel } from '../../components/archetype-name.tsx';
import { formatPercent } from '../../domain/format.ts';
import { cellLean, type MatrixCell, type MatrixRow } from '../../domain/matrix.ts';
import { useFrameStaggered } from '../../hooks/use-staggered.ts';

/**
 * How many rows a poll's new figures reach in one frame. At the lowest filters most polls reorder
 * the archetypes, and every cell then shows another pairing: twenty rows of twenty in one frame
 * took 140 ms with the CPU slowed 4×.
 */
export const MATRIX_ROWS_PER_FRAME = 5;

/** The columns of every row of the matrix, its head's included; the name's width is `GRID`'s. */
export const gridOf = (size: number) => ({
  gridTemplateColumns: `var(--matrix-name) repeat(${size}, 2.5rem) 4.5rem`,
});
export const GRID = 'grid gap-0.5 [--matrix-name:7rem] sm:[--matrix-name:14rem]';

/**
 * A figure's box: fixed in size, its layout and style contained, so Chromium lays it out alone
 * when its figure changes. (The box is inside the cell because a grid's item is never laid out
 * without its grid; paint is not contained, which would add a clip to every box.)
 */
const FIGURE = 'h-9 leading-9 [contain:size_layout_style]';

function background(cell: MatrixCell): string | undefined {
  if (cell.low) return undefined;
  const lean = cellLean(cell.winRate);
  const color = lean >= 0 ? 'var(--c-win)' : 'var(--c-lose)';
  return `color-mix(in srgb, ${color} ${Math.round(Math.abs(lean) * 55)}%, var(--c-surface))`;
}

interface RunProps {
  rows: MatrixRow[];
  /** The place of this run's first row in the matrix. */
  first: number;
  /** What a cell says to a screen reader (and in the table's tooltip). */
  label: (row: MatrixRow, cell: MatrixCell) => string;
  /** The grid's tab stop when it is in this run, else -1. */
  focusRow: number;
  focusColumn: number;
}

/**
 * A run of the matrix's rows: it takes a poll's figures `frames` frames after they arrive (the
 * tab stop moves at once).
 */
export function MatrixRun({ frames, rows, label, ...focus }: RunProps & { frames: number }) {
  const shown = useFrameStaggered(
    useMemo(() => ({ rows, label }), [rows, label]),
    frames,
  );
  return <MatrixRunRows {...shown} {...focus} />;
}

const MatrixRunRows = memo(function MatrixRunRows({
  rows,
  first,
  label,
  focusRow,
  focusColumn,
}: RunProps) {
  const { t } = useLingui();
  const style = gridOf(rows[0]?.cells.length ?? 0);
  return (
    <>
      {rows.map((row, k) => {
        const i = first + k;
        const covered = formatPercent(row.fieldCovered);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is a place in the matrix.
          <tr key={k} className={`${GRID} min-h-9`} style={style}>
            {/* Sticky: on a phone the names stay while the cells scroll under them. The name
                (the link) is the archetype's own, so a link in focus never becomes another's. */}
            <th
              scope="row"
              className="sticky left-0 z-10 flex items-center bg-surface pr-2 text-left text-xs font-medium [overflow-wrap:anywhere] sm:text-sm"
            >
              <span key={row.archetype}>
                <ArchetypeLabel row={row} swatch="mr-1.5 size-2.5" />
              </span>
            </th>
            {row.cells.map((cell, j) => {
              const clear = !cell.low && (cell.interval.low > 0.5 || cell.interval.high < 0.5);
              return (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is a place in its row.
                  key={j}
                  data-cell={`${i}:${j}`}
                  tabIndex={focusRow === i && focusColumn === j ? 0 : -1}
                  aria-label={label(row, cell)}
                  className="rounded-sm outline-offset-1 focus:outline-2 focus:outline-accent"
                >
                  <div
                    className={`${FIGURE} w-10 rounded-sm text-center ${
                      cell.mirror
                        ? 'bg-[repeating-linear-gradient(45deg,var(--c-raised)_0_4px,transparent_4px_8px)] text-muted'
                        : cell.low
                          ? 'bg-raised text-xs text-muted'
                          : ''
                    } ${clear ? 'font-bold' : ''}`}
                    style={{ background: background(cell) }}
                  >
                    {cell.mirror ? (
                      '='
                    ) : cell.low ? (
                      <span className="inline-block align-middle text-[0.625rem] leading-tight">
                        <Trans comment="a matrix cell under the minimum games">too few</Trans>
                      </span>
                    ) : (
                      Math.round((cell.winRate ?? 0) * 100)
                    )}
                  </div>
                </td>
              );
            })}
            <td>
              <div className={`${FIGURE} w-[4.5rem] px-2 text-right`}>
                {row.vsField === null ? (
                  <span className="text-muted">—</span>
                ) : (
                  <span title={t`Over ${covered} of the field`}>{formatPercent(row.vsField)}</span>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </>
  );
});
