// The game's terms and the figures' captions in the screen's language (the message catalogues
// in src/locales): leagues and ranks, brackets, and what a figure counts. Class names are in
// classes.ts, windows in windows.ts. The collector never imports this file: its logs stay English.
import { plural, t } from '@lingui/core/macro';
import { formatCount, formatDateTime, formatTime } from './format.ts';
import { type Bracket, LEGEND_RANK } from './ranks.ts';
import type { HistoryInfo } from './shared-history.ts';
import { type WindowId, windowLabel } from './windows.ts';

/** A player with no class in the feed. */
export const unknownClassLabel = () => t`Unknown class`;

/** "Bronze 10" … "Diamond 1" for 1..50; "Legend" or "Legend 1234" for 51. */
export function rankLabel(rank: number, legendRank: number | null = null): string {
  if (!Number.isInteger(rank) || rank < 1 || rank > LEGEND_RANK) return t`Rank ${rank}`;
  if (rank === LEGEND_RANK)
    return legendRank != null ? t`Legend ${legendRank}` : t({ context: 'rank', message: 'Legend' });
  const division = 10 - ((rank - 1) % 10);
  switch (Math.floor((rank - 1) / 10)) {
    case 0:
      return t`Bronze ${division}`;
    case 1:
      return t`Silver ${division}`;
    case 2:
      return t`Gold ${division}`;
    case 3:
      return t`Platinum ${division}`;
    default:
      return t`Diamond ${division}`;
  }
}

/** The rank bracket a figure counts: "All ranks", "Diamond", "Top 1000 Legend". */
export function bracketLabel(bracket: Bracket): string {
  switch (bracket) {
    case 'all':
      return t`All ranks`;
    case 'bronze-platinum':
      return t`Bronze–Platinum`;
    case 'diamond':
      return t({ context: 'bracket', message: 'Diamond' });
    case 'legend':
      return t({ context: 'bracket', message: 'Legend' });
    case 'top1000':
      return t`Top 1000 Legend`;
  }
}

/** A rough count to two significant figures: 437 → "about 440", 12,345 → "about 12,000". */
export function formatRoughCount(n: number): string {
  if (n < 100) {
    const count = formatCount(Math.max(1, Math.round(n)));
    return t`about ${count}`;
  }
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  const count = formatCount(Math.round(n / step) * step);
  return t`about ${count}`;
}

/** A rough duration from hours: "about 40 minutes", "about 5 hours", "about 3 days". */
export function formatRoughHours(hours: number): string {
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 6)) * 10;
    return t`about ${minutes} minutes`;
  }
  if (hours < 48) {
    const whole = Math.round(hours);
    return t`about ${plural(whole, { one: '# hour', other: '# hours' })}`;
  }
  if (hours < 24 * 60) {
    const days = Math.round(hours / 24);
    return t`about ${days} days`;
  }
  const months = Math.floor(hours / 24 / 30);
  return t`over ${months} months`;
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
  if (info && info.since !== null) {
    const since = formatDateTime(info.since, now);
    return t`History since ${since} + live`;
  }
  if (startedAt === null) return t`This screen only`;
  const since = formatTime(startedAt);
  return t`This screen only (since ${since})`;
}

/**
 * The games a bracket's figures rest on, from its player slots: every rank counts each match once
 * (two slots); a narrower bracket counts the games of its players, so a match between two of them
 * counts twice and one against a player outside it once. Halving those would give half a match.
 * "173,174 games", "100,867 Legend player games".
 */
export function formatGamesCounted(slots: number, bracket: Bracket): string {
  const games = bracket === 'all' ? Math.floor(slots / 2) : slots;
  const count = formatCount(games);
  if (bracket === 'all')
    return t`${plural(games, { one: `${count} game`, other: `${count} games` })}`;
  const label = bracketLabel(bracket);
  return t`${plural(games, { one: `${count} ${label} player game`, other: `${count} ${label} player games` })}`;
}

/**
 * What a statistics screen's figures count, as each writes it under its title:
 * "1,234 games · History since 14:05 + live · All ranks · 24 hours".
 */
export function filterSummary(slots: number, depth: string, bracket: Bracket, windowId: WindowId) {
  return `${formatGamesCounted(slots, bracket)} · ${depth} · ${bracketLabel(bracket)} · ${windowLabel(windowId)}`;
}
