// The wall's class panel (every class's win rate and popularity) and what the wall's chart
// panels share: their frame, the room of a bar's name, the warm-up line. The rotation's panel is
// in wall-rotation-panel.tsx. Rows come aggregated; sizes come from the wall's layout.

import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { WinRateChart } from '../../components/charts/win-rate-chart.tsx';
import {
  type ClassOverviewRow,
  classesByWinRate,
  type WinRateBar,
} from '../../domain/chart-rows.ts';
import type { Spread } from '../../domain/chart-scale.ts';
import { formatCount, formatPercent } from '../../domain/format.ts';
import type { MatchupBar } from '../../domain/matrix.ts';
import { fitPair } from '../../domain/short-names.ts';
import type { WallLayout } from '../../domain/wall.ts';
import { PanelBody } from './panel-body.tsx';

export const PANEL =
  'min-h-0 min-w-0 overflow-hidden rounded-lg border border-line bg-surface p-[0.6rem]';

/** Names get a little over half the panel: enough for the figures line under them. */
export const nameWidth = (layout: WallLayout) => Math.round(layout.panelWidth * 0.58);

/** Characters a label's width holds at the wall's name size (0.6 em a character, bold text). */
const labelChars = (layout: WallLayout) => Math.floor(nameWidth(layout) / (layout.fontSize * 0.6));

/**
 * A matchup's "A vs B" in whole words that its label's width holds, both sides kept (the chart
 * fits any other name itself).
 */
export const fitRow = (row: WinRateBar, layout: WallLayout): WinRateBar =>
  'sides' in row ? { ...row, name: fitPair((row as MatchupBar).sides, labelChars(layout)) } : row;

/** On the wall the class line reads its share of play; its thousands of games show as whiskers. */
function playDetail(row: WinRateBar): string {
  const share = formatPercent((row as ClassOverviewRow).popularity, 0);
  return t({ message: `${share} play`, comment: 'wall: a class\'s share of play, "12% play"' });
}

export const WallClassesPanel = memo(function WallClassesPanel({
  overview,
  minGames,
  gamesInWindow,
  layout,
  spread,
}: {
  overview: readonly ClassOverviewRow[];
  minGames: number;
  gamesInWindow: number;
  layout: WallLayout;
  /** One fixed axis for every chart of the wall. */
  spread: Spread;
}) {
  const { t } = useLingui();
  const drawn = useMemo(() => classesByWinRate(overview, minGames), [overview, minGames]);
  return (
    <section
      aria-labelledby="wall-classes"
      className={PANEL}
      style={{ flex: `${layout.chartShare} 1 0` }}
    >
      <PanelBody>
        <h2 id="wall-classes" className="text-[1.3rem] font-semibold">
          <Trans>Classes by win rate</Trans>
        </h2>
        {drawn.length === 0 ? (
          <WarmUp minGames={minGames} what="class" games={gamesInWindow} />
        ) : (
          <WinRateChart
            rows={drawn}
            title={t`Classes by win rate, with 95% intervals`}
            fontSize={layout.fontSize}
            barSize={layout.barSize(drawn.length)}
            nameWidth={nameWidth(layout)}
            height={layout.panelChartHeight}
            spread={spread}
            figureScale={1}
            sparseTicks
            detailOf={playDetail}
          />
        )}
      </PanelBody>
    </section>
  );
});

/** What is coming, instead of empty axes, while the first games arrive. */
export function WarmUp({
  minGames,
  what,
  games,
}: {
  minGames: number;
  /** What a chart's bar is: a class, or an archetype of a class. */
  what: 'class' | 'archetype';
  games: number;
}) {
  const { t } = useLingui();
  const count = formatCount(games);
  return (
    <p className="mt-[0.6rem] text-[1.3rem] text-muted">
      {what === 'class'
        ? t`Warming up: a class is charted once it has ${plural(minGames, { one: '# game', other: '# games' })} (${plural(games, { one: `${count} game`, other: `${count} games` })} so far).`
        : t`Warming up: a class's archetype is charted once it has ${plural(minGames, { one: '# game', other: '# games' })} (${plural(games, { one: `${count} game`, other: `${count} games` })} so far).`}
    </p>
  );
}
