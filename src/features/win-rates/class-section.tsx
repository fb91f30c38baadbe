// One class's card on the win-rates page: its archetypes' chart, the low-data list and the
// figures as a table.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { Link } from 'wouter';
import { barChartHeight } from '../../components/charts/bar-chart-frame.tsx';
import { FiguresTable } from '../../components/charts/figures-table.tsx';
import { TableDetails } from '../../components/charts/table-details.tsx';
import { WinRateChart } from '../../components/charts/win-rate-chart.tsx';
import { ClassSwatch } from '../../components/class-badge.tsx';
import type { ArchetypeChartRow, ClassChart, WinRateBar } from '../../domain/chart-rows.ts';
import type { Spread } from '../../domain/chart-scale.ts';
import { formatCount } from '../../domain/format.ts';
import { classSlug } from '../../domain/url-options.ts';
import { useRevealed, useStaggered } from '../../hooks/use-staggered.ts';
import { LowDataList } from './low-data-list.tsx';

/** An archetype's bar leads to its page (one missing from the catalogue has none). */
const archetypeLink = (row: WinRateBar) => `#/catalogue/${(row as ArchetypeChartRow).archetype}`;

/** Delay between two charts' updates after a poll: each chart re-renders in its own task. */
export const STAGGER_MS = 25;

// Memoised, and fed its new rows a little after the previous section: after a poll each chart
// re-renders in a task of its own.
export const ClassSection = memo(function ClassSection({
  chart: latest,
  minGames,
  order,
  spread,
  nameWidth,
}: {
  chart: ClassChart;
  minGames: number;
  order: number;
  spread: Spread;
  /** Room for the names, in px. */
  nameWidth: number;
}) {
  const { t } = useLingui();
  const chart = useStaggered(latest, STAGGER_MS * (order + 2));
  const revealed = useRevealed(STAGGER_MS * (order + 2));
  const id = useId();
  const label = chart.label;
  const gameCount = chart.games;
  const games = formatCount(gameCount);
  return (
    <section
      aria-labelledby={id}
      // Off screen, a card is neither styled, laid out nor painted (nor its bars animated): a poll
      // costs what is in view. It keeps its last height, so the page does not jump.
      className="rounded-lg border border-line bg-surface p-4 [content-visibility:auto] [contain-intrinsic-block-size:auto_30rem]"
      data-group={chart.group}
    >
      <h3 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <ClassSwatch classId={chart.group === 'unknown' ? null : chart.group} className="size-4" />
        <Link
          href={`/winrates?class=${chart.group === 'unknown' ? 'unknown' : classSlug(chart.group)}`}
          className="underline-offset-4 hover:underline"
        >
          {chart.label}
        </Link>
        <span className="text-sm font-normal text-muted">
          {t`${plural(gameCount, { one: `${games} game`, other: `${games} games` })}`}
        </span>
      </h3>
      {!revealed ? (
        // The chart's place, at its final height, until its turn comes.
        <div style={{ height: barChartHeight(chart.drawn.length, 18, 13) }} />
      ) : chart.drawn.length > 0 ? (
        <WinRateChart
          rows={chart.drawn}
          title={t`${label}: archetype win rates with 95% intervals`}
          spread={spread}
          nameWidth={nameWidth}
          linkOf={chart.group === 'unknown' ? undefined : archetypeLink}
        />
      ) : (
        <p className="py-3 text-muted">
          {t`${plural(minGames, { one: 'No archetype has # game yet.', other: 'No archetype has # games yet.' })}`}
        </p>
      )}
      <LowDataList rows={chart.lowData} minGames={minGames} />
      <TableDetails summary={t`${label} figures as a table`}>
        <FiguresTable
          rows={[...chart.drawn, ...chart.lowData]}
          caption={t({
            message: `${label} archetypes`,
            comment: "label: a class's name, or Unknown archetypes",
          })}
        />
      </TableDetails>
    </section>
  );
});
