// Small display formatters shared by every screen, so figures read the same everywhere.
import { BRACKET_LABELS, type Bracket } from './ranks.ts';
import type { HistoryInfo } from './shared-history.ts';
import { type WindowId, windowLabel } from './windows.ts';

/** "just now", "12 s ago", "3 min ago", "2 h ago", "4 d ago". */
export function formatAge(ms: number): string {
  if (ms < 2000) return 'just now';
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s} s ago`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.floor(h / 24)} d ago`;
}

/** An interval as every screen writes it: { low: 0.48, high: 0.561 } → "48.0%–56.1%". */
export function formatInterval(interval: { low: number; high: number }, digits = 1): string {
  return `${formatPercent(interval.low, digits)}–${formatPercent(interval.high, digits)}`;
}

/** 0.5234 → "52.3%". */
export function formatPercent(value: number, digits = 1): string {
  return `${(value * 100).toFixed(digits)}%`;
}

// One formatter each, made once: building an Intl formatter per call (what toLocaleString
// does) costs tens of microseconds, and a poll formats hundreds of figures. Made on first use,
// not when the module loads: the first Intl object starts ICU (20-100 ms on a slow CPU), which
// the start-up pays while the history downloads (warmFormatters), not before it asks for the
// configuration.
let formatters:
  | {
      counts: Intl.NumberFormat;
      clock: Intl.DateTimeFormat;
      hoursMinutes: Intl.DateTimeFormat;
      monthDay: Intl.DateTimeFormat;
    }
  | undefined;

function sharedFormatters() {
  formatters ??= {
    counts: new Intl.NumberFormat('en'),
    clock: new Intl.DateTimeFormat(undefined, {
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
    hoursMinutes: new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }),
    monthDay: new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }),
  };
  return formatters;
}

/** Makes the formatters now (at a moment the page would otherwise wait on the network). */
export function warmFormatters(): void {
  sharedFormatters();
}

/** 10000 → "10,000" without Intl (for texts made when a module loads). */
export function groupThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function formatCount(n: number): string {
  return sharedFormatters().counts.format(n);
}

/** The time of day with seconds, as the browser's locale writes it. */
export function formatTime(ms: number): string {
  return sharedFormatters().clock.format(ms);
}

/** "14:05" in the browser's locale. */
export function formatHourMinute(ms: number): string {
  return sharedFormatters().hoursMinutes.format(ms);
}

/** "14:05" today, "Nov 22, 14:05" on another day. */
export function formatDateTime(ms: number, now: number): string {
  const time = sharedFormatters().hoursMinutes.format(ms);
  const sameDay = new Date(now).toDateString() === new Date(ms).toDateString();
  return sameDay ? time : `${sharedFormatters().monthDay.format(ms)}, ${time}`;
}

/** "Nov 22, 14:05" whatever the day: both ends of a range say their date. */
export function formatDatedTime(ms: number): string {
  return `${sharedFormatters().monthDay.format(ms)}, ${sharedFormatters().hoursMinutes.format(ms)}`;
}

/** A count of games as a chart label: exact under 10,000, then "49.3k" (steady as games arrive). */
export function formatGames(n: number): string {
  return n < 10_000 ? formatCount(n) : `${(n / 1000).toFixed(1)}k`;
}

/** A rough count to two significant figures: 437 → "about 440", 12,345 → "about 12,000". */
export function formatRoughCount(n: number): string {
  if (n < 100) return `about ${Math.max(1, Math.round(n))}`;
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return `about ${formatCount(Math.round(n / step) * step)}`;
}

/** A rough duration from hours: "about 40 minutes", "about 5 hours", "about 3 days". */
export function formatRoughHours(hours: number): string {
  if (hours < 1) return `about ${Math.max(1, Math.round(hours * 6)) * 10} minutes`;
  if (hours < 48) return `about ${Math.round(hours)} hour${Math.round(hours) === 1 ? '' : 's'}`;
  if (hours < 24 * 60) return `about ${Math.round(hours / 24)} days`;
  return `over ${Math.floor(hours / 24 / 30)} months`;
}

/**
 * How deep the figures go, in words every screen shows beside them: the shared history and
 * this screen's live matches, or this screen's matches alone.
 */
export function depthLabel(
  info: HistoryInfo | null,
  startedAt: number | null,
  now: number,
): string {
  if (info && info.since !== null) return `History since ${formatDateTime(info.since, now)} + live`;
  return startedAt === null
    ? 'This screen only'
    : `This screen only (since ${formatTime(startedAt)})`;
}

/**
 * The games a bracket's figures rest on, from its player slots: every rank counts each match once
 * (two slots); a narrower bracket counts the games of its players, so a match between two of them
 * counts twice and one against a player outside it once. Halving those would give half a match.
 * "173,174 games", "100,867 Legend player games".
 */
export function formatGamesCounted(slots: number, bracket: Bracket): string {
  const games = bracket === 'all' ? Math.floor(slots / 2) : slots;
  const noun = games === 1 ? 'game' : 'games';
  return bracket === 'all'
    ? `${formatCount(games)} ${noun}`
    : `${formatCount(games)} ${BRACKET_LABELS[bracket]} player ${noun}`;
}

/**
 * What a statistics screen's figures count, as each writes it under its title:
 * "1,234 games · History since 14:05 + live · All ranks · 24 hours".
 */
export function filterSummary(slots: number, depth: string, bracket: Bracket, windowId: WindowId) {
  return `${formatGamesCounted(slots, bracket)} · ${depth} · ${BRACKET_LABELS[bracket]} · ${windowLabel(windowId)}`;
}
