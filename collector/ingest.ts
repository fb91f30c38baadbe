// A batch of feed bodies made ready to store: each parsed and checked as the dashboard does,
// each match once (first sight wins), never dated into an hour already published as closed.
import { parseFeed } from '../src/api/service.ts';
import type { SeenMatch } from '../src/domain/match-store.ts';
import { addCounts } from './report.ts';

export interface IngestOutcome {
  received: number;
  added: number;
  duplicates: number;
  rejected: Record<string, number>;
}

/**
 * The distinct matches of `responses` with the time each was first seen (not before
 * `closedUntil`), what was received and rejected, and the newest time counted. Throws an
 * ApiError when a body is not a feed at all; `accepted` hears of every body that was.
 */
export function collectBatch(
  responses: readonly { body: unknown; seenAt: number }[],
  closedUntil: number,
  newestBefore: number,
  accepted: (seenAt: number, received: number, rejected: Record<string, number>) => void,
): { outcome: IngestOutcome; fresh: SeenMatch[]; valid: number; newest: number } {
  const outcome: IngestOutcome = { received: 0, added: 0, duplicates: 0, rejected: {} };
  // First sight wins within the batch; the database's key refuses what it holds already.
  const fresh = new Map<string, SeenMatch>();
  let valid = 0;
  let newest = newestBefore;
  for (const { body, seenAt } of responses) {
    const result = parseFeed(body);
    // Never into a span already published as closed: those files never change.
    const at = Math.max(seenAt, closedUntil);
    for (const match of result.matches) {
      if (!fresh.has(match.id)) fresh.set(match.id, { ...match, seenAt: at });
    }
    valid += result.matches.length;
    outcome.received += result.received;
    addCounts(outcome.rejected, result.rejected);
    accepted(seenAt, result.received, result.rejected);
    newest = Math.max(newest, at);
  }
  return { outcome, fresh: [...fresh.values()], valid, newest };
}
