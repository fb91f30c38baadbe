// #/matchups: the most played archetypes against each other, for a rank bracket and window.
import { useMemo } from 'react';
import { ExportButtons } from '../../components/export-buttons.tsx';
import { SelectControl, StatsFilterBar } from '../../components/filter-controls.tsx';
import { MethodsLink } from '../../components/methods-link.tsx';
import { type Column, percent } from '../../domain/export.ts';
import { bracketLabel, filterSummary, formatGamesCounted } from '../../domain/labels.ts';
import { matchupMatrix } from '../../domain/matrix.ts';
import { windowLabel } from '../../domain/windows.ts';
import { useStatsFilter } from '../../hooks/use-stats-filter.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useAggregate } from '../../runtime/use-statistics.ts';
import { useDataDepth } from '../../runtime/use-store.ts';
import { MatrixTable } from './matrix-table.tsx';

const TOPS = ['6', '8', '10', '12', '16', '20'];
const DEFAULT_TOP = 10;

export function topParam(params: URLSearchParams): number {
  const raw = params.get('top');
  return raw !== null && TOPS.includes(raw) ? Number(raw) : DEFAULT_TOP;
}

interface PairRow {
  archetype: string;
  opponent: string;
  games: number;
  wins: number;
  winRate: number | null;
  low: number;
  high: number;
}

const PAIR_COLUMNS: Column<PairRow>[] = [
  { header: 'Archetype', value: (r) => r.archetype },
  { header: 'Opponent', value: (r) => r.opponent },
  { header: 'Games', value: (r) => r.games },
  { header: 'Wins', value: (r) => r.wins },
  { header: 'Win rate %', value: (r) => percent(r.winRate) },
  { header: '95% low %', value: (r) => percent(r.low) },
  { header: '95% high %', value: (r) => percent(r.high) },
];

export function MatchupsPanel() {
  const { config } = useRuntime();
  const depth = useDataDepth();
  const index = useArchetypeIndex().data;
  const stats = useStatsFilter();
  const { params, setParams, bracket, windowId, minGames, filter } = stats;
  const top = topParam(params);
  const agg = useAggregate(filter);
  const matrix = useMemo(
    () => matchupMatrix(agg, (id) => index?.get(id), top, minGames),
    [agg, index, top, minGames],
  );
  const pairs = useMemo(
    () =>
      matrix.rows.flatMap((row) =>
        row.cells
          .filter((c) => !c.mirror)
          .map(
            (c): PairRow => ({
              archetype: row.name,
              opponent: matrix.rows.find((r) => r.archetype === c.opponent)?.name ?? '',
              games: c.games,
              wins: c.wins,
              winRate: c.winRate,
              low: c.interval.low,
              high: c.interval.high,
            }),
          ),
      ),
    [matrix],
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Matchups</h1>
          <p className="text-sm text-muted">
            {filterSummary(agg.totalSlots, depth, bracket, windowId)} · the {top} most played
            archetypes · <MethodsLink label="how matchups are computed" />
          </p>
        </div>
        <StatsFilterBar
          state={stats}
          retentionHours={config.retentionHours}
          trailing={
            <ExportButtons
              rows={pairs}
              columns={PAIR_COLUMNS}
              name="matchups"
              filter={{ bracket, window: windowId }}
              groupLabel="Download the matchups"
            />
          }
        >
          <SelectControl
            label="Archetypes"
            value={String(top)}
            options={TOPS.map((t) => ({ value: t, label: `Top ${t}` }))}
            onChange={(v) => setParams({ top: v === String(DEFAULT_TOP) ? null : v })}
          />
        </StatsFilterBar>
      </div>
      {matrix.rows.length < 2 ? (
        <p role="status" className="rounded-md border border-line bg-surface p-4">
          Not enough archetypes seen yet for a matrix ({formatGamesCounted(agg.totalSlots, bracket)}{' '}
          so far).
        </p>
      ) : (
        <div className="rounded-lg border border-line bg-surface p-4">
          <MatrixTable
            matrix={matrix}
            minGames={minGames}
            caption={`Win rate of each row archetype against each column archetype, ${bracketLabel(bracket)}, ${windowLabel(windowId)}`}
          />
        </div>
      )}
    </div>
  );
}
