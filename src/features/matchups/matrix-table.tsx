// The matchup matrix as a real table: row and column headers, one cell per pairing on a
// diverging scale centred on 50 %, thin cells greyed and saying "too few", mirrors marked. Games
// and interval show on hover and on keyboard focus; arrow keys move between cells (one tab
// stop for the whole grid).
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useState } from 'react';
import { ArchetypeLabel, ArchetypeName } from '../../components/archetype-name.tsx';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import { cellLean, type Matrix, type MatrixCell, type MatrixRow } from '../../domain/matrix.ts';

function background(cell: MatrixCell): string | undefined {
  if (cell.low) return undefined;
  const lean = cellLean(cell.winRate);
  const color = lean >= 0 ? 'var(--c-win)' : 'var(--c-lose)';
  return `color-mix(in srgb, ${color} ${Math.round(Math.abs(lean) * 55)}%, var(--c-surface))`;
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
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const names = new Map(matrix.rows.map((r) => [r.archetype, r.name]));
  const name = (id: number) => names.get(id) ?? `#${id}`;
  /** What a cell says on hover, focus and to a screen reader. */
  const cellLabel = (row: MatrixRow, cell: MatrixCell): string => {
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
  const size = matrix.rows.length;
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
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
  return (
    <>
      {/* The caption is shown above the scroll box, so a phone reads it whole; the table keeps
          it for screen readers. */}
      <p aria-hidden="true" className="pb-2 text-sm text-muted">
        {caption}
      </p>
      <div className="overflow-x-auto">
        <table
          className="border-separate border-spacing-0.5 text-sm tabular-nums"
          onKeyDown={onKeyDown}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 bg-surface" />
              {matrix.rows.map((r) => (
                <th
                  key={r.archetype}
                  scope="col"
                  className="h-40 max-w-10 align-bottom font-medium"
                >
                  <ArchetypeName
                    id={r.archetype}
                    name={r.name}
                    className="inline-block max-h-40 truncate [writing-mode:vertical-rl] rotate-180"
                  />
                </th>
              ))}
              <th scope="col" className="px-2 align-bottom text-xs font-medium">
                <Trans>vs field</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row, i) => {
              const covered = formatPercent(row.fieldCovered);
              return (
                <tr key={row.archetype}>
                  {/* Sticky: on a phone the names stay while the cells scroll under them. */}
                  <th
                    scope="row"
                    className="sticky left-0 z-10 min-w-28 max-w-56 bg-surface pr-2 text-left text-xs font-medium sm:text-sm"
                  >
                    <ArchetypeLabel row={row} swatch="mr-1.5 size-2.5" />
                  </th>
                  {row.cells.map((cell, j) => {
                    const label = cellLabel(row, cell);
                    const clear =
                      !cell.low && (cell.interval.low > 0.5 || cell.interval.high < 0.5);
                    return (
                      <td
                        key={cell.opponent}
                        data-cell={`${i}:${j}`}
                        tabIndex={focus[0] === i && focus[1] === j ? 0 : -1}
                        aria-label={label}
                        onFocus={() => setFocus([i, j])}
                        className={`group relative h-9 w-10 min-w-10 rounded-sm text-center outline-offset-1 focus:outline-2 focus:outline-accent ${
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
                          <span className="block text-[0.625rem] leading-tight">
                            <Trans comment="a matrix cell under the minimum games">too few</Trans>
                          </span>
                        ) : (
                          Math.round((cell.winRate ?? 0) * 100)
                        )}
                        {/* Not displayed until hovered or focused (rather than invisible): a hidden
                        tooltip is then not laid out again on every poll. */}
                        <span
                          role="tooltip"
                          className="pointer-events-none hidden absolute bottom-full left-1/2 z-20 mb-1 w-max max-w-64 -translate-x-1/2 rounded border border-line bg-raised px-2 py-1 text-left text-xs font-normal text-ink shadow group-hover:block group-focus:block"
                        >
                          {label}
                        </span>
                      </td>
                    );
                  })}
                  <td className="px-2 text-right">
                    {row.vsField === null ? (
                      <span className="text-muted">—</span>
                    ) : (
                      <span title={t`Over ${covered} of the field`}>
                        {formatPercent(row.vsField)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
