// Replays a past stretch of a feed through the collector's normal ingest path: the body the
// service served at each moment, as if the collector had polled it then. Used with the
// simulated service (deterministic for its seed) so a fresh `npm start` has a day of history.
import type { Collector } from './collector.ts';

export interface BackfillResult {
  responses: number;
  added: number;
  ms: number;
}

/**
 * Ingests `feedBodyAt(t)` for t from `from` to `to` every `stepMs`, `batch` responses per
 * insert. The step must be shorter than one response's span (entries per response ÷ rate),
 * or matches fall between steps.
 */
export async function backfill(
  collector: Collector,
  feedBodyAt: (at: number) => unknown,
  range: { from: number; to: number; stepMs: number; batch?: number },
): Promise<BackfillResult> {
  const started = performance.now();
  const batch = range.batch ?? 100;
  let responses = 0;
  let added = 0;
  let pending: { body: unknown; seenAt: number }[] = [];
  for (let at = range.from; at <= range.to; at += range.stepMs) {
    pending.push({ body: feedBodyAt(at), seenAt: at });
    responses++;
    if (pending.length >= batch) {
      added += (await collector.ingestFeedBodies(pending)).added;
      pending = [];
    }
  }
  if (pending.length > 0) added += (await collector.ingestFeedBodies(pending)).added;
  return { responses, added, ms: performance.now() - started };
}
