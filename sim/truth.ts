// What the simulated ladder truly is, and how it can change: the true popularity and win rate
// of every archetype (what the dashboard's figures are measured against), and a drift — one
// archetype's strength shifted from a moment on — written `<archetype>:<points>@<when>`.
import {
  type FeedClock,
  latestIndex,
  type SimShift,
  type SimWorld,
  winProbability,
} from './generator.ts';

/** Each archetype number of the feed → the chance a player slot holds it. */
export function truePopularity(world: SimWorld): Map<number, number> {
  const total = world.cumulative.at(-1) ?? 1;
  return new Map(
    world.feedIds.map((id, i) => [
      id,
      ((world.cumulative[i] ?? 0) - (i > 0 ? (world.cumulative[i - 1] ?? 0) : 0)) / total,
    ]),
  );
}

/**
 * The true win rate of an archetype against the field in the n-th match, mirrors excluded (as
 * the dashboard shows it): its win chance against each other archetype, weighted by how often
 * that archetype is the opponent.
 */
export function trueWinRate(world: SimWorld, archetype: number, n = 0): number {
  let weight = 0;
  let sum = 0;
  for (const [id, share] of truePopularity(world)) {
    if (id === archetype) continue;
    weight += share;
    sum += share * winProbability(world, archetype, id, n);
  }
  return weight > 0 ? sum / weight : 0.5;
}

export interface ShiftSpec {
  /** An archetype number, or a name from the catalogue (any case). */
  archetype: string;
  /** Win-rate points added against an even opponent: +10 makes 50 % into 60 %. */
  points: number;
  /** Minutes from the service's start (negative: in the past it replays), or a time. */
  at: { minutes: number } | { time: number };
}

const SHAPE = 'write it <archetype>:<points>@<minutes or ISO time>, e.g. "Zoo Warlock:+10@-120"';

/** Reads `<archetype>:<points>@<when>`; a one-line error names what is wrong. */
export function parseShift(text: string): ShiftSpec {
  const at = text.lastIndexOf('@');
  const colon = text.lastIndexOf(':', at);
  if (at < 0 || colon <= 0) throw new Error(`shift "${text}": ${SHAPE}`);
  const archetype = text.slice(0, colon).trim();
  const points = Number(text.slice(colon + 1, at));
  const when = text.slice(at + 1).trim();
  if (!Number.isFinite(points) || Math.abs(points) > 35 || points === 0) {
    throw new Error(`shift "${text}": points must be a number from -35 to 35, not 0`);
  }
  if (/^[+-]?\d+(\.\d+)?$/.test(when)) return { archetype, points, at: { minutes: Number(when) } };
  const time = /^\d{4}-\d{2}-\d{2}T/.test(when) ? Date.parse(when) : Number.NaN;
  if (Number.isNaN(time)) throw new Error(`shift "${text}": ${SHAPE}`);
  return { archetype, points, at: { time } };
}

/** The moment a shift starts: its time, or its minutes from the service's start. */
function shiftTime(spec: ShiftSpec, startedAt: number): number {
  return 'time' in spec.at ? spec.at.time : startedAt + spec.at.minutes * 60_000;
}

/** The spec against a world and its clock: which archetype, and from which match on. */
export function resolveShift(
  world: SimWorld,
  clock: FeedClock,
  spec: ShiftSpec,
  startedAt: number,
): SimShift {
  const byNumber = /^\d+$/.test(spec.archetype) ? Number(spec.archetype) : null;
  const wanted = spec.archetype.toLowerCase();
  const id =
    byNumber !== null && world.strength.has(byNumber)
      ? byNumber
      : world.archetypes.find((a) => a.name.toLowerCase() === wanted)?.id;
  if (id === undefined) {
    throw new Error(`shift: no archetype "${spec.archetype}" in this simulated catalogue`);
  }
  const time = shiftTime(spec, startedAt);
  return { archetype: id, edge: spec.points / 100, fromIndex: latestIndex(clock, time) + 1 };
}

/** `spec` with its time fixed, so two services started moments apart shift the same match. */
export function fixedShift(spec: ShiftSpec, startedAt: number): string {
  const time = shiftTime(spec, startedAt);
  const sign = spec.points > 0 ? '+' : '';
  return `${spec.archetype}:${sign}${spec.points}@${new Date(time).toISOString()}`;
}
