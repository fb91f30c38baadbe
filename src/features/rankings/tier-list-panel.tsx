import { ArchetypeLabel } from '../../components/archetype-name.tsx';
import { ExportButtons } from '../../components/export-buttons.tsx';
import { SelectControl, StatsFilterBar } from '../../components/filter-controls.tsx';
import { MethodsLink } from '../../components/methods-link.tsx';
import { type ColumnHead, TableHead } from '../../components/table-head.tsx';
import { TrendMark } from '../../components/trend-mark.tsx';
import { classInfo } from '../../domain/classes.ts';
import type { Column } from '../../domain/export.ts';
import { percent } from '../../domain/export.ts';
import { filterSummary, formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import {
  DEFAULT_MIN_POPULARITY,
  RANKING_RULE,
  type RankedArchetype,
  type Tier,
  trendRule,
} from '../../domain/ranking.ts';
import { settleText } from '../../domain/tiers.ts';
import { useStatsFilter } from '../../hooks/use-stats-filter.ts';
import { useDataDepth, useRuntime } from '../../runtime/hooks.ts';
import { useRanking } from '../../runtime/use-ranking.ts';

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

const TIER_COLUMNS: readonly ColumnHead[] = [
  { label: 'Rank', className: 'w-12 py-1' },
  { label: 'Archetype' },
  { label: 'Win rate (95% interval)' },
  { label: 'Games', className: 'text-right' },
  { label: 'Popularity', className: 'text-right' },
  { label: 'Trend', className: 'w-16 text-center' },
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
  { header: 'Win rate %', value: (r) => percent(r.winRate) },
  { header: '95% low %', value: (r) => percent(r.interval.low) },
  { header: '95% high %', value: (r) => percent(r.interval.high) },
  { header: 'Games', value: (r) => r.games },
  { header: 'Wins', value: (r) => r.wins },
  { header: 'Popularity %', value: (r) => percent(r.popularity) },
  { header: 'Trend', value: (r) => r.trend },
  { header: 'Estimate %', value: (r) => percent(r.estimate) },
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
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="py-2 text-left text-base font-semibold">
        {TIER_NAMES[tier]} ({rows.length})
      </caption>
      <TableHead columns={TIER_COLUMNS} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.archetype} className="border-t border-line">
            <td className="py-1.5">{r.rank}</td>
            <th scope="row" className="font-medium">
              <ArchetypeLabel row={r} swatch="mr-2 size-3" />
            </th>
            <td>
              {formatPercent(r.winRate)}{' '}
              <span className="text-muted">({formatInterval(r.interval)})</span>
            </td>
            <td className="text-right">{formatCount(r.games)}</td>
            <td className="text-right">{formatPercent(r.popularity)}</td>
            <td className="text-center">
              <TrendMark trend={r.trend} />
            </td>
            <td className="pl-3 text-xs text-muted">{settleText(r, shown, coveredHours)}</td>
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
  const { ranked, totalGames, trend, coveredHours } = useRanking(bracket, filter.windowMs, {
    minGames,
    minPopularity: floor,
  });
  const tiers = ([1, 2, 3, 4] as const)
    .map((tier) => ({ tier, rows: ranked.filter((r) => r.tier === tier) }))
    .filter((t) => t.rows.length > 0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Tier list</h1>
          <p className="text-sm text-muted">
            {filterSummary(totalGames, depth, bracket, windowId)} · archetypes with {minGames} games
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
              label="the tier list"
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
        {RANKING_RULE} <MethodsLink />
      </p>
      <p className="text-sm text-muted">
        {trendRule(trend)} <MethodsLink label="How trends are tested" />
      </p>
      {tiers.length === 0 ? (
        <p role="status" className="rounded-md border border-line bg-surface p-4">
          No archetype has {minGames} games and {formatPercent(floor, 2)} of play in this filter yet
          ({formatCount(totalGames)} games so far).
        </p>
      ) : (
        <div className="space-y-2 overflow-x-auto rounded-lg border border-line bg-surface p-4">
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
