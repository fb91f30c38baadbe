// The wall display: one screen for a TV across a room, left alone for days. Live ticker, class
// overview and a rotating class chart, a status bar with a clock, an impossible-to-miss banner
// when data is stale, all scaled to the viewport; no scrolling and nothing that needs a mouse.
import { memo, type ReactNode, useMemo } from 'react';
import { ConnectionNotice } from '../../components/connection-notice.tsx';
import { QUIET_MOTION } from '../../components/quiet-motion.ts';
import { RefusedOverrides } from '../../components/refused-overrides.tsx';
import { classCharts, classOverview } from '../../domain/chart-rows.ts';
import { SPREADS, sharedSpread } from '../../domain/chart-scale.ts';
import { bracketLabel } from '../../domain/labels.ts';
import type { ArchetypeLookup } from '../../domain/match-filter.ts';
import { burnInOffset, WALL_TYPE_UNIT, wallLayout, wallOptions } from '../../domain/wall.ts';
import { wallRotation } from '../../domain/wall-rotation.ts';
import { windowLabel, windowMs } from '../../domain/windows.ts';
import { useDocumentTheme } from '../../hooks/use-document-theme.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useAggregate } from '../../runtime/use-statistics.ts';
import { useConnection } from '../../runtime/use-status.ts';
import { useDataDepth, useRecentMatches } from '../../runtime/use-store.ts';
import { useVersionWatch } from '../../runtime/use-version-watch.ts';
import {
  useIdleCursor,
  useRootFontSize,
  useRotation,
  useViewport,
  useWakeLock,
} from './use-wall-effects.ts';
import { WallClassesPanel, WallRotationPanel } from './wall-charts.tsx';
import { WallFooter } from './wall-footer.tsx';
import { WallTicker } from './wall-ticker.tsx';

/**
 * The wall. Nothing here reads the clock: what shows the time (the footer, the ages in the
 * ticker, the countdown, the banner, the burn-in shift) reads it itself, so a second going by
 * re-renders those and not the charts.
 */
export function WallScreen() {
  const { persistence, refused } = useRuntime();
  const [params] = useUrlState();
  const query = params.toString();
  const options = useMemo(() => wallOptions(new URLSearchParams(query)), [query]);
  const viewport = useViewport();
  const layout = useMemo(() => wallLayout(viewport, options.panels), [viewport, options.panels]);
  const idle = useIdleCursor();
  useWakeLock();
  useRootFontSize(WALL_TYPE_UNIT);
  useDocumentTheme(options.theme);
  const waitingVersion = useVersionWatch(__BUILD_VERSION__, persistence.flush).blocked;

  const index = useArchetypeIndex().data;
  const lookup: ArchetypeLookup = useMemo(() => (id: number) => index?.get(id), [index]);
  const filter = useMemo(
    () => ({ bracket: options.bracket, windowMs: windowMs(options.window) }),
    [options.bracket, options.window],
  );
  // Deferred (useAggregate): the poll's update commits at once, the charts after it.
  const agg = useAggregate(filter);
  const charts = useMemo(
    () => classCharts(agg, lookup, options.minGames).filter((c) => c.drawn.length > 0),
    [agg, lookup, options.minGames],
  );
  const overview = useMemo(() => classOverview(agg, (id) => lookup(id)?.classId), [agg, lookup]);
  // The rotation: what is winning across classes first, then each class with data.
  const rotationItems = useMemo(
    () => wallRotation(agg, lookup, charts, options.minGames, options.rotateSeconds),
    [agg, lookup, charts, options.minGames, options.rotateSeconds],
  );
  // The rotation keeps one axis from item to item; the classes, all within a few points of
  // 50 %, get the narrowest axis that holds their intervals, so their differences show.
  const spread = useMemo(
    () => sharedSpread(rotationItems.map((item) => item.rows)),
    [rotationItems],
  );
  const classSpread = useMemo(
    () => sharedSpread([overview.filter((r) => r.games >= options.minGames)], SPREADS),
    [overview, options.minGames],
  );
  const rotation = useRotation(rotationItems.length, options.rotateSeconds);
  const recent = useRecentMatches();
  const depth = useDataDepth();

  const show = options.panels;
  const filterLabel = `${windowLabel(options.window)} · ${bracketLabel(options.bracket)}`;
  const gamesInWindow = agg.totalSlots / 2;

  return (
    <div
      className={`fixed inset-0 overflow-hidden bg-bg text-ink ${idle ? 'cursor-none' : ''}`}
      data-testid="wall"
      data-idle={idle}
    >
      <WallBanner />
      <div className="absolute inset-x-0 bottom-0 z-30">
        <RefusedOverrides refused={refused} />
      </div>
      <BurnInShift shift={options.shift}>
        <header className="flex items-baseline justify-between">
          <h1 className="text-[1.6rem] font-bold">
            <span className="text-accent">◆</span> Ladder Live
          </h1>
          <p className="text-[1rem] text-muted">
            {bracketLabel(options.bracket)} · {windowLabel(options.window)} · {depth}
          </p>
        </header>
        <main
          className={`flex min-h-0 flex-1 gap-[0.8rem] ${layout.orientation === 'portrait' ? 'flex-col' : 'flex-row'}`}
        >
          {show.has('ticker') ? (
            <WallTicker
              recent={recent}
              rows={layout.tickerRows}
              lookup={lookup}
              share={layout.tickerShare}
            />
          ) : null}
          {show.has('classes') ? (
            <WallClassesPanel
              overview={overview}
              minGames={options.minGames}
              gamesInWindow={gamesInWindow}
              layout={layout}
              spread={classSpread}
            />
          ) : null}
          {show.has('rotation') ? (
            <WallRotationPanel
              charts={rotationItems}
              position={rotation.position}
              turn={rotation.turn}
              upcoming={rotation.upcoming}
              nextAt={rotation.nextAt}
              rotateSeconds={options.rotateSeconds}
              minGames={options.minGames}
              gamesInWindow={gamesInWindow}
              layout={layout}
              spread={spread}
            />
          ) : null}
        </main>
        <WallFooter
          slotsInWindow={agg.totalSlots}
          bracket={options.bracket}
          filterLabel={filterLabel}
          waitingVersion={waitingVersion}
        />
      </BurnInShift>
    </div>
  );
}

/** The banner when the data is not live: the connection's state, read every second. */
function WallBanner() {
  return <ConnectionNotice connection={useConnection()} look="banner" />;
}

/**
 * The wall's content, moved a few pixels every two minutes when asked (burn-in protection). It
 * reads the clock; its content, made by the wall, does not re-render with it.
 */
const BurnInShift = memo(function BurnInShift({
  shift,
  children,
}: {
  shift: boolean;
  children: ReactNode;
}) {
  const now = useNow(1000);
  const offset = shift ? burnInOffset(now) : { x: 0, y: 0 };
  return (
    <div
      {...QUIET_MOTION}
      className="absolute inset-[4px] flex flex-col gap-[0.6rem] p-[0.8rem] motion-safe:transition-transform motion-safe:duration-1000"
      // Inset by the shift's amplitude, so the shifted content never leaves the screen.
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      {children}
    </div>
  );
});
