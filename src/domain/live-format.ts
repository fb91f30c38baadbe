// live.json: the collector's latest matches, published beside the history so that a dashboard
// on a static host needs nothing but files. Rewritten when a poll adds matches, when the
// collector's poll health changes, and at least every heartbeat while the collector runs, so a
// reader can tell a quiet ladder from a collector (or a sync) that stopped.
import * as z from 'zod/mini';
import { isMatchId, type Match, type PlayerResult } from './buckets.ts';
import { count, time } from './history-format.ts';
import { MAX_INT32, MIN_INT32 } from './limits.ts';
import { rankProblem } from './ranks.ts';
import { playerReason, type ReasonCode } from './reject-reasons.ts';

export const LIVE_FILE = 'live.json';
export const LIVE_FORMAT = 1;
/** Matches in the file, newest first: half what the real feed answers with. */
export const LIVE_MATCHES = 100;
/** The collector rewrites the file at least this often while it runs. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** The longest error text the file carries. */
const MAX_ERROR_LENGTH = 300;

const int32 = z.number().check(
  z.refine(
    (n) => Number.isInteger(n) && n >= MIN_INT32 && n <= MAX_INT32,
    // Issues carry their reason's code (reject-reasons.ts); the English is made from it.
    'not-int32' satisfies ReasonCode,
  ),
);

const player = z.object({
  archetype: int32,
  rank: int32,
  legendRank: z.nullable(int32),
  won: z.boolean(),
});

/** One match as the dashboard's match type holds it, with when the collector first saw it. */
export const liveMatchSchema = z
  .object({
    id: z.string().check(z.refine(isMatchId, 'not-lower-uuid' satisfies ReasonCode)),
    seenAt: time,
    players: z.tuple([player, player]),
  })
  .check(
    z.superRefine((m, ctx) => {
      const push = (message: ReasonCode, params?: { player: number }) =>
        ctx.issues.push({ code: 'custom', message, input: m, ...(params ? { params } : {}) });
      if (m.players[0].won === m.players[1].won)
        push(m.players[0].won ? 'both-won' : 'neither-won');
      m.players.forEach((p, i) => {
        const problem = rankProblem(p.rank, p.legendRank);
        if (problem) push(playerReason(problem), { player: i + 1 });
      });
    }),
  );
export type LiveMatch = z.output<typeof liveMatchSchema>;

/** The collector's own polling of the service, as it stood when it wrote the file. */
const pollHealth = z.object({
  lastSuccessAt: z.nullable(time),
  consecutiveFailures: count,
  lastError: z.nullable(z.string().check(z.maxLength(MAX_ERROR_LENGTH))),
});
export type LivePollHealth = z.output<typeof pollHealth>;

/** The file's envelope: checked whole. Its matches are checked one by one (a bad one is skipped). */
export const liveFileSchema = z.object({
  format: z.number(),
  /** When the collector wrote the file (its clock). */
  asOf: time,
  /** The collector rewrites the file at least this often while it runs. */
  heartbeatMs: z.number().check(z.int(), z.gte(1000), z.lte(600_000)),
  poll: pollHealth,
  /** Newest first, at most LIVE_MATCHES. */
  matches: z.array(z.unknown()),
});
export type LiveFileEnvelope = z.output<typeof liveFileSchema>;

export interface LiveFile extends Omit<LiveFileEnvelope, 'matches'> {
  matches: LiveMatch[];
}

const playerOf = (p: PlayerResult): PlayerResult => ({
  archetype: p.archetype,
  rank: p.rank,
  legendRank: p.legendRank,
  won: p.won,
});

/** The file as the collector writes it: matches newest first, an error message cut to size. */
export function liveFileOf(state: {
  asOf: number;
  poll: LivePollHealth;
  matches: readonly (Match & { seenAt: number })[];
}): LiveFile {
  const { lastError } = state.poll;
  return {
    format: LIVE_FORMAT,
    asOf: state.asOf,
    heartbeatMs: LIVE_HEARTBEAT_MS,
    poll: {
      ...state.poll,
      lastError: lastError === null ? null : lastError.slice(0, MAX_ERROR_LENGTH),
    },
    matches: state.matches.slice(0, LIVE_MATCHES).map((m) => ({
      id: m.id,
      seenAt: m.seenAt,
      players: [playerOf(m.players[0]), playerOf(m.players[1])],
    })),
  };
}
