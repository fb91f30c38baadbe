// The wall's rotation panel: one item at a time (the top archetypes across classes, each class's
// archetypes, the notable matchups), with which one shows and a countdown to the next. Each
// chart is drawn before its first turn and kept after it; a turn draws nothing.

import { useLingui } from '@lingui/react/macro';
import { memo, useMemo, useState } from 'react';
import { WinRateChart } from '../../components/charts/win-rate-chart.tsx';
import { ClassSwatch } from '../../components/class-badge.tsx';
import { SteadyText } from '../../components/steady-text.tsx';
import type { Spread } from '../../domain/chart-scale.ts';
import type { WallLayout } from '../../domain/wall.ts';
import type { RotationItem } from '../../domain/wall-rotation.ts';
import { useNow } from '../../hooks/use-now.ts';
import { PanelBody } from './panel-body.tsx';
import { fitRow, nameWidth, PANEL, WarmUp } from './wall-charts.tsx';

/** One item of the wall's rotation: the top archetypes across classes, or one class's. */

export const WallRotationPanel = memo(function WallRotationPanel({
  charts,
  position,
  upcoming,
  nextAt,
  rotateSeconds,
  minGames,
  gamesInWindow,
  layout,
  spread,
}: {
  /** The top archetypes, then the classes with at least one drawn archetype. */
  charts: readonly RotationItem[];
  position: number;
  /** The item drawn unseen before its turn, or null. */
  upcoming: number | null;
  /** When the next item shows (epoch ms). */
  nextAt: number;
  /** How long each item shows. */
  rotateSeconds: number;
  minGames: number;
  gamesInWindow: number;
  layout: WallLayout;
  spread: Spread;
}) {
  const { t } = useLingui();
  const current = charts[position];
  const rotating = charts.length > 1;
  const shown = position + 1;
  const total = charts.length;
  const next = upcoming === null ? undefined : charts[upcoming];
  // A chart is first drawn 1.5 s before its first turn, unseen, then kept unseen after its turn:
  // each chart is a layer of its own, transparent when not shown, so a turn changes two layers'
  // opacity and nothing is drawn again. Drawing the next chart every turn, or showing a kept one
  // by its visibility (which every element under it inherits: a style and paint of both
  // charts), held a TV stick's frame over 50 ms (docs/performance.md). A kept chart that is
  // neither shown nor next is skipped by rendering (`content-visibility: hidden`, set on its
  // slot alone: nothing under it is styled again); it keeps its layout and is painted again
  // when it is next, 1.5 s before its turn. Painted, a dozen transparent charts cost every frame
  // of the wall their paint and compositing. Bounded by the rotation's items (a chart per class
  // at most); a chart whose item left the rotation goes with it.
  const [kept, setKept] = useState<readonly string[]>([]);
  const due = [current, next].flatMap((item) =>
    item && !kept.includes(item.key) ? [item.key] : [],
  );
  if (due.length > 0) setKept([...kept, ...new Set(due)]);
  const slots = uniqueByKey(charts).filter(
    (item) => kept.includes(item.key) || due.includes(item.key),
  );
  return (
    <section
      aria-labelledby="wall-rotation"
      className={PANEL}
      style={{ flex: `${layout.chartShare} 1 0` }}
    >
      <PanelBody>
        <h2
          id="wall-rotation"
          className="flex min-w-0 items-center gap-x-[0.5rem] text-[1.3rem] font-semibold"
        >
          {/* The swatch's room is kept for the chart across classes too: its title starts where
            every class's does, and the rotation moves no text. */}
          {current?.classId !== undefined ? (
            <ClassSwatch classId={current.classId} className="size-[1rem] shrink-0" />
          ) : current ? (
            <span aria-hidden className="size-[1rem] shrink-0" />
          ) : null}
          <span className="truncate">{current ? current.title : t`Archetypes by class`}</span>
        </h2>
        {/* Its own line, kept while nothing rotates (a heading that wrapped under it would push
          the chart out of the panel; a line that came and went would move it). */}
        <p className="text-[1rem] leading-[1.5] text-muted" data-countdown>
          {rotating ? (
            <Countdown shown={shown} total={total} nextAt={nextAt} rotateSeconds={rotateSeconds} />
          ) : (
            '\u00a0'
          )}
        </p>
        {current ? (
          // Each chart is placed on its own, out of flow, in a box of the chart's height that it
          // does not size (containment): drawing a chart lays out that chart alone. Unseen
          // charts are neither read nor focused. No chart is pointed at (its figures are in its
          // rows, and it turns under a still pointer): the pointer never finds an unseen chart
          // above the one shown, and the frame's hit test for it skips them all (a setting
          // made at each turn would restyle both charts and all they hold).
          <div className="relative" style={{ height: rotationChartHeight(layout) }}>
            {slots.map((item) => {
              const state =
                item.key === current.key ? 'shown' : item.key === next?.key ? 'next' : 'kept';
              return (
                <div
                  key={item.key}
                  className="pointer-events-none absolute inset-x-0 top-0 [contain:strict]"
                  style={{
                    height: rotationChartHeight(layout),
                    opacity: state === 'shown' ? 1 : 0,
                    willChange: 'opacity',
                    contentVisibility: state === 'kept' ? 'hidden' : undefined,
                  }}
                  aria-hidden={state === 'shown' ? undefined : true}
                  data-rotation-slot={state}
                >
                  <RotationChart item={item} layout={layout} spread={spread} />
                </div>
              );
            })}
          </div>
        ) : (
          <WarmUp minGames={minGames} what="archetype" games={gamesInWindow} />
        )}
      </PanelBody>
    </section>
  );
});

/** The rotation's chart: the panel's chart height less the countdown's line. */
const rotationChartHeight = (layout: WallLayout) => layout.panelChartHeight - layout.unit * 1.5;

/** The items in their order, each once (the top archetypes come back between the others). */
function uniqueByKey(items: readonly RotationItem[]): RotationItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.key)) return false;
    seen.add(item.key);
    return true;
  });
}

/**
 * One item of the rotation as a chart; it re-renders with its figures, not with the turns.
 */
const RotationChart = memo(function RotationChart({
  item,
  layout,
  spread,
}: {
  item: RotationItem;
  layout: WallLayout;
  spread: Spread;
}) {
  const { t } = useLingui();
  const rows = useMemo(() => item.rows.map((row) => fitRow(row, layout)), [item, layout]);
  const chartName = item.title;
  return (
    <WinRateChart
      rows={rows}
      title={t`${chartName}: win rates with 95% intervals`}
      fontSize={layout.fontSize}
      barSize={layout.barSize(item.rows.length)}
      nameWidth={nameWidth(layout)}
      height={rotationChartHeight(layout)}
      spread={spread}
      figureScale={1}
      sparseTicks
    />
  );
});

/**
 * Which item shows and a true countdown to the next: it reads the clock every second, the
 * rotation keeps its own time; the chart above does not re-render with it.
 */
function Countdown({
  shown,
  total,
  nextAt,
  rotateSeconds,
}: {
  shown: number;
  total: number;
  nextAt: number;
  rotateSeconds: number;
}) {
  const { t } = useLingui();
  const now = useNow(1000);
  const secondsLeft = Math.min(rotateSeconds, Math.max(1, Math.ceil((nextAt - now) / 1000)));
  // Its parameters carry the messages' placeholder names.
  const line = (shown: number | string, total: number | string, secondsLeft: number | string) =>
    `${t({ message: `${shown} of ${total}`, comment: 'wall: the rotation\'s chart shown, "2 of 6"' })} · ${t({ message: `next in ${secondsLeft} s`, comment: 'wall: seconds until the next chart' })}`;
  // It ticks over every second in a room of its own: each digit written as many times as the
  // numbers have digits at most, none of the lines it can show is wider than all ten.
  // biome-ignore lint/correctness/useExhaustiveDependencies: line is made from t, each render.
  const samples = useMemo(() => {
    const most = (n: number, digit: string) => digit.repeat(String(n).length);
    return [...'0123456789'].map((d) =>
      line(most(total, d), most(total, d), most(rotateSeconds, d)),
    );
  }, [t, total, rotateSeconds]);
  return <SteadyText text={line(shown, total, secondsLeft)} samples={samples} />;
}
