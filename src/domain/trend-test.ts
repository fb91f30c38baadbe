// Which archetypes' win rates changed: the recent hours of a window against the hours before
// it, every shown archetype tested at once with the false discovery rate controlled
// (Benjamini–Hochberg), each side floored in games, the recent span chosen by games.
import { plural } from '@lingui/core/macro';
import { type Bucket, HOUR, tierMask } from './buckets.ts';
import type { Bracket } from './ranks.ts';
import { overlaps } from './stats.ts';

export type Trend = 'rising' | 'falling' | null;

/**
 * The false discovery rate the marks are held to: of all marks shown, at most 1 % false. Stricter
 * than the 5 % of the tiers: a wall re-tests every 5 s for days, and at 5 % the simulated
 * stationary ladder showed a false mark in 6 of 104 moments (docs/statistics.md).
 */
export const TREND_FDR = 0.01;
/** Games an archetype needs on each side (recent and earlier) to be tested at all. */
export const TREND_MIN_GAMES = 200;
/** Games the recent span should hold (of all archetypes), or half the window when it has fewer. */
export const TREND_RECENT_GAMES = 2_000;
/** The recent spans tried, shortest first. */
export const TREND_SPANS_MS = [3, 6, 12, 24, 48, 96].map((h) => h * HOUR);

const totals = new WeakMap<Bucket, { rev: number; tiers: number[] }>();

/** A bucket's player slots per rank tier, remembered until the bucket changes. */
function bucketSlots(bucket: Bucket): number[] {
  const known = totals.get(bucket);
  if (known && known.rev === bucket.rev) return known.tiers;
  const tiers = [0, 0, 0, 0];
  bucket.pairs.forEach((_a, _b, data, at) => {
    for (let t = 0; t < 4; t++)
      tiers[t] = (tiers[t] ?? 0) + (data[at + t * 2] ?? 0) + (data[at + t * 2 + 1] ?? 0);
  });
  totals.set(bucket, { rev: bucket.rev, tiers });
  return tiers;
}

/** Games in the bracket in the buckets that overlap the last `ms` (as `aggregate` counts them). */
export function gamesWithin(buckets: readonly Bucket[], bracket: Bracket, ms: number, now: number) {
  const mask = tierMask(bracket);
  let slots = 0;
  for (const bucket of buckets) {
    if (!overlaps(bucket, now - ms)) continue;
    const tiers = bucketSlots(bucket);
    for (let t = 0; t < 4; t++) if (mask[t]) slots += tiers[t] ?? 0;
  }
  return slots / 2;
}

/**
 * The recent span a trend compares against the rest of the window: the shortest of
 * TREND_SPANS_MS holding TREND_RECENT_GAMES games (or half the window's games, when it holds
 * fewer than twice that), shorter than the window and leaving games before it; null when no
 * span does.
 */
export function recentSpanMs(
  gamesIn: (ms: number) => number,
  windowGames: number,
  windowMs: number | null,
): number | null {
  const wanted = Math.min(TREND_RECENT_GAMES, windowGames / 2);
  const spans = TREND_SPANS_MS.filter((ms) => windowMs === null || ms < windowMs);
  let chosen: number | null = null;
  for (const ms of spans) {
    const games = gamesIn(ms);
    if (games >= windowGames) break;
    chosen = ms;
    if (games >= wanted) break;
  }
  return chosen;
}

/** P(Z > z) for a standard normal Z (Abramowitz & Stegun 7.1.26 erfc; error below 1e-7). */
export function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const half = 0.5 * poly * Math.exp(-x * x);
  return z >= 0 ? half : 1 - half;
}

/**
 * Two-proportion z statistic for w1/n1 (recent) against w2/n2 (earlier), pooled; 0 when either
 * side has no games.
 */
export function twoProportionZ(w1: number, n1: number, w2: number, n2: number): number {
  if (n1 <= 0 || n2 <= 0) return 0;
  const pooled = (w1 + w2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  return se === 0 ? 0 : (w1 / n1 - w2 / n2) / se;
}

/** Benjamini–Hochberg: which of the p-values are discoveries at false discovery rate q. */
export function benjaminiHochberg(pValues: readonly number[], q: number): boolean[] {
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  let cut = -1;
  order.forEach(({ p }, k) => {
    if (p <= ((k + 1) / order.length) * q) cut = k;
  });
  const found = pValues.map(() => false);
  for (let k = 0; k <= cut; k++) found[order[k]?.i ?? 0] = true;
  return found;
}

export interface Sides {
  recent: { games: number; wins: number } | undefined;
  earlier: { games: number; wins: number } | undefined;
}

export interface TrendResult {
  trends: Map<number, Trend>;
  /** Archetypes with enough games on both sides to be tested. */
  tested: number;
}

/** Tests every archetype given at once; a mark only for the discoveries. */
export function markTrends(sides: ReadonlyMap<number, Sides>): TrendResult {
  const ids: number[] = [];
  const z: number[] = [];
  for (const [id, { recent, earlier }] of sides) {
    if (!recent || !earlier) continue;
    if (recent.games < TREND_MIN_GAMES || earlier.games < TREND_MIN_GAMES) continue;
    ids.push(id);
    z.push(twoProportionZ(recent.wins, recent.games, earlier.wins, earlier.games));
  }
  const found = benjaminiHochberg(
    z.map((v) => 2 * normalTail(Math.abs(v))),
    TREND_FDR,
  );
  const trends = new Map<number, Trend>();
  ids.forEach((id, k) => {
    const v = z[k] ?? 0;
    trends.set(id, found[k] ? (v > 0 ? 'rising' : 'falling') : null);
  });
  return { trends, tested: ids.length };
}

/** "the last 3 hours", "the last 2 days": how the rule names a recent span. */
export function spanLabel(ms: number): string {
  const hours = Math.round(ms / HOUR);
  if (hours >= 48 && hours % 24 === 0) {
    const days = hours / 24;
    return plural(days, { one: 'the last # day', other: 'the last # days' });
  }
  return plural(hours, { one: 'the last # hour', other: 'the last # hours' });
}
