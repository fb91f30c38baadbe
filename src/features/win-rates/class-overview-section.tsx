// The class overview of the win-rates page: every class's win rate (class mirrors excluded)
// beside its popularity, the classes under the minimum with their progress, and the table.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { barChartHeight } from '../../components/charts/bar-chart-frame.tsx';
import { FiguresTable } from '../../components/charts/figures-table.tsx';
import { PopularityChart } from '../../components/charts/popularity-chart.tsx';
import { TableDetails } from '../../components/charts/table-details.tsx';
import { WinRateChart } from '../../components/charts/win-rate-chart.tsx';
import {
  type ClassOverviewRow,
  classesByWinRate,
  type WinRateBar,
} from '../../domain/chart-rows.ts';
import type { Spread } from '../../domain/chart-scale.ts';
import { formatCount } from '../../domain/format.ts';
import { classSlug } from '../../domain/url-options.ts';
import { useStaggered } from '../../hooks/use-staggered.ts';
import { STAGGER_MS } from './class-section.tsx';

/** A class bar leads to that class's charts. */
const classLink = (row: WinRateBar) => {
  const group = (row as ClassOverviewRow).group;
  return `#/winrates?class=${group === 'unknown' ? 'unknown' : classSlug(group)}`;
};

export function ClassOverviewSection({
  overview,
  minGames,
  spread,
  nameWidth,
}: {
  overview: readonly ClassOverviewRow[];
  minGames: number;
  spread: Spread;
  /** Room for the names, in px. */
  nameWidth: number;
}) {
  const { t } = useLingui();
  const min = formatCount(minGames);
  // Each chart is ordered by the figure it draws: this one by win rate, popularity's by popularity.
  const drawn = useMemo(() => classesByWinRate(overview, minGames), [overview, minGames]);
  const low = useMemo(() => overview.filter((r) => r.games < minGames), [overview, minGames]);
  const drawnShown = useStaggered(drawn, 0);
  const overviewShown = useStaggered(overview, STAGGER_MS);
  // The popularity bars have the win-rate bars' row height (WinRateChart's).
  const height = barChartHeight(overview.length, 18, 13);
  return (
    <section
      aria-labelledby="class-overview"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="class-overview" className="text-lg font-semibold">
        <Trans>Classes: win rate (class mirrors excluded) and popularity</Trans>
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {drawn.length > 0 ? (
          <WinRateChart
            rows={drawnShown}
            title={t`Class win rates with 95% intervals`}
            nameWidth={nameWidth}
            spread={spread}
            linkOf={classLink}
          />
        ) : (
          <p className="py-3 text-muted">
            {t`${plural(minGames, { one: 'No class has # game yet.', other: 'No class has # games yet.' })}`}
          </p>
        )}
        <PopularityChart
          rows={overviewShown}
          title={t`Class popularity, share of player slots`}
          height={height}
        />
      </div>
      {low.length > 0 ? (
        <p className="mt-2 text-sm">
          <span className="text-muted">
            {t`${plural(minGames, { one: `Classes under ${min} game:`, other: `Classes under ${min} games:` })}`}{' '}
          </span>
          {low
            .map((r) => {
              const name = r.name;
              const games = formatCount(r.games);
              const wins = formatCount(r.wins);
              const losses = formatCount(r.losses);
              return t({
                message: plural(minGames, {
                  one: `${name} ${games}/${min} game (${wins}–${losses})`,
                  other: `${name} ${games}/${min} games (${wins}–${losses})`,
                }),
                comment: 'a class under the minimum: its games of the minimum, then wins–losses',
              });
            })
            .join(', ')}
        </p>
      ) : null}
      <TableDetails summary={t`Class figures as a table`}>
        <FiguresTable
          rows={overview}
          caption={t({ message: 'Classes', comment: 'table caption' })}
        />
      </TableDetails>
    </section>
  );
}
