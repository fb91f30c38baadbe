import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { PopularityChart } from '../../components/charts/popularity-chart.tsx';
import { WinRateChart } from '../../components/charts/win-rate-chart.tsx';
import { ClassSwatch } from '../../components/class-badge.tsx';
import { MatchRow } from '../../components/match-row.tsx';
import { RefusedOverrides } from '../../components/refused-overrides.tsx';
import { classCharts, classOverview } from '../../domain/chart-rows.ts';
import { connectionNotice } from '../../domain/connection.ts';
import { formatAge, formatCount } from '../../domain/format.ts';
import { type ArchetypeLookup, matchSentence } from '../../domain/match-filter.ts';
import { BRACKET_LABELS } from '../../domain/ranks.ts';
import { WINDOWS, windowMs } from '../../domain/stats.ts';
import { burnInOffset, nextRotation, wallOptions } from '../../domain/wall.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import {
  type Connection,
  useAggregate,
  useArchetypeIndex,
  useConnection,
  useRuntime,
} from '../../runtime/hooks.ts';
import { useIdleCursor, useVersionWatch, useViewport, useWakeLock } from './use-wall-effects.ts';

/** One type unit: 1.05% of the width, but never more than a 16:9 screen's height allows. */
const TYPE_UNIT = 'min(1.05vw, 1.87vh)';

function StaleBanner({ connection }: { connection: Connection }) {
  const notice = connectionNotice(connection.state, connection.record, connection.now);
  if (!notice) return null;
  return (
    <div
      role="alert"
      className={`absolute inset-x-0 top-0 z-20 flex items-center justify-center gap-4 px-4 py-3 text-center text-2xl font-bold ${connection.state === 'stale' ? 'bg-warn text-bg' : 'bg-bad text-white'}`}
    >
      <span className="uppercase">{notice.title}</span>{' '}
      <span className="font-normal">
        — {notice.since}. {notice.reason} Retrying automatically.
      </span>
    </div>
  );
}

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time dateTime={now.toISOString()} className="tabular-nums">
      {now.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
    </time>
  );
}

export function WallScreen() {
  const { store, persistence, refused } = useRuntime();
  const connection = useConnection();
  const [params] = useUrlState();
  const options = wallOptions(params);
  const viewport = useViewport();
  const idle = useIdleCursor();
  useWakeLock();
  const blockedVersion = useVersionWatch(__BUILD_VERSION__, persistence.flush);
  const catalogue = useArchetypeIndex();
  const index = catalogue.data;
  const lookup: ArchetypeLookup = useMemo(() => (id: number) => index?.get(id), [index]);
  const filter = useMemo(
    () => ({ bracket: options.bracket, windowMs: windowMs(options.window) }),
    [options.bracket, options.window],
  );
  // Charts follow a deferred copy: the poll's update commits at once, the charts after it.
  const agg = useDeferredValue(useAggregate(filter));
  const charts = useMemo(
    () => classCharts(agg, lookup, options.minGames).filter((c) => c.drawn.length > 0),
    [agg, lookup, options.minGames],
  );
  const overview = useMemo(() => classOverview(agg, (id) => lookup(id)?.classId), [agg, lookup]);
  const [rotation, setRotation] = useState(0);
  const chartCount = charts.length;
  useEffect(() => {
    const id = setInterval(
      () => setRotation((i) => nextRotation(i, chartCount)),
      options.rotateSeconds * 1000,
    );
    return () => clearInterval(id);
  }, [options.rotateSeconds, chartCount]);
  const current = chartCount > 0 ? charts[rotation % chartCount] : undefined;

  // Everything in rem scales with the screen while the wall is shown.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = TYPE_UNIT;
    return () => {
      root.style.fontSize = before;
    };
  }, []);

  const unit = Math.min(viewport.width * 0.0105, viewport.height * 0.0187);
  const fontSize = Math.round(unit * 0.8);
  const mainHeight = viewport.height - unit * 8;
  const show = options.panels;
  const rightPanels = (show.has('classes') ? 1 : 0) + (show.has('rotation') ? 1 : 0);
  const panelChartHeight = rightPanels > 0 ? mainHeight / rightPanels - unit * 4 : 0;
  // Half of each row's height, never thicker than two type units (a class with few archetypes).
  const barSize = (rows: number) =>
    Math.min(unit * 2, Math.max(6, Math.floor(panelChartHeight / Math.max(rows, 1) / 2)));
  const tickerRows = Math.max(3, Math.floor((mainHeight - unit * 3) / (unit * 4.1)));
  const offset = options.shift ? burnInOffset(connection.now) : { x: 0, y: 0 };
  const windowLabel = WINDOWS.find((w) => w.id === options.window)?.label ?? '';
  const recent = store.recent().slice(0, tickerRows);
  const matchesInWindow = agg.totalSlots / 2;
  const lastUpdate =
    connection.record.lastSuccessAt !== null
      ? formatAge(connection.now - connection.record.lastSuccessAt)
      : 'never';
  const drawnOverview = overview.filter((r) => r.games >= options.minGames);

  return (
    <div
      className={`fixed inset-0 overflow-hidden bg-bg text-ink ${idle ? 'cursor-none' : ''}`}
      data-testid="wall"
      data-idle={idle}
    >
      <StaleBanner connection={connection} />
      <div className="absolute inset-x-0 bottom-0 z-30">
        <RefusedOverrides refused={refused} />
      </div>
      <div
        className="absolute inset-[4px] flex flex-col gap-[0.6rem] p-[0.8rem] transition-transform duration-1000"
        // Inset by the shift's amplitude, so the shifted content never leaves the screen.
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      >
        <header className="flex items-baseline justify-between">
          <h1 className="text-[1.6rem] font-bold">
            <span className="text-accent">◆</span> Ladder Live
          </h1>
          <p className="text-[1.1rem] text-muted">
            {BRACKET_LABELS[options.bracket]} · {windowLabel}
          </p>
        </header>
        <main className="flex min-h-0 flex-1 gap-[0.8rem]">
          {show.has('ticker') ? (
            <section
              aria-labelledby="wall-ticker"
              className={`flex min-w-0 flex-col ${rightPanels > 0 ? 'w-[40%]' : 'w-full'}`}
            >
              <h2 id="wall-ticker" className="mb-[0.4rem] text-[1.1rem] font-semibold">
                Latest matches
              </h2>
              {recent.length === 0 ? (
                <p className="text-muted">Waiting for the first matches…</p>
              ) : (
                <ol aria-label="Latest matches, newest first" className="space-y-[0.3rem]">
                  {recent.map((m) => (
                    <MatchRow
                      key={m.id}
                      match={m}
                      first={lookup(m.players[0].archetype)}
                      second={lookup(m.players[1].archetype)}
                      sentence={matchSentence(m, lookup)}
                      now={connection.now}
                      compact
                    />
                  ))}
                </ol>
              )}
            </section>
          ) : null}
          {rightPanels > 0 ? (
            <div className="flex min-w-0 flex-1 flex-col gap-[0.8rem]">
              {show.has('classes') ? (
                <section
                  aria-labelledby="wall-classes"
                  className="min-h-0 flex-1 rounded-lg border border-line bg-surface p-[0.6rem]"
                >
                  <h2 id="wall-classes" className="text-[1.1rem] font-semibold">
                    Classes: win rate and popularity
                  </h2>
                  {overview.length === 0 ? (
                    <p className="text-muted">No games in this window yet.</p>
                  ) : (
                    <div className="grid grid-cols-[3fr_2fr] gap-[0.6rem]">
                      <WinRateChart
                        rows={drawnOverview}
                        title="Class win rates with 95% intervals"
                        fontSize={fontSize}
                        barSize={barSize(drawnOverview.length)}
                        nameWidth={unit * 9}
                        height={panelChartHeight}
                      />
                      <PopularityChart
                        rows={overview}
                        title="Class popularity, share of player slots"
                        fontSize={fontSize}
                        barSize={barSize(overview.length)}
                        nameWidth={unit * 7}
                        height={panelChartHeight}
                      />
                    </div>
                  )}
                </section>
              ) : null}
              {show.has('rotation') ? (
                <section
                  aria-labelledby="wall-rotation"
                  className="min-h-0 flex-1 rounded-lg border border-line bg-surface p-[0.6rem]"
                >
                  <h2
                    id="wall-rotation"
                    className="flex items-center gap-[0.5rem] text-[1.1rem] font-semibold"
                  >
                    {current ? (
                      <ClassSwatch
                        classId={current.group === 'unknown' ? null : current.group}
                        className="size-[1rem]"
                      />
                    ) : null}
                    {current ? `${current.label} archetypes` : 'Archetypes by class'}
                    {chartCount > 1 ? (
                      <span className="text-[0.8rem] font-normal text-muted">
                        {(rotation % chartCount) + 1} of {chartCount} · next in{' '}
                        {options.rotateSeconds} s
                      </span>
                    ) : null}
                  </h2>
                  {current ? (
                    <WinRateChart
                      key="rotation"
                      rows={current.drawn}
                      title={`${current.label}: archetype win rates with 95% intervals`}
                      fontSize={fontSize}
                      barSize={barSize(current.drawn.length)}
                      nameWidth={unit * 13}
                      height={panelChartHeight}
                    />
                  ) : (
                    <p className="text-muted">
                      No archetype has {options.minGames} games in this window yet (
                      {formatCount(matchesInWindow)} games so far).
                    </p>
                  )}
                </section>
              ) : null}
            </div>
          ) : null}
        </main>
        <footer className="flex items-center justify-between gap-[1rem] border-t border-line pt-[0.4rem] text-[1rem]">
          <span data-state={connection.state} className="font-semibold">
            {connection.state === 'live'
              ? '● Live'
              : connection.state === 'connecting'
                ? '… Connecting'
                : `✕ ${connection.state}`}
          </span>
          <span>Updated {lastUpdate}</span>
          <span>{formatCount(matchesInWindow)} matches in window</span>
          <span>
            {windowLabel} · {BRACKET_LABELS[options.bracket]}
          </span>
          {blockedVersion ? (
            <span className="text-warn">
              New version waiting: reload by hand (seen {blockedVersion.seen}×)
            </span>
          ) : null}
          <Clock />
        </footer>
      </div>
    </div>
  );
}
