// The figures of the calibration suite, computed the same way by the tests (which check them and
// compare them with the committed copy) and by `npm run calibrate` (which writes that copy for
// #/methods and docs/statistics.md).
import { createWorld } from '../../sim/generator.ts';
import type { SimProfile } from '../../sim/profiles.ts';
import { HOUR, MINUTE } from '../domain/buckets.ts';
import type {
  CalibrationFigures,
  Detection,
  StationaryFigures,
} from '../features/methods/calibration-table.ts';
import { calibrate, ladder, RULES, START, scoreRules } from './calibration.ts';

export type { CalibrationFigures };

/** Seeds other than the default 42 `npm start` shows. */
export const SEEDS = [1, 2, 3, 4, 5];

/** The moments each stationary ladder is looked at (hours after its start). */
export const SNAPSHOT_HOURS: Record<SimProfile, number[]> = {
  demo: [3, 6, 9, 12, 18, 24],
  real: [24, 48, 72, 96, 120, 144, 168],
};

/** The moments the ranking rules are scored at. */
const RULE_HOURS: Record<SimProfile, number[]> = { demo: [24], real: [24, 168] };

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function stationaryFigures(profile: SimProfile): StationaryFigures {
  const out: StationaryFigures = {
    profile,
    ranked: 0,
    covered: 0,
    snapshots: 0,
    marks: 0,
    rules: Object.fromEntries(RULES.map((r) => [r.name, {}])),
  };
  for (const seed of SEEDS) {
    const l = ladder(seed, profile);
    for (const hours of SNAPSHOT_HOURS[profile]) {
      l.runTo(hours * HOUR);
      const c = calibrate(l);
      out.ranked += c.ranked;
      out.covered += c.covered;
      out.marks += c.marks;
      out.snapshots++;
      if (!RULE_HOURS[profile].includes(hours)) continue;
      for (const score of scoreRules(l)) {
        const byHours = out.rules[score.rule] ?? {};
        const entry = byHours[String(hours)] ?? { spearman: [], tierOne: 0, tierOneTrue: 0 };
        entry.spearman.push(round3(score.spearman));
        entry.tierOne += score.tierOne;
        entry.tierOneTrue += score.tierOneTrue;
        byHours[String(hours)] = entry;
        out.rules[score.rule] = byHours;
      }
    }
  }
  return out;
}

/** The drift the suite plants: 8 points on the third most played archetype, a day in. */
export const DRIFT = { points: 8, afterHours: 24, checkEveryMinutes: 5, giveUpHours: 12 };

export function detect(seed: number, points: number): Detection {
  const world = createWorld(seed);
  const inCatalogue = new Set(world.archetypes.map((a) => a.id));
  const target = world.feedIds.slice(2).find((id) => inCatalogue.has(id)) ?? 0;
  const at = new Date(START + DRIFT.afterHours * HOUR).toISOString();
  const l = ladder(seed, 'demo', `${target}:${points > 0 ? '+' : ''}${points}@${at}`);
  l.runTo(DRIFT.afterHours * HOUR);
  const before = l.gamesSoFar();
  for (let m = DRIFT.checkEveryMinutes; m <= DRIFT.giveUpHours * 60; m += DRIFT.checkEveryMinutes) {
    l.runTo(DRIFT.afterHours * HOUR + m * MINUTE);
    const marked = l.ranking().ranked.filter((r) => r.trend !== null);
    const hit = marked.find((r) => r.archetype === target);
    if (hit) {
      const right = hit.trend === (points > 0 ? 'rising' : 'falling');
      return {
        seed,
        points,
        minutes: right ? m : null,
        games: right ? l.gamesSoFar() - before : null,
        others: marked.length - 1,
      };
    }
  }
  return { seed, points, minutes: null, games: null, others: 0 };
}

export function detectionFigures(): Detection[] {
  return SEEDS.slice(0, 3).flatMap((seed) => [
    detect(seed, DRIFT.points),
    detect(seed, -DRIFT.points),
  ]);
}
