// The calibration suite on stationary ladders: the dashboard's figures against the simulated
// truth (docs/statistics.md). Seeded, so the figures are exact; they must equal the committed
// copy #/methods shows (`npm run calibrate` rewrites it).
import { describe, expect, it } from 'vitest';
import { RULES } from '../../test/calibration.ts';
import { stationaryFigures } from '../../test/calibration-figures.ts';
import committed from './calibration.json' with { type: 'json' };
import type { StationaryFigures } from './calibration-table.ts';

const MINUTES = 5 * 60_000;
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe.each(['demo', 'real'] as const)('the %s-rate ladder, seeds 1–5', (profile) => {
  let figures: StationaryFigures;

  it('matches the figures #/methods and docs/statistics.md show', { timeout: MINUTES }, () => {
    figures = stationaryFigures(profile);
    expect(figures).toEqual(committed[profile]);
  });

  it('holds the true win rate in about 95% of its intervals (fails under 90%)', () => {
    expect(figures.ranked).toBeGreaterThan(1000);
    expect(figures.covered / figures.ranked).toBeGreaterThan(0.9);
    expect(figures.covered / figures.ranked).toBeLessThan(0.99);
  });

  it('marks nothing that did not change, at most once over every seed and moment', () => {
    expect(figures.snapshots).toBeGreaterThanOrEqual(30);
    expect(figures.marks).toBeLessThanOrEqual(1);
  });

  it('orders at least as well as every other rule, and its tier 1 is right', () => {
    const ours = RULES[0]?.name ?? '';
    for (const [hours, mine] of Object.entries(figures.rules[ours] ?? {})) {
      for (const rule of RULES.slice(1)) {
        const theirs = figures.rules[rule.name]?.[hours];
        expect(mean(mine.spearman)).toBeGreaterThanOrEqual(mean(theirs?.spearman ?? []) - 0.01);
      }
      expect(mine.tierOneTrue).toBe(mine.tierOne);
    }
  });
});

it('shows at most one false mark over both profiles together', () => {
  expect(committed.demo.marks + committed.real.marks).toBeLessThanOrEqual(1);
});
