// A deterministic synthetic stream of matches for tests: match n is always the same.
import type { Match } from '../domain/buckets.ts';

/** A deterministic synthetic stream: match n is always the same. */
export function syntheticMatch(n: number): Match {
  let x = (n * 2654435761) >>> 0;
  const next = (mod: number) => {
    x = (Math.imul(x ^ (x >>> 13), 1103515245) + 12345) >>> 0;
    return x % mod;
  };
  const a = 1 + next(12);
  const b = next(10) === 0 ? a : 1 + next(12);
  const r1 = 1 + next(51);
  const r2 = 1 + next(51);
  const p1Won = next(2) === 0;
  return {
    id: `m-${n}`,
    players: [
      { archetype: a, rank: r1, legendRank: r1 === 51 ? 1 + next(3000) : null, won: p1Won },
      { archetype: b, rank: r2, legendRank: r2 === 51 ? 1 + next(3000) : null, won: !p1Won },
    ],
  };
}

export function range(from: number, to: number): Match[] {
  return Array.from({ length: to - from }, (_, i) => syntheticMatch(from + i));
}

let gameCounter = 0;

/**
 * `wins` wins and `losses` losses of archetype `a` against `b`, each a match of its own with a
 * fresh id; both players at rank 40 unless `b` is given another rank (and legend rank).
 */
export function gamesBetween(
  a: number,
  b: number,
  wins: number,
  losses: number,
  opponent: { rank: number; legendRank: number | null } = { rank: 40, legendRank: null },
): Match[] {
  return Array.from({ length: wins + losses }, (_, i) => ({
    id: `game-${gameCounter++}`,
    players: [
      { archetype: a, rank: 40, legendRank: null, won: i < wins },
      { archetype: b, rank: opponent.rank, legendRank: opponent.legendRank, won: i >= wins },
    ],
  }));
}
