// Wall display rules without a DOM: its URL options, class rotation, the burn-in shift, and
// when a newly deployed build may reload the page (never in a loop).
import { bracketParam, minGamesParam, themeParam, windowParam } from './url-options.ts';

export const WALL_PANELS = ['ticker', 'classes', 'rotation'] as const;
export type WallPanel = (typeof WALL_PANELS)[number];

export interface WallOptions {
  bracket: ReturnType<typeof bracketParam>;
  window: ReturnType<typeof windowParam>;
  minGames: number;
  /** Seconds each chart of the rotation stays on screen. */
  rotateSeconds: number;
  panels: ReadonlySet<WallPanel>;
  /** Shift static elements slightly from time to time (burn-in care). */
  shift: boolean;
  /** A theme for this screen only; null: the device's saved choice. */
  theme: 'dark' | 'light' | null;
}

const DEFAULT_ROTATE_SECONDS = 20;

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
    rotateSeconds:
      Number.isFinite(rotate) && rotate >= 5 && rotate <= 3600 ? rotate : DEFAULT_ROTATE_SECONDS,
    panels: new Set(requested.length > 0 ? requested : WALL_PANELS),
    shift: params.get('shift') !== '0',
    theme: themeParam(params),
  };
}

/** A wall with no options: what an address leaves out, and where the link builder starts. */
export const WALL_DEFAULTS: WallOptions = wallOptions(new URLSearchParams());

/** The route of a wall with these options, defaults left out: what the link builder shares. */
export function wallRoute(options: WallOptions): string {
  const params = new URLSearchParams();
  const panels = WALL_PANELS.filter((p) => options.panels.has(p));
  if (panels.length > 0 && panels.length < WALL_PANELS.length)
    params.set('panels', panels.join(','));
  if (options.rotateSeconds !== WALL_DEFAULTS.rotateSeconds)
    params.set('rotate', String(options.rotateSeconds));
  if (options.bracket !== WALL_DEFAULTS.bracket) params.set('bracket', options.bracket);
  if (options.window !== WALL_DEFAULTS.window) params.set('window', options.window);
  if (options.minGames !== WALL_DEFAULTS.minGames) params.set('min', String(options.minGames));
  if (options.shift !== WALL_DEFAULTS.shift) params.set('shift', '0');
  if (options.theme) params.set('theme', options.theme);
  const query = params.toString();
  return `#/wall${query ? `?${query}` : ''}`;
}

/**
 * Sizes of the wall's parts, in px, for a viewport; everything scales with one type unit, the
 * smallest text on the wall: 22 px on a 1080-pixel short side (1920×1080 or 1080×1920), 44 px
 * at 3840×2160, readable from across a room. Names and win rates are 1.3 units.
 */
export interface WallLayout {
  unit: number;
  /** Landscape: panels side by side; portrait: one above the other. */
  orientation: 'landscape' | 'portrait';
  /** Chart names and win rates (1.3 units). */
  fontSize: number;
  /** Height of one chart panel's plot. */
  panelChartHeight: number;
  /** Width of one chart panel. */
  panelWidth: number;
  tickerRows: number;
  /** Shares of the main area (flex grow) for the ticker and for each chart panel. */
  tickerShare: number;
  chartShare: number;
  /** Bar thickness for a chart of `rows` bars: half a row, at most 1.6 type units. */
  barSize: (rows: number) => number;
}

/** The smallest wall text, in px, for a short side of 1080 px. */
export const WALL_MIN_TEXT_PX = 22;
/** Names and win rates, in type units (28.6 px on 1080). */
export const WALL_NAME_UNITS = 1.3;

/**
 * The type unit never falls under this (a wall opened on a phone: 8 px at 412 px wide would be
 * illegible); the smallest wall text is then 12 px and the panels hold fewer rows.
 */
export const WALL_FLOOR_PX = 12;

/** The CSS form of WallLayout.unit, for the root font size. */
export const WALL_TYPE_UNIT = `max(${WALL_FLOOR_PX}px, calc(min(100vw, 100vh) * ${WALL_MIN_TEXT_PX} / 1080))`;

/** Share of the main area the ticker takes beside chart panels (the rest is split evenly). */
const TICKER_SHARE = 0.34;

export function wallLayout(
  viewport: { width: number; height: number },
  panels: ReadonlySet<WallPanel>,
): WallLayout {
  const unit = Math.max(
    WALL_FLOOR_PX,
    (Math.min(viewport.width, viewport.height) * WALL_MIN_TEXT_PX) / 1080,
  );
  const orientation = viewport.width >= viewport.height ? 'landscape' : 'portrait';
  // Header, footer, padding and gaps take about 7 units of height.
  const mainHeight = viewport.height - unit * 7;
  const mainWidth = viewport.width - unit * 2;
  const charts = (panels.has('classes') ? 1 : 0) + (panels.has('rotation') ? 1 : 0);
  const ticker = panels.has('ticker');
  const chartShare = charts === 0 ? 0 : (ticker ? 1 - TICKER_SHARE : 1) / charts;
  const tickerShare = ticker ? (charts === 0 ? 1 : TICKER_SHARE) : 0;
  const across = orientation === 'landscape';
  // A panel's heading and padding take about 3 units.
  const panelChartHeight =
    charts === 0 ? 0 : (across ? mainHeight : mainHeight * chartShare) - unit * 3.5;
  const panelWidth = charts === 0 ? 0 : across ? mainWidth * chartShare : mainWidth;
  // Stacked, the ticker also gives up its share of the gaps between panels (0.8 units each).
  const tickerHeight = across ? mainHeight : mainHeight * tickerShare - unit * 1.6;
  // A ticker row: two lines of 1.3-unit names (1.95 units each with their line height),
  // padding, border and the gap: about 4.9 units.
  const tickerRows = Math.max(3, Math.floor((tickerHeight - unit * 2.5) / (unit * 4.9)));
  return {
    unit,
    orientation,
    fontSize: Math.round(unit * WALL_NAME_UNITS),
    panelChartHeight,
    panelWidth,
    tickerRows,
    tickerShare,
    chartShare,
    barSize: (rows) =>
      Math.min(unit * 1.6, Math.max(6, Math.floor(panelChartHeight / Math.max(rows, 1) / 2))),
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
