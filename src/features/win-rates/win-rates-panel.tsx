// Win rates by class: the class overview, then one chart per class, filtered by the route's
// options. The statistics follow a poll one painted frame after the live rows (useAggregate).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CatalogueLoading } from '../../components/catalogue-loading.tsx';
import { ChartMotion, MOVING_BARS_LIMIT } from '../../components/charts/bar-chart-frame.tsx';
import { SelectControl, StatsFilterBar } from '../../components/filter-controls.tsx';
import { MethodsLink } from '../../components/methods-link.tsx';
import { classCharts, classOverview, groupLabel } from '../../domain/chart-rows.ts';
import { sharedSpread } from '../../domain/chart-scale.ts';
import { classInfo, KNOWN_CLASS_IDS } from '../../domain/classes.ts';
import { filterSummary, formatGamesCounted } from '../../domain/labels.ts';
import { classOptions, classParam } from '../../domain/url-options.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { useStatsFilter } from '../../hooks/use-stats-filter.ts';
import { useRuntime } from '../../runtime/context.ts';
import { catalogueSettled, useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useAggregate } from '../../runtime/use-statistics.ts';
import { useDataDepth } from '../../runtime/use-store.ts';
import { ClassOverviewSection } from './class-overview-section.tsx';
import { ClassSection } from './class-section.tsx';
import { ClassTrend } from './class-trend.tsx';

export function WinRatesPanel() {
  const { t } = useLingui();
  const { config } = useRuntime();
  const depth = useDataDepth();
  const catalogue = useArchetypeIndex();
  const index = catalogue.data;
  const settled = catalogueSettled(catalogue);
  const stats = useStatsFilter();
  // A phone gives the names less room and the plot more (names fit in whole words).
  const narrow = useMediaQuery('(max-width: 639px)');
  const { params, setParams, bracket, windowId, minGames, filter } = stats;
  const classFilter = params.get('class') === 'unknown' ? 'unknown' : classParam(params);
  // After the poll's own frame (useAggregate): the charts re-render in a transition of their own.
  const agg = useAggregate(filter);

  const charts = useMemo(
    () => classCharts(agg, (id) => index?.get(id), minGames),
    [agg, index, minGames],
  );
  const overview = useMemo(() => classOverview(agg, (id) => index?.get(id)?.classId), [agg, index]);
  const overviewDrawn = useMemo(
    () => overview.filter((r) => r.games >= minGames),
    [overview, minGames],
  );
  const shown = classFilter === null ? charts : charts.filter((c) => c.group === classFilter);
  const withData = new Set(charts.map((c) => c.group));
  const noData = KNOWN_CLASS_IDS.filter((id) => !withData.has(id)).map((id) => classInfo(id).label);
  const anyDrawn = charts.some((c) => c.drawn.length > 0);
  // The bars this screen draws: the classes' win rates and popularity, then the archetypes'.
  const bars =
    (classFilter === null ? overviewDrawn.length + overview.length : 0) +
    shown.reduce((n, c) => n + c.drawn.length, 0);
  // One axis for every chart on the page: bars compare across classes at a glance.
  const spread = useMemo(
    () => sharedSpread([overviewDrawn, ...charts.map((c) => c.drawn)]),
    [overviewDrawn, charts],
  );

  const summary = filterSummary(agg.totalSlots, depth, bracket, windowId);
  const counted = formatGamesCounted(agg.totalSlots, bracket);
  const noDataList = noData.join(', ');
  const filteredGroup = classFilter === null ? '' : groupLabel(classFilter);

  return (
    <ChartMotion value={bars <= MOVING_BARS_LIMIT}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold">
              <Trans>Win rates by class</Trans>
            </h1>
            <p className="text-sm text-muted">
              {summary} · {t`mirror matches excluded from win rates`} ·{' '}
              {t`${plural(minGames, { one: 'bars need # game', other: 'bars need # games' })}`}
            </p>
            <p className="text-sm text-muted">
              <Trans>
                Bars start at 50% and end at the win rate, on one axis for every chart;{' '}
                <span aria-hidden="true">├─┤</span> whiskers: the 95% interval; * the interval
                excludes 50%.
              </Trans>{' '}
              <MethodsLink />
            </p>
          </div>
          <StatsFilterBar
            state={stats}
            retentionHours={config.retentionHours}
            leading={
              <SelectControl
                label={t({
                  message: 'Class',
                  comment: 'filter: the class whose archetypes are shown',
                })}
                value={
                  classFilter === null
                    ? ''
                    : classFilter === 'unknown'
                      ? 'unknown'
                      : (params.get('class') ?? '')
                }
                options={[...classOptions(), { value: 'unknown', label: groupLabel('unknown') }]}
                onChange={(v) => setParams({ class: v || null })}
              />
            }
          />
        </div>

        {!settled ? (
          <CatalogueLoading />
        ) : !anyDrawn ? (
          <p role="status" className="rounded-md border border-line bg-surface p-4">
            {charts.length > 0
              ? t({
                  message: plural(minGames, {
                    one: `${counted} so far in this filter. A bar needs at least # game of one archetype; the counts so far are listed under each class.`,
                    other: `${counted} so far in this filter. A bar needs at least # games of one archetype; the counts so far are listed under each class.`,
                  }),
                  comment: 'counted: "1,234 games" or "1,234 Legend player games"',
                })
              : t({
                  message: plural(minGames, {
                    one: `${counted} so far in this filter. A bar needs at least # game of one archetype.`,
                    other: `${counted} so far in this filter. A bar needs at least # games of one archetype.`,
                  }),
                  comment: 'counted: "1,234 games" or "1,234 Legend player games"',
                })}
          </p>
        ) : null}

        {settled ? (
          <>
            {classFilter === null && overview.length > 0 ? (
              <ClassOverviewSection
                overview={overview}
                minGames={minGames}
                spread={spread}
                nameWidth={narrow ? 120 : 180}
              />
            ) : null}
            {typeof classFilter === 'number' ? (
              <ClassTrend classId={classFilter} bracket={bracket} windowMs={filter.windowMs} />
            ) : null}
            <h2 className="sr-only">
              <Trans>Archetypes by class</Trans>
            </h2>
            {shown.length === 0 && classFilter !== null ? (
              <p role="status" className="rounded-md border border-line bg-surface p-4">
                {t`No games for ${filteredGroup} in this filter yet.`}
              </p>
            ) : null}
            <div className="grid gap-4 xl:grid-cols-2">
              {shown.map((chart, i) => (
                <ClassSection
                  key={String(chart.group)}
                  chart={chart}
                  minGames={minGames}
                  order={i}
                  spread={spread}
                  nameWidth={narrow ? 130 : 200}
                />
              ))}
            </div>
            {classFilter === null && noData.length > 0 && charts.length > 0 ? (
              <p className="text-sm text-muted">{t`No data yet for: ${noDataList}.`}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </ChartMotion>
  );
}
