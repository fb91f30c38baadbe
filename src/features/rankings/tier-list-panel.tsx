import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ExportButtons } from '../../components/export-buttons.tsx';
import { SelectControl, StatsFilterBar } from '../../components/filter-controls.tsx';
import { MethodsLink } from '../../components/methods-link.tsx';
import { unknownClassRowLabel } from '../../domain/chart-rows.ts';
import { classInfo } from '../../domain/classes.ts';
import type { Column } from '../../domain/export.ts';
import { percent } from '../../domain/export.ts';
import { formatPercent } from '../../domain/format.ts';
import { filterSummary, formatGamesCounted } from '../../domain/labels.ts';
import {
  DEFAULT_MIN_POPULARITY,
  leaderNote,
  leaderNoteText,
  type RankedArchetype,
  rankingRule,
  rankingRuleShort,
  trendRule,
} from '../../domain/ranking.ts';
import { useStatsFilter } from '../../hooks/use-stats-filter.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useRanking } from '../../runtime/use-ranking.ts';
import { useDataDepth } from '../../runtime/use-store.ts';
import { ROWS_PER_FRAME, TierTable } from './tier-table.tsx';

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
