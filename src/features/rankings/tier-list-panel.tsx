import { Fragment } from 'react';
import { ArchetypeLabel } from '../../components/archetype-name.tsx';
import { ExportButtons } from '../../components/export-buttons.tsx';
import { SelectControl, StatsFilterBar } from '../../components/filter-controls.tsx';
import { MethodsLink } from '../../components/methods-link.tsx';
import { type ColumnHead, TableHead } from '../../components/table-head.tsx';
import { TrendMark } from '../../components/trend-mark.tsx';
import { classInfo } from '../../domain/classes.ts';
import type { Column } from '../../domain/export.ts';
import { percent } from '../../domain/export.ts';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import { filterSummary, formatGamesCounted } from '../../domain/labels.ts';
import {
  DEFAULT_MIN_POPULARITY,
  leaderNote,
  RANKING_RULE,
  RANKING_RULE_SHORT,
  type RankedArchetype,
  type Tier,
  trendRule,
} from '../../domain/ranking.ts';
import { settleText } from '../../domain/tiers.ts';
import { useStatsFilter } from '../../hooks/use-stats-filter.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useRanking } from '../../runtime/use-ranking.ts';
import { useDataDepth } from '../../runtime/use-store.ts';

const FLOORS = [
  { value: '0', label: 'None' },
  { value: '0.25', label: '0.25%' },
  { value: '0.5', label: '0.5%' },
  { value: '1', label: '1%' },
  { value: '2', label: '2%' },
];

export function popularityFloor(params: URLSearchParams): number {
  const raw = params.get('floor');
  return FLOORS.some((f) => f.value === raw) ? Number(raw) / 100 : DEFAULT_MIN_POPULARITY;
}

// A phone has no room for five columns: its headers are left to screen readers and each row
// becomes three lines (rank, name and figure; what was observed; what would settle it).
const TIER_COLUMNS: readonly ColumnHead[] = [
  { label: 'Rank', className: 'w-12 py-1' },
  { label: 'Archetype' },
  { label: 'Win rate (estimate, 95% interval)' },
  { label: 'Observed: win rate, games, share of play' },
  { label: 'To settle', className: 'pl-3' },
];

const TIER_NAMES: Record<Tier, string> = {
  1: 'Tier 1: clearly above 50%',
  2: 'Tier 2: above 50%, not yet clear',
  3: 'Tier 3: at or below 50%, not yet clear',
  4: 'Tier 4: clearly below 50%',
};

export const RANKING_COLUMNS: Column<RankedArchetype>[] = [
  { header: 'Rank', value: (r) => r.rank },
  { header: 'Tier', value: (r) => r.tier },
  { header: 'Archetype', value: (r) => r.name },
  { header: 'Archetype id', value: (r) => r.archetype },
  { header: 'Class', value: (r) => (r.classId === null ? 'Unknown' : classInfo(r.classId).label) },
  { header: 'Estimate %', value: (r) => percent(r.estimate) },
  { header: 'Estimate 95% low %', value: (r) => percent(r.estimateInterval.low) },
  { header: 'Estimate 95% high %', value: (r) => percent(r.estimateInterval.high) },
  { header: 'Observed win rate %', value: (r) => percent(r.winRate) },
  { header: 'Observed 95% low %', value: (r) => percent(r.interval.low) },
  { header: 'Observed 95% high %', value: (r) => percent(r.interval.high) },
  { header: 'Games', value: (r) => r.games },
  { header: 'Wins', value: (r) => r.wins },
  { header: 'Popularity %', value: (r) => percent(r.popularity) },
  { header: 'Trend', value: (r) => r.trend },
];

function TierTable({
  tier,
  rows,
  shown,
  coveredHours,
}: {
  tier: Tier;
  rows: RankedArchetype[];
  shown: number;
  coveredHours: number;
}) {
  const row =
    'border-t border-line max-sm:grid max-sm:grid-cols-[1.75rem_minmax(0,1fr)_auto] max-sm:gap-x-2 max-sm:py-2';
  const below = 'max-sm:col-span-2 max-sm:col-start-2';
  return (
    <table className="w-full text-left text-sm tabular-nums max-sm:block">
      <caption className="py-2 text-left text-base font-semibold max-sm:block">
        {TIER_NAMES[tier]} ({rows.length})
      </caption>
      <TableHead columns={TIER_COLUMNS} className="max-sm:sr-only" />
      <tbody className="max-sm:block">
        {/* Rows are places (keyed by rank), their content the archetype's own (keyed by it):
            when a poll reorders archetypes, no row box moves; the places show new content. */}
        {rows.map((r, place) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is a place on the list.
          <tr key={place} className={row}>
            <td className="py-1.5 max-sm:py-0">{r.rank}</td>
            <th scope="row" className="font-medium [overflow-wrap:anywhere]">
              <Fragment key={r.archetype}>
                <ArchetypeLabel row={r} swatch="mr-2 size-3" />
                <span className="ml-1">
                  <TrendMark trend={r.trend} />
                </span>
              </Fragment>
            </th>
            <td className="max-sm:text-right">
              <Fragment key={r.archetype}>
                <span className="font-semibold">{formatPercent(r.estimate)}</span>{' '}
                <span className="whitespace-nowrap text-muted max-sm:block max-sm:text-xs">
                  ({formatInterval(r.estimateInterval)})
                </span>
              </Fragment>
            </td>
            <td className={`text-xs text-muted ${below}`}>
              <Fragment key={r.archetype}>
                <span className="sm:hidden">Observed </span>
                {formatPercent(r.winRate)} · {formatCount(r.games)} games ·{' '}
                {formatPercent(r.popularity)} of play
              </Fragment>
            </td>
            <td className={`pl-3 text-xs text-muted max-sm:pl-0 sm:whitespace-nowrap ${below}`}>
              <Fragment key={r.archetype}>
                <span className="sm:hidden">To settle: </span>
                {settleText(r, shown, coveredHours)}
              </Fragment>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TierListPanel() {
  const { config } = useRuntime();
  const depth = useDataDepth();
  const stats = useStatsFilter();
  const { params, setParams, bracket, windowId, minGames, filter } = stats;
  const floor = popularityFloor(params);
  const { ranked, totalSlots, trend, coveredHours } = useRanking(bracket, filter.windowMs, {
    minGames,
    minPopularity: floor,
  });
  const tiers = ([1, 2, 3, 4] as const)
    .map((tier) => ({ tier, rows: ranked.filter((r) => r.tier === tier) }))
    .filter((t) => t.rows.length > 0);
  return (
    <div className="space-y-4">
      {/* Title and summary above the controls, never beside them: a summary that grows as the
          games come in cannot push the controls onto another line. */}
      <div className="space-y-3">
        <div>
          <h1 className="text-2xl font-bold">Tier list</h1>
          <p className="min-h-[3.75rem] text-sm text-muted sm:min-h-[2.5rem]">
            {filterSummary(totalSlots, depth, bracket, windowId)} · archetypes with {minGames} games
            and {formatPercent(floor, 2)} of play
          </p>
        </div>
        <StatsFilterBar
          state={stats}
          retentionHours={config.retentionHours}
          trailing={
            <ExportButtons
              rows={ranked}
              columns={RANKING_COLUMNS}
              name="tier-list"
              filter={{ bracket, window: windowId }}
              groupLabel="Download the tier list"
            />
          }
        >
          <SelectControl
            label="Popularity floor"
            value={String(floor * 100)}
            options={FLOORS}
            onChange={(v) =>
              setParams({ floor: Number(v) / 100 === DEFAULT_MIN_POPULARITY ? null : v })
            }
          />
        </StatsFilterBar>
      </div>
      <p className="text-sm">
        {RANKING_RULE_SHORT} {leaderNote(ranked) ?? ''} <MethodsLink />
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer">How this is ranked, in full</summary>
        <p className="mt-1">
          {RANKING_RULE} <MethodsLink />
        </p>
        <p className="mt-1 text-muted">
          {trendRule(trend)} <MethodsLink label="How trends are tested" />
        </p>
      </details>
      {tiers.length === 0 ? (
        <p role="status" className="rounded-md border border-line bg-surface p-4">
          No archetype has {minGames} games and {formatPercent(floor, 2)} of play in this filter yet
          ({formatGamesCounted(totalSlots, bracket)} so far).
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
            />
          ))}
        </div>
      )}
    </div>
  );
}
