// Where the live list comes from, and what a screen makes of the collector's live.json when it
// reads that instead of the service: whether the file still moves (by this device's clock, so a
// collector whose clock is off is not called stale), and how the collector's own polling goes.
// (What a screen says of it is in connection-notice.ts: the collector runs this file.)
import { CLOCK_SKEW_MS } from './limits.ts';

/** "service": the feed from apiBaseUrl; "files": live.json beside the collector's history. */
export type LiveListFrom = 'service' | 'files';

/** Where a configuration reads the live list from (its `liveSource` key). */
export const liveListFrom = (config: { liveSource: 'service' | 'history' }): LiveListFrom =>
  config.liveSource === 'history' ? 'files' : 'service';

/** What live.json says of itself and of the collector that wrote it. */
export interface CollectorFacts {
  /** When the collector wrote the file (its clock). */
  writtenAt: number;
  /** It rewrites the file at least this often while it runs. */
  heartbeatMs: number;
  /** The collector's last successful poll of the service (its clock). */
  lastSuccessAt: number | null;
  consecutiveFailures: number;
  lastError: string | null;
}

export interface ObservedFacts extends CollectorFacts {
  /** When this device last saw `writtenAt` move forward (its own clock). */
  advancedAt: number;
}

/**
 * The facts of a file just read, given those of the last one. The file's age is measured on this
 * device's clock from when its time last moved; only a file older than any clock difference
 * (CLOCK_SKEW_MS) by this device's clock counts from its own time at first sight.
 */
export function observeFacts(
  facts: CollectorFacts,
  previous: ObservedFacts | null,
  now: number,
): ObservedFacts {
  if (previous && facts.writtenAt <= previous.writtenAt)
    return { ...facts, advancedAt: previous.advancedAt };
  const old = now - facts.writtenAt > CLOCK_SKEW_MS;
  return { ...facts, advancedAt: old ? facts.writtenAt : now };
}

/** live.json that has not moved for this long is stale: a heartbeat and five polls. */
export const filesStaleAfter = (facts: CollectorFacts, intervalMs: number) =>
  facts.heartbeatMs + 5 * intervalMs;

/** Failed polls in a row after which the collector is said to be failing (as for a screen). */
export const COLLECTOR_FAILING_AFTER = 2;
