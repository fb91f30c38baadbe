import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useMemo } from 'react';
import { ArchetypeLabel } from '../../components/archetype-name.tsx';
import { ExportButtons } from '../../components/export-buttons.tsx';
import { SelectControl, StatsFilterBar } from '../../components/filter-controls.tsx';
import { MethodsLink } from '../../components/methods-link.tsx';
import { type ColumnHead, TableHead } from '../../components/table-head.tsx';
import { TrendMark } from '../../components/trend-mark.tsx';
import { unknownClassRowLabel } from '../../domain/chart-rows.ts';
import { classInfo } from '../../domain/classes.ts';
import type { Column } from '../../domain/export.ts';
import { percent } from '../../domain/export.ts';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import { filterSummary, formatGamesCounted } from '../../domain/labels.ts';
import {
  DEFAULT_MIN_POPULARITY,
  leaderNote,
  leaderNoteText,
  type RankedArchetype,
  rankingRule,
  rankingRuleShort,
  type Tier,
  trendRule,
} from '../../domain/ranking.ts';
import { settleText } from '../../domain/tiers.ts';
import { useFrameStaggered } from '../../hooks/use-staggered.ts';
import { useStatsFilter } from '../../hooks/use-stats-filter.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useRanking } from '../../runtime/use-ranking.ts';
import { useDataDepth } from '../../runtime/use-store.ts';

/** The popularity floors offered, in percent as the URL writes them. */
const FLOORS = ['0', '0.25', '0.5', '1', '2'];

export function popularityFloor(params: URLSearchParams): number {
  const raw = params.get('floor');
  return raw !== null && FLOORS.includes(raw) ? Number(raw) / 100 : DEFAULT_MIN_POPULARITY;
}

/** The tier list's columns as downloaded (CSV and JSON), headed in the screen's language. */
function useRankingColumns(): Column<RankedArchetype>[] {
  const { t } = useLingui();
  return [
    {
      header: t({ message: 'Rank', comment: 'column header: place on the tier list' }),
      value: (r) => r.rank,
    },
    { header: t({ message: 'Tier', comment: 'column header' }), value: (r) => r.tier },
    { header: t({ message: 'Archetype', comment: 'column header' }), value: (r) => r.name },
    { header: t({ message: 'Archetype id', comment: 'column header' }), value: (r) => r.archetype },
    {
      header: t({ message: 'Class', comment: 'column header: the player class' }),
      value: (r) => (r.classId === null ? unknownClassRowLabel() : classInfo(r.classId).label),
    },
    { header: t`Estimate %`, value: (r) => percent(r.estimate) },
    { header: t`Estimate 95% low %`, value: (r) => percent(r.estimateInterval.low) },
    { header: t`Estimate 95% high %`, value: (r) => percent(r.estimateInterval.high) },
    { header: t`Observed win rate %`, value: (r) => percent(r.winRate) },
    { header: t`Observed 95% low %`, value: (r) => percent(r.interval.low) },
    { header: t`Observed 95% high %`, value: (r) => percent(r.interval.high) },
    {
      header: t({ message: 'Games', comment: 'column header: games played' }),
      value: (r) => r.games,
    },
    { header: t({ message: 'Wins', comment: 'column header' }), value: (r) => r.wins },
    { header: t`Popularity %`, value: (r) => percent(r.popularity) },
    // rising, falling or empty: codes a spreadsheet filters on, as the JSON gives them.
    { header: t({ message: 'Trend', comment: 'column header' }), value: (r) => r.trend },
  ];
}

/**
 * How many rows a poll's new figures reach in one frame. At the lowest filters a poll changes the
 * text of every row (each share of play moves); laid out and painted in one frame, sixty rows
 * took 165 ms with the CPU slowed 4×. A run of rows takes its figures a frame after the run above it
 * (a rank's row is a grid of its own: one run's change re-lays-out that run alone).
 */
const ROWS_PER_FRAME = 12;

/** `rows` in runs of ROWS_PER_FRAME. */
const inRuns = <T,>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_FRAME) }, (_, i) =>
    rows.slice(i * ROWS_PER_FRAME, (i + 1) * ROWS_PER_FRAME),
  );

// A phone has no room for five columns: its headers are left to screen readers and each row
// becomes three lines (rank, name and figure; what was observed; what would settle it). On a
// wider screen every row is a grid of the same five fixed columns (every tier's table aligned
// with the others): a poll that changes one row's text re-lays-out that row alone, where a
// table would measure every cell again for its column widths.
const GRID =
  'grid items-baseline gap-x-2 max-sm:grid-cols-[1.75rem_minmax(0,1fr)_auto] sm:gap-x-4 sm:grid-cols-[2.5rem_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1.3fr)_minmax(0,1.6fr)]';
const ROW = `table-row-lazy border-t border-line py-2 sm:py-1.5 ${GRID}`;

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
                <span className="sm:hidden">
                  {t({
                    message: 'Observed',
                    comment: 'label before the observed figures, on a phone',
                  })}{' '}
                </span>
                {formatPercent(r.winRate)} ·{' '}
                {t`${plural(gameCount, { one: `${games} game`, other: `${games} games` })}`} ·{' '}
                {t`${share} of play`}
              </td>
              <td className={`text-xs text-muted ${below}`}>
                <span className="sm:hidden">
                  {t({
                    message: 'To settle:',
                    comment: 'label before what would settle the tier, on a phone',
                  })}{' '}
                </span>
                {settleText(r, shown, coveredHours)}
              </td>
            </tr>
          );
        })}
      </>
    );
  }, [staggered, t]);
}

function TierTable({
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
  const chunks = useMemo(() => inRuns(rows), [rows]);
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

export function TierListPanel() {
  const { t } = useLingui();
  const rankingColumns = useRankingColumns();
  const { config } = useRuntime();
  const depth = useDataDepth();
  const stats = useStatsFilter();
  const { params, setParams, bracket, windowId, minGames, filter } = stats;
  const floor = popularityFloor(params);
  const { ranked, totalSlots, trend, coveredHours } = useRanking(bracket, filter.windowMs, {
    minGames,
    minPopularity: floor,
  });
  const note = leaderNote(ranked);
  const floorShare = formatPercent(floor, 2);
  const counted = formatGamesCounted(totalSlots, bracket);
  const floorOptions = FLOORS.map((value) => ({
    value,
    label:
      value === '0'
        ? t({ message: 'None', comment: 'popularity floor: none' })
        : formatPercent(Number(value) / 100, value.split('.')[1]?.length ?? 0),
  }));
  const tiers = useMemo(() => {
    let firstChunk = 0;
    return ([1, 2, 3, 4] as const)
      .map((tier) => ({ tier, rows: ranked.filter((r) => r.tier === tier) }))
      .filter((t) => t.rows.length > 0)
      .map((t) => {
        const at = firstChunk;
        firstChunk += Math.ceil(t.rows.length / ROWS_PER_FRAME);
        return { ...t, firstChunk: at };
      });
  }, [ranked]);
  return (
    <div className="space-y-4">
      {/* Title and summary above the controls, never beside them: a summary that grows as the
          games come in cannot push the controls onto another line. */}
      <div className="space-y-3">
        <div>
          <h1 className="text-2xl font-bold">
            <Trans>Tier list</Trans>
          </h1>
          <p className="min-h-[3.75rem] text-sm text-muted sm:min-h-[2.5rem]">
            {filterSummary(totalSlots, depth, bracket, windowId)} ·{' '}
            {t`${plural(minGames, {
              one: `archetypes with # game and ${floorShare} of play`,
              other: `archetypes with # games and ${floorShare} of play`,
            })}`}
          </p>
        </div>
        <StatsFilterBar
          state={stats}
          retentionHours={config.retentionHours}
          trailing={
            <ExportButtons
              rows={ranked}
              columns={rankingColumns}
              name="tier-list"
              filter={{ bracket, window: windowId }}
              groupLabel={t`Download the tier list`}
            />
          }
        >
          <SelectControl
            label={t`Popularity floor`}
            value={String(floor * 100)}
            options={floorOptions}
            onChange={(v) =>
              setParams({ floor: Number(v) / 100 === DEFAULT_MIN_POPULARITY ? null : v })
            }
          />
        </StatsFilterBar>
      </div>
      <p className="text-sm">
        {rankingRuleShort()} <MethodsLink />{' '}
        {/* The note comes and goes as the leader's tier changes: its room stays, so nothing
            below it moves. */}
        <span className={note ? undefined : 'invisible'} aria-hidden={note ? undefined : true}>
          {note ?? leaderNoteText()}
        </span>
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer">
          <Trans>How this is ranked, in full</Trans>
        </summary>
        <p className="mt-1">
          {rankingRule()} <MethodsLink />
        </p>
        <p className="mt-1 text-muted">
          {trendRule(trend)} <MethodsLink label={t`How trends are tested`} />
        </p>
      </details>
      {tiers.length === 0 ? (
        <p role="status" className="rounded-md border border-line bg-surface p-4">
          {t({
            message: plural(minGames, {
              one: `No archetype has # game and ${floorShare} of play in this filter yet (${counted} so far).`,
              other: `No archetype has # games and ${floorShare} of play in this filter yet (${counted} so far).`,
            }),
            comment: 'counted: "1,234 games" or "1,234 Legend player games"',
          })}
        </p>
      ) : (
        <div className="space-y-2 overflow-x-auto rounded-lg border border-line bg-surface p-4 max-sm:px-3">
          {tiers.map((t) => (
            <TierTable
              key={t.tier}
              tier={t.tier}
              rows={t.rows}
              shown={ranked.length}
              coveredHours={coveredHours}
              firstChunk={t.firstChunk}
            />
          ))}
        </div>
      )}
    </div>
  );
}
