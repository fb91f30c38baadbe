// How the ranked screens sort archetypes, chosen by measuring every candidate rule against the
// simulated ladder's true win rates (docs/statistics.md): tiers from a test of each shown
// archetype against 50 %, all tested at once with the false discovery rate held at 5 %
// (Benjamini–Hochberg), and within a tier the empirical-Bayes estimate, which pulls thin
// samples towards the field's mean so a lucky handful of games cannot head the list.
import { benjaminiHochberg, normalTail } from './drift.ts';

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

/**
 * A Beta(α, β) prior for the archetypes' true win rates, fitted by the method of moments: the
 * spread of the observed rates less the part sampling noise explains. When the noise explains
 * it all, the prior is strong (worth 2,500 games) and the order follows wins above the mean.
 */
export function betaPrior(tallies: readonly Tally[]): { alpha: number; beta: number } {
  const rows = tallies.filter((t) => t.games > 0);
  if (rows.length === 0) return { alpha: 1, beta: 1 };
  const rates = rows.map((t) => t.wins / t.games);
  const mean = rates.reduce((s, p) => s + p, 0) / rates.length;
  const spread =
    rows.length > 1 ? rates.reduce((s, p) => s + (p - mean) ** 2, 0) / (rates.length - 1) : 0;
  const noise = rows.reduce((s, t) => s + (mean * (1 - mean)) / t.games, 0) / rows.length;
  const between = Math.max(spread - noise, 1e-4);
  const strength = Math.max((mean * (1 - mean)) / between - 1, 1);
  return { alpha: mean * strength, beta: (1 - mean) * strength };
}

/** Each tally's empirical-Bayes win rate: (wins + α) / (games + α + β). */
export function shrunkRates(tallies: readonly Tally[]): number[] {
  const { alpha, beta } = betaPrior(tallies);
  return tallies.map((t) => (t.wins + alpha) / (t.games + alpha + beta));
}
