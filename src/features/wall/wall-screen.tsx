// The wall display: one screen for a TV across a room, left alone for days. Live ticker, class
// overview and a rotating class chart, a status bar with a clock, an impossible-to-miss banner
// when data is stale, all scaled to the viewport; no scrolling and nothing that needs a mouse.
import { memo, type ReactNode, useMemo } from 'react';
import { ConnectionNotice } from '../../components/connection-notice.tsx';
import { QUIET_MOTION } from '../../components/quiet-motion.ts';
import { RefusedOverrides } from '../../components/refused-overrides.tsx';
import { type ClassChart, classCharts, classOverview } from '../../domain/chart-rows.ts';
import { SPREADS, sharedSpread } from '../../domain/chart-scale.ts';
import { bracketLabel } from '../../domain/labels.ts';
import type { ArchetypeLookup } from '../../domain/match-filter.ts';
import type { Aggregate, StatsFilter } from '../../domain/stats.ts';
import {
  burnInOffset,
  WALL_TYPE_UNIT,
  type WallLayout,
  type WallOptions,
  wallLayout,
  wallOptions,
} from '../../domain/wall.ts';
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
import { WallClassesPanel } from './wall-charts.tsx';
import { WallFooter } from './wall-footer.tsx';
import { WallRotationPanel } from './wall-rotation-panel.tsx';
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
  const recent = useRecentMatches();
  const depth = useDataDepth();

  const show = options.panels;
  const filterLabel = `${windowLabel(options.window)} · ${bracketLabel(options.bracket)}`;

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
            <WallClasses filter={filter} lookup={lookup} options={options} layout={layout} />
          ) : null}
          {show.has('rotation') ? (
            <WallRotation filter={filter} lookup={lookup} options={options} layout={layout} />
          ) : null}
        </main>
        <WallFooterFigures
          filter={filter}
          bracket={options.bracket}
          filterLabel={filterLabel}
          waitingVersion={waitingVersion}
        />
      </BurnInShift>
    </div>
  );
}

// The wall's statistics, each figure computed in a component of its own: a poll's statistics
// are rendered as a transition (useAggregate), and React can yield to the browser only between
// components, so the aggregate, the class overview, the class charts and the rotation's items
// are each a short task on a slow CPU instead of one long one. The aggregate is shared (computed
// once per statistics version, whichever panel asks first).

interface PanelProps {
  filter: StatsFilter;
  lookup: ArchetypeLookup;
  options: WallOptions;
  layout: WallLayout;
}

interface FiguresProps {
  agg: Aggregate;
  lookup: ArchetypeLookup;
  options: WallOptions;
  layout: WallLayout;
}

const WallClasses = memo(function WallClasses({ filter, ...rest }: PanelProps) {
  return <ClassesFigures agg={useAggregate(filter)} {...rest} />;
});

const ClassesFigures = memo(function ClassesFigures({
  agg,
  lookup,
  options,
  layout,
}: FiguresProps) {
  const overview = useMemo(() => classOverview(agg, (id) => lookup(id)?.classId), [agg, lookup]);
  // The classes, all within a few points of 50 %, get the narrowest axis that holds their
  // intervals, so their differences show.
  const spread = useMemo(
    () => sharedSpread([overview.filter((r) => r.games >= options.minGames)], SPREADS),
    [overview, options.minGames],
  );
  return (
    <WallClassesPanel
      overview={overview}
      minGames={options.minGames}
      gamesInWindow={agg.totalSlots / 2}
      layout={layout}
      spread={spread}
    />
  );
});

const WallRotation = memo(function WallRotation({ filter, lookup, options, layout }: PanelProps) {
  const agg = useAggregate(filter);
  const charts = useMemo(
    () => classCharts(agg, lookup, options.minGames).filter((c) => c.drawn.length > 0),
    [agg, lookup, options.minGames],
  );
  return (
    <RotationFigures agg={agg} charts={charts} lookup={lookup} options={options} layout={layout} />
  );
});

const RotationFigures = memo(function RotationFigures({
  agg,
  charts,
  lookup,
  options,
  layout,
}: FiguresProps & { charts: readonly ClassChart[] }) {
  // What is winning across classes first, then each class with data.
  const items = useMemo(
    () => wallRotation(agg, lookup, charts, options.minGames, options.rotateSeconds),
    [agg, lookup, charts, options.minGames, options.rotateSeconds],
  );
  // One axis from item to item.
  const spread = useMemo(() => sharedSpread(items.map((item) => item.rows)), [items]);
  const rotation = useRotation(items.length, options.rotateSeconds);
  return (
    <WallRotationPanel
      charts={items}
      position={rotation.position}
      upcoming={rotation.upcoming}
      nextAt={rotation.nextAt}
      rotateSeconds={options.rotateSeconds}
      minGames={options.minGames}
      gamesInWindow={agg.totalSlots / 2}
      layout={layout}
      spread={spread}
    />
  );
});

const WallFooterFigures = memo(function WallFooterFigures({
  filter,
  ...rest
}: Omit<Parameters<typeof WallFooter>[0], 'slotsInWindow'> & { filter: StatsFilter }) {
  return <WallFooter slotsInWindow={useAggregate(filter).totalSlots} {...rest} />;
});

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
