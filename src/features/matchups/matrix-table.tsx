// The matchup matrix as a real table: row and column headers, one cell per pairing on a
// diverging scale centred on 50 %, thin cells greyed and saying "too few", mirrors marked. Games
// and interval show on hover and on keyboard focus (one tooltip for the grid); arrow keys move
// between cells (one tab stop for the whole grid).
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { ArchetypeName } from '../../components/archetype-name.tsx';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import type { Matrix, MatrixCell, MatrixRow } from '../../domain/matrix.ts';
import { inRuns } from '../../hooks/use-staggered.ts';
import { GRID, gridOf, MATRIX_ROWS_PER_FRAME, MatrixRun } from './matrix-rows.tsx';

/** The cell a tooltip stands over: its place, and its top centre within the scroll box. */
interface CellTip {
  row: number;
  column: number;
  left: number;
  top: number;
}

function tipAt(target: EventTarget, box: HTMLElement | null): CellTip | null {
  const cell = target instanceof Element ? target.closest<HTMLElement>('[data-cell]') : null;
  if (!cell || !box) return null;
  const [row = 0, column = 0] = (cell.dataset.cell ?? '').split(':').map(Number);
  const at = cell.getBoundingClientRect();
  const within = box.getBoundingClientRect();
  return {
    row,
    column,
    left: at.left - within.left + box.scrollLeft + at.width / 2,
    top: at.top - within.top + box.scrollTop,
  };
}

export function MatrixTable({
  matrix,
  minGames,
  caption,
}: {
  matrix: Matrix;
  minGames: number;
  caption: string;
}) {
  const { t } = useLingui();
  const [chosen, setFocus] = useState<[number, number]>([0, 0]);
  const size = matrix.rows.length;
  // The grid's tab stop, kept inside the grid when it shrinks (fewer archetypes asked for).
  const focus = chosen.map((at) => Math.max(0, Math.min(size - 1, at))) as [number, number];
  /** What a cell says on hover, focus and to a screen reader. */
  const cellLabel = useMemo(() => {
    const names = new Map(matrix.rows.map((r) => [r.archetype, r.name]));
    const name = (id: number) => names.get(id) ?? `#${id}`;
    return (row: MatrixRow, cell: MatrixCell): string => {
      const archetype = row.name;
      const opponent = name(cell.opponent);
      if (cell.mirror) return t`${archetype} vs ${opponent}: mirror match`;
      if (cell.games === 0) return t`${archetype} vs ${opponent}: no games`;
      const rate = formatPercent(cell.winRate ?? 0);
      const interval = formatInterval(cell.interval);
      const gameCount = cell.games;
      const games = formatCount(gameCount);
      return cell.low
        ? t`${plural(gameCount, {
            one: `${archetype} vs ${opponent}: ${rate} (95% ${interval}), ${games} game, too few to rate`,
            other: `${archetype} vs ${opponent}: ${rate} (95% ${interval}), ${games} games, too few to rate`,
          })}`
        : t`${plural(gameCount, {
            one: `${archetype} vs ${opponent}: ${rate} (95% ${interval}), ${games} game`,
            other: `${archetype} vs ${opponent}: ${rate} (95% ${interval}), ${games} games`,
          })}`;
    };
  }, [matrix.rows, t]);
  const runs = useMemo(() => inRuns(matrix.rows, MATRIX_ROWS_PER_FRAME), [matrix.rows]);
  // One tooltip for the whole grid, over the cell hovered (else the cell in focus).
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<CellTip | null>(null);
  const [focused, setFocused] = useState<CellTip | null>(null);
  const tip = hovered ?? focused;
  const tipRow = tip ? matrix.rows[tip.row] : undefined;
  const tipCell = tip ? tipRow?.cells[tip.column] : undefined;
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    if (e.key === 'Escape') {
      // The tooltip is dismissed without moving focus or the pointer (WCAG 1.4.13).
      setHovered(null);
      setFocused(null);
      return;
    }
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const next: [number, number] = [
      Math.max(0, Math.min(size - 1, focus[0] + move[0])),
      Math.max(0, Math.min(size - 1, focus[1] + move[1])),
    ];
    setFocus(next);
    e.currentTarget.querySelector<HTMLElement>(`[data-cell="${next[0]}:${next[1]}"]`)?.focus();
  };
  const style = gridOf(size);
  return (
    <>
      {/* The caption is shown above the scroll box, so a phone reads it whole; the table keeps
          it for screen readers. */}
      <p aria-hidden="true" className="pb-2 text-sm text-muted">
        {caption}
      </p>
      <div ref={box} className="relative overflow-x-auto">
        {/* As wide as its columns, so the sticky names stay over the whole scroll. */}
        <table
          className="block w-max text-sm tabular-nums"
          onKeyDown={onKeyDown}
          onPointerOver={(e) => setHovered(tipAt(e.target, box.current))}
          onPointerLeave={() => setHovered(null)}
          onFocus={(e) => {
            const at = tipAt(e.target, box.current);
            setFocused(at);
            if (at) setFocus([at.row, at.column]);
          }}
          onBlur={() => setFocused(null)}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="block">
            <tr className={`${GRID} h-40`} style={style}>
              <td className="sticky left-0 z-10 bg-surface" />
              {matrix.rows.map((r, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a head is a place in the matrix.
                <th key={j} scope="col" className="flex items-end justify-center font-medium">
                  <ArchetypeName
                    key={r.archetype}
                    id={r.archetype}
                    name={r.name}
                    className="inline-block max-h-40 truncate [writing-mode:vertical-rl] rotate-180"
                  />
                </th>
              ))}
              <th scope="col" className="flex items-end px-2 text-xs font-medium">
                <Trans>vs field</Trans>
              </th>
            </tr>
          </thead>
          {/* A poll's figures reach the heads and the first run of rows at once, each further run a
              frame later: when the archetypes are reordered, a later run shows the previous
              order for the frames until it takes the new one (its names and cells together). */}
          <tbody className="block space-y-0.5 pt-0.5">
            {runs.map((rows, r) => (
              <MatrixRun
                // biome-ignore lint/suspicious/noArrayIndexKey: a run is a place in the matrix.
                key={r}
                rows={rows}
                first={r * MATRIX_ROWS_PER_FRAME}
                label={cellLabel}
                focusRow={Math.floor(focus[0] / MATRIX_ROWS_PER_FRAME) === r ? focus[0] : -1}
                focusColumn={focus[1]}
                frames={r}
              />
            ))}
          </tbody>
        </table>
        {tip && tipRow && tipCell ? (
          <div
            role="tooltip"
            className="pointer-events-none absolute z-20 w-max max-w-64 -translate-x-1/2 -translate-y-full rounded border border-line bg-raised px-2 py-1 text-left text-xs font-normal text-ink shadow"
            style={{ left: tip.left, top: tip.top - 4 }}
          >
            {cellLabel(tipRow, tipCell)}
          </div>
        ) : null}
      </div>
      <p className="mt-2 text-xs text-muted">
        <Trans>
          Cells: the row's win rate against the column, in %; blue leans to the row, orange against
          it, full colour at 15 points from even; bold when the 95% interval excludes 50%. Grey
          cells say "too few": under <Plural value={minGames} one="# game" other="# games" /> (their
          count is in the cell's label, on hover and focus); = marks a mirror. "vs field": the row's
          expected win rate against the others shown, weighted by how often each is played.
        </Trans>
      </p>
    </>
  );
}
