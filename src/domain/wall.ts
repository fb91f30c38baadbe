// Wall display rules without a DOM: its URL options, class rotation, the burn-in shift, and
// when a newly deployed build may reload the page (never in a loop).
import { bracketParam, minGamesParam, windowParam } from './url-options.ts';

export const WALL_PANELS = ['ticker', 'classes', 'rotation'] as const;
export type WallPanel = (typeof WALL_PANELS)[number];

export interface WallOptions {
  bracket: ReturnType<typeof bracketParam>;
  window: ReturnType<typeof windowParam>;
  minGames: number;
  /** Seconds each class's chart stays on screen. */
  rotateSeconds: number;
  panels: ReadonlySet<WallPanel>;
  /** Shift static elements slightly from time to time (burn-in care). */
  shift: boolean;
}

export function wallOptions(params: URLSearchParams): WallOptions {
  const rotate = Number(params.get('rotate'));
  const requested = (params.get('panels') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p): p is WallPanel => (WALL_PANELS as readonly string[]).includes(p));
  return {
    bracket: bracketParam(params),
    window: windowParam(params),
    minGames: minGamesParam(params),
    rotateSeconds: Number.isFinite(rotate) && rotate >= 5 && rotate <= 3600 ? rotate : 20,
    panels: new Set(requested.length > 0 ? requested : WALL_PANELS),
    shift: params.get('shift') !== '0',
  };
}

/** Sizes of the wall's parts, in px, for a viewport; everything scales with one type unit. */
export interface WallLayout {
  /** 1.05% of the width, but never more than a 16:9 screen's height allows. */
  unit: number;
  /** Chart text. */
  fontSize: number;
  /** Height of one chart in the right-hand column. */
  panelChartHeight: number;
  tickerRows: number;
  /** Bar thickness for a chart of `rows` bars: half a row, at most two type units. */
  barSize: (rows: number) => number;
}

/** The CSS form of WallLayout.unit, for the root font size. */
export const WALL_TYPE_UNIT = 'min(1.05vw, 1.87vh)';

export function wallLayout(
  viewport: { width: number; height: number },
  panels: ReadonlySet<WallPanel>,
): WallLayout {
  const unit = Math.min(viewport.width * 0.0105, viewport.height * 0.0187);
  const mainHeight = viewport.height - unit * 8;
  const rightPanels = (panels.has('classes') ? 1 : 0) + (panels.has('rotation') ? 1 : 0);
  const panelChartHeight = rightPanels > 0 ? mainHeight / rightPanels - unit * 4 : 0;
  return {
    unit,
    fontSize: Math.round(unit * 0.8),
    panelChartHeight,
    tickerRows: Math.max(3, Math.floor((mainHeight - unit * 3) / (unit * 4.1))),
    barSize: (rows) =>
      Math.min(unit * 2, Math.max(6, Math.floor(panelChartHeight / Math.max(rows, 1) / 2))),
  };
}

/** The next position in a rotation of `count` items (0 when there is nothing to rotate). */
export function nextRotation(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** A small offset, changing every `periodMs`, cycling through a few pixels in each direction. */
export function burnInOffset(
  now: number,
  periodMs = 120_000,
  amplitude = 4,
): { x: number; y: number } {
  const step = Math.floor(now / periodMs);
  const path = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
    [0, -1],
    [1, -1],
  ] as const;
  const [x, y] = path[step % path.length] ?? [0, 0];
  return { x: x * amplitude, y: y * amplitude };
}

export interface ReloadGuard {
  /** The version we last reloaded to reach. */
  to: string;
  at: number;
}

export const RELOAD_GUARD_MS = 30 * 60_000;

/**
 * Reload when the deployed version differs from the running one, unless we already reloaded
 * for that same version recently and still run the old one (a cache serving a stale
 * index.html): then reloading again would only loop.
 */
export function shouldReload(
  running: string,
  deployed: string | null,
  guard: ReloadGuard | null,
  now: number,
): boolean {
  if (!deployed || deployed === running) return false;
  if (guard && guard.to === deployed && now - guard.at < RELOAD_GUARD_MS) return false;
  return true;
}
