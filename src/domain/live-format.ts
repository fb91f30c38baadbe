// live.json: the collector's latest matches, published beside the history so that a dashboard
// on a static host needs nothing but files. Rewritten when a poll adds matches, when the
// collector's poll health changes, and at least every heartbeat while the collector runs, so a
// reader can tell a quiet ladder from a collector (or a sync) that stopped.
import * as v from 'valibot';
import { isMatchId, type Match, type PlayerResult } from './buckets.ts';
import { count, time } from './history-format.ts';
import { MAX_INT32, MIN_INT32 } from './limits.ts';
import { rankProblem } from './ranks.ts';
import { issueMessage, playerReason, type ReasonCode } from './reject-reasons.ts';

export const LIVE_FILE = 'live.json';
export const LIVE_FORMAT = 1;
/** Matches in the file, newest first: half what the real feed answers with. */
export const LIVE_MATCHES = 100;
/** The collector rewrites the file at least this often while it runs. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** The longest error text the file carries. */
const MAX_ERROR_LENGTH = 300;

const int32 = v.pipe(
  v.number(),
  v.check(
    (n) => Number.isInteger(n) && n >= MIN_INT32 && n <= MAX_INT32,
    // Issues carry their reason's code (reject-reasons.ts); the English is made from it.
    issueMessage('not-int32'),
  ),
);

const player = v.object({
  archetype: int32,
  rank: int32,
  legendRank: v.nullable(int32),
  won: v.boolean(),
});

/** One match as the dashboard's match type holds it, with when the collector first saw it. */
export const liveMatchSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.check(isMatchId, issueMessage('not-lower-uuid'))),
    seenAt: time,
    players: v.strictTuple([player, player]),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const m = dataset.value;
    const push = (reason: ReasonCode, player?: number) =>
      addIssue({ message: issueMessage(reason, player) });
    if (m.players[0].won === m.players[1].won) push(m.players[0].won ? 'both-won' : 'neither-won');
    m.players.forEach((p, i) => {
      const problem = rankProblem(p.rank, p.legendRank);
      if (problem) push(playerReason(problem), i + 1);
    });
  }),
);
export type LiveMatch = v.InferOutput<typeof liveMatchSchema>;

/** The collector's own polling of the service, as it stood when it wrote the file. */
const pollHealth = v.object({
  lastSuccessAt: v.nullable(time),
  consecutiveFailures: count,
  lastError: v.nullable(v.pipe(v.string(), v.maxLength(MAX_ERROR_LENGTH))),
});
export type LivePollHealth = v.InferOutput<typeof pollHealth>;

/** The file's envelope: checked whole. Its matches are checked one by one (a bad one is skipped). */
export const liveFileSchema = v.object({
  format: v.number(),
  /** When the collector wrote the file (its clock). */
  asOf: time,
  /** The collector rewrites the file at least this often while it runs. */
  heartbeatMs: v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(600_000)),
  poll: pollHealth,
  /** Newest first, at most LIVE_MATCHES. */
  matches: v.array(v.unknown()),
});
export type LiveFileEnvelope = v.InferOutput<typeof liveFileSchema>;

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
