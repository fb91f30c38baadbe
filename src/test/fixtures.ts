// Small, readable API payloads and domain matches for tests.
import { ApiError } from '../api/client.ts';

let counter = 0;

export function feedEntry(overrides: Record<string, unknown> = {}) {
  counter++;
  const hex = counter.toString(16).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${hex}`,
    player1_archetype: 101,
    player1_rank: 48,
    player1_legend_rank: null,
    player1_won: true,
    player2_archetype: 202,
    player2_rank: 51,
    player2_legend_rank: 1234,
    player2_won: false,
    ...overrides,
  };
}

export function archetype(
  id: number,
  name: string,
  playerClass: number,
  className: string,
  core: number[] | null = null,
) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id,
    name,
    player_class: playerClass,
    player_class_name: className,
    url: `/archetypes/${id}/${slug}`,
    standard_ccp_signature_core: core
      ? { as_of: '2026-11-20T10:00:00.123Z', format: 2, components: core }
      : null,
    wild_ccp_signature_core: null,
  };
}

export const CATALOGUE = [
  archetype(202, 'Frost DK', 1, 'DEATHKNIGHT', [5, 3, 9, 1, 2, 8, 7, 6, 4, 10]),
  archetype(101, 'Aggro Demon Hunter', 14, 'DEMONHUNTER'),
  archetype(303, '', 3, 'HUNTER'),
];

/** A domain match between archetypes `a` and `b`, for store and statistics tests. */
export function testMatch(
  id: string,
  a: number,
  b: number,
  aWon: boolean,
  rankA = 30,
  rankB = 30,
  legA: number | null = null,
  legB: number | null = null,
) {
  return {
    id,
    players: [
      { archetype: a, rank: rankA, legendRank: legA, won: aWon },
      { archetype: b, rank: rankB, legendRank: legB, won: !aWon },
    ] as const,
  };
}

/** The ApiError a promise rejects with (any other outcome fails the test). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}
