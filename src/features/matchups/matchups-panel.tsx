// #/matchups: the most played archetypes against each other, for a rank bracket and window.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The pairs' columns as downloaded (CSV and JSON), headed in the screen's language. */
function usePairColumns(): Column<PairRow>[] {
  const { t } = useLingui();
  return [
    { header: t({ message: 'Archetype', comment: 'column header' }), value: (r) => r.archetype },
    {
      header: t({ message: 'Opponent', comment: 'column header: the opposing archetype' }),
      value: (r) => r.opponent,
    },
    {
      header: t({ message: 'Games', comment: 'column header: games played' }),
      value: (r) => r.games,
    },
    { header: t({ message: 'Wins', comment: 'column header' }), value: (r) => r.wins },
    { header: t`Win rate %`, value: (r) => percent(r.winRate) },
    { header: t`95% low %`, value: (r) => percent(r.low) },
    { header: t`95% high %`, value: (r) => percent(r.high) },
  ];
}

export function MatchupsPanel() {
  const { t } = useLingui();
  const pairColumns = usePairColumns();
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
  const summary = filterSummary(agg.totalSlots, depth, bracket, windowId);
  const counted = formatGamesCounted(agg.totalSlots, bracket);
  const bracketName = bracketLabel(bracket);
  const windowName = windowLabel(windowId);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">
            <Trans>Matchups</Trans>
          </h1>
          <p className="text-sm text-muted">
            {summary} ·{' '}
            {t`${plural(top, { one: 'the # most played archetype', other: 'the # most played archetypes' })}`}{' '}
            · <MethodsLink label={t`how matchups are computed`} />
          </p>
        </div>
        <StatsFilterBar
          state={stats}
          retentionHours={config.retentionHours}
          trailing={
            <ExportButtons
              rows={pairs}
              columns={pairColumns}
              name="matchups"
              filter={{ bracket, window: windowId }}
              groupLabel={t`Download the matchups`}
            />
          }
        >
          <SelectControl
            label={t({ message: 'Archetypes', comment: 'how many archetypes the matrix shows' })}
            value={String(top)}
            options={TOPS.map((count) => ({
              value: count,
              label: t({ message: `Top ${count}`, comment: 'the most played archetypes' }),
            }))}
            onChange={(v) => setParams({ top: v === String(DEFAULT_TOP) ? null : v })}
          />
        </StatsFilterBar>
      </div>
      {matrix.rows.length < 2 ? (
        <p role="status" className="rounded-md border border-line bg-surface p-4">
          {t({
            message: `Not enough archetypes seen yet for a matrix (${counted} so far).`,
            comment: 'counted: "1,234 games" or "1,234 Legend player games"',
          })}
        </p>
      ) : (
        <div className="rounded-lg border border-line bg-surface p-4">
          <MatrixTable
            matrix={matrix}
            minGames={minGames}
            caption={t`Win rate of each row archetype against each column archetype, ${bracketName}, ${windowName}`}
          />
        </div>
      )}
    </div>
  );
}
