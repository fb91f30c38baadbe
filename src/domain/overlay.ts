// The stream overlay's URL options (#/overlay?content=ticker&size=m&theme=dark&rows=5…), read
// leniently: an unknown value falls back to the default, so a streamer's saved URL keeps working.
// Its language is the page's: `?lang=koKR` before the hash, or `lang=koKR` among these options.
import { t } from '@lingui/core/macro';
import { bracketParam, minGamesParam, themeParam } from './url-options.ts';
import { isWindowId, type WindowId } from './windows.ts';

export const OVERLAY_CONTENT = ['ticker', 'classes', 'archetypes'] as const;
export type OverlayContent = (typeof OVERLAY_CONTENT)[number];

/** Root font size per size option, in px: the overlay scales with it. */
export const OVERLAY_SIZES = { s: 16, m: 22, l: 30 } as const;
export type OverlaySize = keyof typeof OVERLAY_SIZES;

export interface OverlayOptions {
  content: OverlayContent;
  size: OverlaySize;
  theme: 'dark' | 'light';
  bracket: ReturnType<typeof bracketParam>;
  /** The window the URL fixes; null: the shortest window with enough games (chooseWindow). */
  window: WindowId | null;
  minGames: number;
  /** Rows of the ticker, or bars of a chart. */
  rows: number;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function overlayOptions(params: URLSearchParams): OverlayOptions {
  const rows = Number(params.get('rows'));
  return {
    content: pick(params.get('content'), OVERLAY_CONTENT, 'ticker'),
    size: pick(params.get('size'), ['s', 'm', 'l'] as const, 'm'),
    theme: themeParam(params) ?? 'dark',
    bracket: bracketParam(params),
    window: isWindowId(params.get('window')) ? (params.get('window') as WindowId) : null,
    minGames: minGamesParam(params),
    rows: Number.isInteger(rows) && rows >= 1 && rows <= 20 ? rows : 5,
  };
}

/** The windows an overlay without `window=` tries, shortest first. */
export const AUTO_WINDOWS: readonly WindowId[] = ['1h', '6h', '24h', '7d', 'all'];

/**
 * The shortest of AUTO_WINDOWS in which `shownIn` finds `wanted` rows to show: at the demo rate
 * the last hour, at the real rate (about 22 games an hour for a whole class) a longer one, so the
 * overlay leaves "warming up" as soon as the history holds enough.
 */
export function chooseWindow(shownIn: (window: WindowId) => number, wanted: number): WindowId {
  return AUTO_WINDOWS.find((w) => shownIn(w) >= wanted) ?? 'all';
}

/** The window an overlay's caption names: "last 24 hours", "since start". */
export function overlayWindowLabel(id: WindowId): string {
  switch (id) {
    case '15m':
      return t`last 15 min`;
    case '1h':
      return t`last 1 hour`;
    case '6h':
      return t`last 6 hours`;
    case '24h':
      return t`last 24 hours`;
    case '7d':
      return t`last 7 days`;
    case 'all':
      return t`since start`;
  }
}
