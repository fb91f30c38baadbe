// One tier of the tier list: a table whose rows are places on the list, each a grid of the same
// fixed columns, taking a poll's figures a run of rows per frame.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useMemo } from 'react';
import { ArchetypeLabel } from '../../components/archetype-name.tsx';
import { type ColumnHead, TableHead } from '../../components/table-head.tsx';
import { TrendMark } from '../../components/trend-mark.tsx';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import type { RankedArchetype, Tier } from '../../domain/ranking.ts';
import { settleText } from '../../domain/tiers.ts';
import { inRuns, useFrameStaggered } from '../../hooks/use-staggered.ts';

/**
 * How many rows a poll's new figures reach in one frame. At the lowest filters a poll changes the
 * text of every row (each share of play moves); laid out and painted in one frame, sixty rows
 * took 165 ms with the CPU slowed 4×. A run of rows takes its figures a frame after the run above it
 * (a rank's row is a grid of its own: one run's change re-lays-out that run alone).
 */
export const ROWS_PER_FRAME = 12;

// A phone has no room for five columns: its headers are left to screen readers and each row
// becomes three lines (rank, name and figure; what was observed; what would settle it). On a
// wider screen every row is a grid of the same five fixed columns (every tier's table aligned
// with the others): a poll that changes one row's text re-lays-out that row alone, where a
// table would measure every cell again for its column widths.
const GRID =
  'grid items-baseline gap-x-2 max-sm:grid-cols-[1.75rem_minmax(0,1fr)_auto] sm:gap-x-4 sm:grid-cols-[2.5rem_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1.3fr)_minmax(0,1.6fr)]';
const ROW = `table-row-lazy border-t border-line py-2 sm:py-1.5 ${GRID}`;

/** What a phone's three-line row says before a figure its hidden column header names. */
function PhoneLabel({ text }: { text: string }) {
  return <span className="sm:hidden">{text} </span>;
}

function TierRows(props: {
  rows: RankedArchetype[];
  shown: number;
  coveredHours: number;
  /** Frames after a poll's figures arrive that this run takes them. */
  frames: number;
}) {
  const { t } = useLingui();
  const staggered = useFrameStaggered(
    useMemo(
      () => ({ rows: props.rows, shown: props.shown, coveredHours: props.coveredHours }),
      [props.rows, props.shown, props.coveredHours],
    ),
    props.frames,
  );
  // The same rows as last time are the same elements: the render in which a poll's figures
  // arrive (and this run still shows the previous ones) does no work here.
  return useMemo(() => {
    const { rows, shown, coveredHours } = staggered;
    const below = 'max-sm:col-span-2 max-sm:col-start-2';
    return (
      <>
        {rows.map((r, place) => {
          const gameCount = r.games;
          const games = formatCount(gameCount);
          const share = formatPercent(r.popularity);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is a place on the list.
            <tr key={place} className={ROW}>
              <td>{r.rank}</td>
              <th scope="row" className="font-medium [overflow-wrap:anywhere]">
                <Fragment key={r.archetype}>
                  <ArchetypeLabel row={r} swatch="mr-2 size-3" />
                  <span className="ml-1">
                    <TrendMark trend={r.trend} />
                  </span>
                </Fragment>
              </th>
              <td className="max-sm:text-right">
                <span className="font-semibold">{formatPercent(r.estimate)}</span>{' '}
                <span className="whitespace-nowrap text-muted max-sm:block max-sm:text-xs">
                  ({formatInterval(r.estimateInterval)})
                </span>
              </td>
              <td className={`text-xs text-muted ${below}`}>
                <PhoneLabel
                  text={t({
                    message: 'Observed',
                    comment: 'label before the observed figures, on a phone',
                  })}
                />
                {formatPercent(r.winRate)} ·{' '}
                {t`${plural(gameCount, { one: `${games} game`, other: `${games} games` })}`} ·{' '}
                {t`${share} of play`}
              </td>
              <td className={`text-xs text-muted ${below}`}>
                <PhoneLabel
                  text={t({
                    message: 'To settle:',
                    comment: 'label before what would settle the tier, on a phone',
                  })}
                />
                {settleText(r, shown, coveredHours)}
              </td>
            </tr>
          );
        })}
      </>
    );
  }, [staggered, t]);
}

export function TierTable({
  tier,
  rows,
  shown,
  coveredHours,
  firstChunk,
}: {
  tier: Tier;
  rows: RankedArchetype[];
  shown: number;
  coveredHours: number;
  /** How many runs of rows the tables above hold: this table's first run takes its figures after theirs. */
  firstChunk: number;
}) {
  const { t } = useLingui();
  const columns: readonly ColumnHead[] = [
    { label: t({ message: 'Rank', comment: 'column header: place on the tier list' }) },
    { label: t({ message: 'Archetype', comment: 'column header' }) },
    { label: t`Win rate (estimate, 95% interval)` },
    { label: t`Observed: win rate, games, share of play` },
    {
      label: t({
        message: 'To settle',
        comment: 'column header: games that would make the tier clear',
      }),
    },
  ];
  const name =
    tier === 1
      ? t`Tier 1: clearly above 50%`
      : tier === 2
        ? t`Tier 2: above 50%, not yet clear`
        : tier === 3
          ? t`Tier 3: at or below 50%, not yet clear`
          : t`Tier 4: clearly below 50%`;
  const chunks = useMemo(() => inRuns(rows, ROWS_PER_FRAME), [rows]);
  return (
    <table className="block w-full text-left text-sm tabular-nums">
      <caption className="block py-2 text-left text-base font-semibold">
        {name} ({rows.length})
      </caption>
      <TableHead columns={columns} className="block max-sm:sr-only" rowClassName={`${GRID} py-1`} />
      <tbody className="block">
        {/* Rows are places (keyed by rank): when a poll reorders archetypes, no row box moves;
            the places show new content. A place's name (the link) is the archetype's own
            (keyed by it), so a link in focus is never turned into another archetype's; its
            figures are text that changes where it stands. */}
        {chunks.map((chunk, i) => (
          <TierRows
            // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is a run of places.
            key={i}
            rows={chunk}
            shown={shown}
            coveredHours={coveredHours}
            frames={firstChunk + i}
          />
        ))}
      </tbody>
    </table>
  );
}
