// How the ranked screens sort archetypes, chosen by measuring every candidate rule against the
// simulated ladder's true win rates (docs/statistics.md): tiers from a test of each shown
// archetype against 50 %, all tested at once with the false discovery rate held at 5 %
// (Benjamini–Hochberg), and within a tier the empirical-Bayes estimate, which pulls thin
// samples towards the field's mean so a lucky handful of games cannot head the list.
import { plural, t } from '@lingui/core/macro';
import { formatCount } from './format.ts';
import { formatRoughCount, formatRoughHours } from './labels.ts';
import { benjaminiHochberg, normalTail } from './trend-test.ts';

export type Tier = 1 | 2 | 3 | 4;

/** The false discovery rate of "clearly above / below 50 %" over every archetype shown. */
export const TIER_FDR = 0.05;

export interface Tally {
  games: number;
  wins: number;
}

/** z of a win rate against 50 % (the variance under 50 %, so 0 games give 0). */
export function zAgainstEven({ games, wins }: Tally): number {
  return games > 0 ? (wins / games - 0.5) / Math.sqrt(0.25 / games) : 0;
}

/**
 * Tier 1 (4): the win rate is above (below) 50 % and that is a discovery among all archetypes
 * tested together; 2 and 3: not yet clear, estimate above or at-or-below 50 %.
 */
export function tiersOf(tallies: readonly Tally[]): Tier[] {
  const z = tallies.map(zAgainstEven);
  const found = benjaminiHochberg(
    z.map((v) => 2 * normalTail(Math.abs(v))),
    TIER_FDR,
  );
  return tallies.map((t, i) => {
    const v = z[i] ?? 0;
    if (found[i]) return v > 0 ? 1 : 4;
    return t.games > 0 && t.wins / t.games > 0.5 ? 2 : 3;
  });
}

/** Archetypes with games the prior needs to be fitted from them (fewer: a flat prior). */
export const PRIOR_MIN_ARCHETYPES = 5;

/**
 * A Beta(α, β) prior for the archetypes' true win rates, fitted by the method of moments: the
 * spread of the observed rates less the part sampling noise explains. When the noise explains
 * it all, the prior is strong (worth 2,500 games) and the order follows wins above the mean.
 * Under PRIOR_MIN_ARCHETYPES there is no spread to learn from (one archetype would be its own
 * prior, and a thin rate would read as certain): the prior is flat, Beta(1, 1).
 */
export function betaPrior(tallies: readonly Tally[]): { alpha: number; beta: number } {
  const rows = tallies.filter((t) => t.games > 0);
  if (rows.length < PRIOR_MIN_ARCHETYPES) return { alpha: 1, beta: 1 };
  const rates = rows.map((t) => t.wins / t.games);
  const mean = rates.reduce((s, p) => s + p, 0) / rates.length;
  const spread = rates.reduce((s, p) => s + (p - mean) ** 2, 0) / (rates.length - 1);
  const noise = rows.reduce((s, t) => s + (mean * (1 - mean)) / t.games, 0) / rows.length;
  const between = Math.max(spread - noise, 1e-4);
  const strength = Math.max((mean * (1 - mean)) / between - 1, 1);
  return { alpha: mean * strength, beta: (1 - mean) * strength };
}

/** Each tally's empirical-Bayes win rate: (wins + α) / (games + α + β). */
export function shrunkRates(tallies: readonly Tally[]): number[] {
  return shrunk(tallies).map((s) => s.estimate);
}

export interface Shrunk {
  /** The empirical-Bayes win rate: (wins + α) / (games + α + β). */
  estimate: number;
  /** Its 95 % interval: the posterior Beta(wins + α, losses + β), mean ± 1.96 sd, within 0–1. */
  interval: { low: number; high: number };
}

/** Each tally's empirical-Bayes win rate and the 95 % interval around it. */
export function shrunk(tallies: readonly Tally[]): Shrunk[] {
  const { alpha, beta } = betaPrior(tallies);
  return tallies.map((t) => {
    const a = t.wins + alpha;
    const b = t.games - t.wins + beta;
    const n = a + b;
    const estimate = a / n;
    const sd = Math.sqrt((a * b) / (n * n * (n + 1)));
    return {
      estimate,
      interval: { low: Math.max(0, estimate - 1.96 * sd), high: Math.min(1, estimate + 1.96 * sd) },
    };
  });
}

/**
 * The |z| against 50 % that makes one of `shown` archetypes clear for certain: the first step of
 * Benjamini–Hochberg (p ≤ q / m). The step-up may call it clear sooner, never later.
 */
export function clearZ(shown: number): number {
  const target = TIER_FDR / Math.max(1, shown) / 2;
  let low = 0;
  let high = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (normalTail(mid) > target) low = mid;
    else high = mid;
  }
  return high;
}

export interface Settle {
  /** More games at the current estimate until the tier is clear. */
  games: number;
  /** At the archetype's current rate of games, or null when it has no rate yet. */
  hours: number | null;
}

/**
 * Roughly how many more games would settle an archetype not yet clear, if its win rate stayed
 * where it is: n = z² · ¼ / (p − ½)². Null when the estimate sits at 50 % (no number settles it).
 */
export function settleEstimate(t: Tally, shown: number, gamesPerHour: number): Settle | null {
  if (t.games <= 0) return null;
  const gap = Math.abs(t.wins / t.games - 0.5);
  if (gap < 1e-9) return null;
  const needed = Math.ceil((clearZ(shown) ** 2 * 0.25) / gap ** 2);
  const games = Math.max(0, needed - t.games);
  return { games, hours: gamesPerHour > 0 ? games / gamesPerHour : null };
}

/**
 * The furthest "games to settle" looks: a week at the archetype's current rate of games, or, when
 * it has no rate yet, 100,000 games. Beyond it an archetype is too close to call.
 */
export const SETTLE_HORIZON_HOURS = 7 * 24;
export const SETTLE_HORIZON_GAMES = 100_000;

/** True when an archetype's tier is settled: clearly above or clearly below 50 %. */
export const isClear = (tier: Tier): boolean => tier === 1 || tier === 4;

/**
 * How far an archetype is from a clear tier, in words: "Clear" for tiers 1 and 4, else roughly
 * how many more games would settle it at its current estimate, and how long at its rate; past
 * the horizon (a week of its games), "too close to call".
 */
export function settleText(
  row: Tally & { tier: Tier },
  shown: number,
  coveredHours: number,
): string {
  if (isClear(row.tier)) return t({ message: 'Clear', comment: "an archetype's tier is settled" });
  const perHour = coveredHours > 0 ? row.games / coveredHours : 0;
  const settle = settleEstimate(row, shown, perHour);
  if (!settle) return t`Too close to call: even so far`;
  if (settle.hours !== null && settle.hours > SETTLE_HORIZON_HOURS)
    return t`Too close to call: over a week of games at the current rate`;
  if (settle.hours === null && settle.games > SETTLE_HORIZON_GAMES) {
    const games = formatCount(SETTLE_HORIZON_GAMES);
    return t`Too close to call: over ${games} more games`;
  }
  // "about 290": the number the plural agrees with is the rounded one.
  const about = formatRoughCount(settle.games);
  const rounded = roughValue(settle.games);
  if (settle.hours === null)
    return plural(rounded, { one: `${about} more game`, other: `${about} more games` });
  const duration = formatRoughHours(settle.hours);
  return plural(rounded, {
    one: `${about} more game (${duration} at the current rate)`,
    other: `${about} more games (${duration} at the current rate)`,
  });
}

/** The number formatRoughCount writes: two significant figures, at least 1. */
function roughValue(n: number): number {
  if (n < 100) return Math.max(1, Math.round(n));
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}
