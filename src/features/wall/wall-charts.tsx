// The wall's chart panels: every class's win rate and popularity, and one class's archetypes
// at a time. Rows come aggregated; sizes come from the wall's layout.
import { PopularityChart } from '../../components/charts/popularity-chart.tsx';
import { WinRateChart } from '../../components/charts/win-rate-chart.tsx';
import { ClassSwatch } from '../../components/class-badge.tsx';
import type { ClassChart, ClassOverviewRow } from '../../domain/chart-rows.ts';
import type { Spread } from '../../domain/chart-scale.ts';
import { formatCount } from '../../domain/format.ts';
import type { WallLayout } from '../../domain/wall.ts';

const PANEL = 'min-h-0 flex-1 rounded-lg border border-line bg-surface p-[0.6rem]';

export function WallClassesPanel({
  overview,
  minGames,
  layout,
  spread,
}: {
  overview: readonly ClassOverviewRow[];
  minGames: number;
  layout: WallLayout;
  /** One fixed axis for every chart of the wall. */
  spread: Spread;
}) {
  const drawn = overview.filter((r) => r.games >= minGames);
  return (
    <section aria-labelledby="wall-classes" className={PANEL}>
      <h2 id="wall-classes" className="text-[1.1rem] font-semibold">
        Classes: win rate and popularity
      </h2>
      {overview.length === 0 ? (
        <p className="text-muted">No games in this window yet.</p>
      ) : (
        <div className="grid grid-cols-[3fr_2fr] gap-[0.6rem]">
          <WinRateChart
            rows={drawn}
            title="Class win rates with 95% intervals"
            fontSize={layout.fontSize}
            barSize={layout.barSize(drawn.length)}
            nameWidth={layout.unit * 9}
            height={layout.panelChartHeight}
            spread={spread}
          />
          <PopularityChart
            rows={overview}
            title="Class popularity, share of player slots"
            fontSize={layout.fontSize}
            barSize={layout.barSize(overview.length)}
            nameWidth={layout.unit * 7}
            height={layout.panelChartHeight}
          />
        </div>
      )}
    </section>
  );
}

export function WallRotationPanel({
  charts,
  position,
  secondsLeft,
  minGames,
  gamesInWindow,
  layout,
  spread,
}: {
  /** The classes with at least one drawn archetype. */
  charts: readonly ClassChart[];
  position: number;
  /** Seconds until the next class. */
  secondsLeft: number;
  minGames: number;
  gamesInWindow: number;
  layout: WallLayout;
  spread: Spread;
}) {
  const current = charts[position];
  return (
    <section aria-labelledby="wall-rotation" className={PANEL}>
      <h2 id="wall-rotation" className="flex items-center gap-[0.5rem] text-[1.1rem] font-semibold">
        {current ? (
          <ClassSwatch
            classId={current.group === 'unknown' ? null : current.group}
            className="size-[1rem]"
          />
        ) : null}
        {current ? `${current.label} archetypes` : 'Archetypes by class'}
        {charts.length > 1 ? (
          <span className="text-[0.8rem] font-normal text-muted">
            {position + 1} of {charts.length} · next in {secondsLeft} s
          </span>
        ) : null}
      </h2>
      {current ? (
        <WinRateChart
          key="rotation"
          rows={current.drawn}
          title={`${current.label}: archetype win rates with 95% intervals`}
          fontSize={layout.fontSize}
          barSize={layout.barSize(current.drawn.length)}
          nameWidth={layout.unit * 13}
          height={layout.panelChartHeight}
          spread={spread}
        />
      ) : (
        <p className="text-muted">
          No archetype has {minGames} games in this window yet ({formatCount(gamesInWindow)} games
          so far).
        </p>
      )}
    </section>
  );
}
