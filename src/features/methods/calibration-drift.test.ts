// The calibration suite with a drift: an 8-point shift planted in the simulated ladder a day in
// (sim/truth.ts) is marked, the right way, and nothing else is (docs/statistics.md).
import { expect, it } from 'vitest';
import { DRIFT, detectionFigures } from '../../test/calibration-figures.ts';
import committed from './calibration.json' with { type: 'json' };

/** Games (of all archetypes, at 2 a second) within which every planted shift must be marked. */
const DETECT_WITHIN_GAMES = 20_000;

it('marks a shifted archetype, rising or falling, within 20,000 games, and nothing else', {
  timeout: 5 * 60_000,
}, () => {
  const runs = detectionFigures();
  expect(runs).toEqual(committed.detection);
  expect(runs).toHaveLength(6);
  for (const run of runs) {
    expect(Math.abs(run.points)).toBe(DRIFT.points);
    expect(run.games).not.toBeNull();
    expect(run.games ?? Infinity).toBeLessThanOrEqual(DETECT_WITHIN_GAMES);
    expect(run.others).toBe(0);
  }
});
