import { describe, expect, it } from 'vitest';
import {
  betaPrior,
  clearZ,
  settleEstimate,
  settleText,
  shrunk,
  shrunkRates,
  tiersOf,
  zAgainstEven,
} from './tiers.ts';

const t = (games: number, wins: number) => ({ games, wins });

describe('tiers', () => {
  it('calls a win rate clear only when it survives the test of all archetypes together', () => {
    // 58% of 1,000: z = 5.1, clear. 66% of 53: z = 2.3 (p = 0.02), clear alone at 95%, but not
    // among 60 archetypes, where the step-up line starts at 0.05 / 60.
    const field = [t(1000, 580), t(53, 35), ...Array.from({ length: 58 }, () => t(400, 200))];
    const tiers = tiersOf(field);
    expect(tiers[0]).toBe(1);
    expect(tiers[1]).toBe(2);
    expect(tiers.slice(2).every((tier) => tier === 3)).toBe(true);
    // Alone, the same 66% of 53 is a discovery.
    expect(tiersOf([t(53, 35)])).toEqual([1]);
  });

  it('puts a clear loser in tier 4 and a sample without games in tier 3', () => {
    expect(tiersOf([t(1000, 420), t(0, 0), t(10, 6)])).toEqual([4, 3, 2]);
    expect(zAgainstEven(t(100, 60))).toBeCloseTo(2, 10);
    expect(zAgainstEven(t(0, 0))).toBe(0);
  });
});

describe('empirical-Bayes estimate', () => {
  it('pulls a thin sample towards the field and leaves a thick one nearly where it is', () => {
    // A field spread about ±4.6 points around 50%, well sampled: a prior worth about 120 games.
    const field = Array.from({ length: 40 }, (_, i) => t(2000, 1000 + (i - 20) * 8));
    const rates = shrunkRates([...field, t(53, 35), t(2000, 1140)]);
    const thin = rates.at(-2) ?? 0;
    const thick = rates.at(-1) ?? 0;
    expect(thin).toBeLessThan(0.56);
    expect(thin).toBeGreaterThan(0.5);
    expect(thick).toBeGreaterThan(0.565);
    expect(thick).toBeLessThan(0.57);
    // So 57% of 2,000 ranks above 66% of 53, which a raw or interval-free order would reverse.
    expect(thick).toBeGreaterThan(thin);
  });

  it('fits the prior from the spread beyond sampling noise', () => {
    // Every archetype at exactly 50% of 400: no spread beyond noise, the strongest prior.
    const even = betaPrior(Array.from({ length: 10 }, () => t(400, 200)));
    expect(even.alpha / (even.alpha + even.beta)).toBeCloseTo(0.5, 10);
    expect(even.alpha + even.beta).toBeCloseTo(2499, 0);
    // Nothing shown: a flat prior.
    expect(betaPrior([])).toEqual({ alpha: 1, beta: 1 });
  });
});

describe('games to settle', () => {
  it('asks for the z the first Benjamini–Hochberg step needs', () => {
    // One archetype: p ≤ 0.05, z = 1.96; sixty: p ≤ 0.05 / 60, z ≈ 3.34.
    expect(clearZ(1)).toBeCloseTo(1.96, 2);
    expect(clearZ(60)).toBeCloseTo(3.34, 2);
  });

  it('estimates the games an estimate needs to be clear, and the time at its rate', () => {
    // 55% alone: n = 1.96² · ¼ / 0.05² ≈ 385 games; 100 played, about 285 more.
    const settle = settleEstimate({ games: 100, wins: 55 }, 1, 10);
    expect(settle?.games).toBeGreaterThanOrEqual(284);
    expect(settle?.games).toBeLessThanOrEqual(286);
    expect(settle?.hours).toBeCloseTo((settle?.games ?? 0) / 10, 10);
    expect(settleEstimate({ games: 100, wins: 50 }, 1, 10)).toBeNull();
    expect(settleEstimate({ games: 100, wins: 55 }, 1, 0)?.hours).toBeNull();
  });

  it('says it in words for each tier', () => {
    expect(settleText({ games: 1000, wins: 600, tier: 1 }, 60, 24)).toBe('Clear');
    expect(settleText({ games: 100, wins: 55, tier: 2 }, 1, 10)).toBe(
      'about 290 more games (about 29 hours at the current rate)',
    );
    expect(settleText({ games: 100, wins: 50, tier: 3 }, 1, 10)).toBe(
      'Too close to call: even so far',
    );
  });

  it('stops at a horizon of a week of games: an archetype near 50 % is too close to call', () => {
    // 50.1 % on 10,000 games among 60: about 2.8 million more games, 11,667 days at 10 an hour.
    expect(settleText({ games: 10_000, wins: 5010, tier: 2 }, 60, 1000)).toBe(
      'Too close to call: over a week of games at the current rate',
    );
    // 55 % alone at 1 game an hour: 285 hours, past 168.
    expect(settleText({ games: 100, wins: 55, tier: 2 }, 1, 100)).toBe(
      'Too close to call: over a week of games at the current rate',
    );
    // 55 % alone at 2 games an hour: 143 hours, within a week.
    expect(settleText({ games: 100, wins: 55, tier: 2 }, 1, 50)).toBe(
      'about 290 more games (about 6 days at the current rate)',
    );
    // With no rate of games yet, the horizon is 100,000 games.
    expect(settleText({ games: 10_000, wins: 5010, tier: 3 }, 60, 0)).toBe(
      'Too close to call: over 100,000 more games',
    );
  });

  it('gives the estimate a 95 % interval that holds it and narrows with games', () => {
    const field = [t(1000, 500), t(1000, 520), t(1000, 480), t(1000, 540), t(1000, 460)];
    const thin = shrunk([...field, t(40, 30)]).at(-1);
    const thick = shrunk([...field, t(4000, 3000)]).at(-1);
    for (const s of [thin, thick]) {
      expect(s?.interval.low).toBeLessThan(s?.estimate ?? 0);
      expect(s?.interval.high).toBeGreaterThan(s?.estimate ?? 1);
    }
    const width = (s: typeof thin) => (s?.interval.high ?? 0) - (s?.interval.low ?? 0);
    expect(width(thick)).toBeLessThan(width(thin));
    // 3,000 of 4,000: the prior barely moves it; the interval about ±1.96·√(.75·.25/4000) = ±1.3 pts.
    expect(thick?.estimate).toBeGreaterThan(0.74);
    expect(width(thick)).toBeGreaterThan(0.024);
    expect(width(thick)).toBeLessThan(0.029);
  });
});

describe('edges of the tier rules', () => {
  it('fits the prior exactly by the method of moments, archetypes without games left out', () => {
    // Rates 40, 40, 50, 60 and 60% on 100 games: spread 0.01, noise 0.0025, so 0.0075 between
    // archetypes; strength 0.25 / 0.0075 − 1 = 32.33, split evenly around the mean of 50%.
    const prior = betaPrior([t(100, 40), t(100, 40), t(0, 0), t(100, 50), t(100, 60), t(100, 60)]);
    expect(prior.alpha).toBeCloseTo(16.1667, 3);
    expect(prior.beta).toBeCloseTo(16.1667, 3);
  });

  it('has no prior to learn from fewer than five archetypes: a thin rate stays uncertain', () => {
    // One archetype would be its own prior: 26 of 34 games (76.5 %) read as 74.5–78.4 %.
    expect(betaPrior([t(34, 26)])).toEqual({ alpha: 1, beta: 1 });
    expect(betaPrior([t(100, 40), t(100, 50), t(100, 55), t(100, 60)])).toEqual({
      alpha: 1,
      beta: 1,
    });
    // Beta(27, 9): mean 0.75, sd √(27·9 / (36²·37)) = 0.0712, so ±14 points.
    const [alone] = shrunk([t(34, 26)]);
    expect(alone?.estimate).toBeCloseTo(0.75, 10);
    expect(alone?.interval.low).toBeCloseTo(0.75 - 1.96 * 0.0712, 3);
    expect(alone?.interval.high).toBeCloseTo(0.75 + 1.96 * 0.0712, 3);
  });

  it('has nothing to settle without games, calls tier 4 clear, and gives no time without a rate', () => {
    expect(settleEstimate({ games: 0, wins: 0 }, 1, 10)).toBeNull();
    expect(settleText({ games: 1000, wins: 400, tier: 4 }, 60, 24)).toBe('Clear');
    expect(settleText({ games: 100, wins: 55, tier: 2 }, 1, 0)).toBe('about 290 more games');
  });
});
