// One connection state for the whole UI, derived from the record of polls: live, stale,
// offline or error, with the time of the last success and the last error (its code and its
// English). The collector keeps the same record: no words for a screen here (they are in
// connection-notice.ts and error-text.ts).

import { Listeners } from './listeners.ts';
import {
  COLLECTOR_FAILING_AFTER,
  type CollectorFacts,
  filesStaleAfter,
  type LiveListFrom,
  type ObservedFacts,
  observeFacts,
} from './live-source.ts';
import { type Problem, problemMessage } from './problems.ts';

export type FailureKind =
  | 'offline'
  | 'network'
  | 'timeout'
  | 'http'
  | 'not-json'
  | 'too-large'
  | 'shape';
export type ConnectionState =
  | 'connecting'
  | 'live'
  | 'stale'
  | 'unreachable'
  | 'offline'
  | 'error'
  /** Reading the collector's files: they are reachable, but live.json stopped moving. */
  | 'files-stale'
  /** Reading the collector's files: they move, but the collector cannot poll the service. */
  | 'collector-failing';

export interface PollRecord {
  polls: number;
  successes: number;
  failures: Partial<Record<FailureKind, number>>;
  consecutiveFailures: number;
  /** Consecutive failures that never reached the service (network, timeout, offline). */
  consecutiveUnreachable: number;
  entriesReceived: number;
  /** Counts by reason, keyed by the reason's English (reject-reasons.ts). */
  entriesRejected: Record<string, number>;
  lastSuccessAt: number | null;
  lastError: {
    kind: FailureKind;
    /** In English (the collector's log and live.json). */
    message: string;
    /** Its code and values, for a screen to word (absent for a text with no code). */
    problem?: Problem;
    at: number;
    /** How long the service asked us to wait (Retry-After), if it did. */
    retryAfterMs: number | null;
  } | null;
  lastFailureKind: FailureKind | null;
  /** What the collector's live.json said at the last success, when the list comes from it. */
  collector: ObservedFacts | null;
}

const UNREACHABLE: ReadonlySet<FailureKind> = new Set(['network', 'timeout', 'offline']);

export class PollTracker {
  record: PollRecord = {
    polls: 0,
    successes: 0,
    failures: {},
    consecutiveFailures: 0,
    consecutiveUnreachable: 0,
    entriesReceived: 0,
    entriesRejected: {},
    lastSuccessAt: null,
    lastError: null,
    lastFailureKind: null,
    collector: null,
  };
  private readonly changes = new Listeners();

  subscribe = this.changes.subscribe;

  getRecord = (): PollRecord => this.record;

  private update(next: PollRecord) {
    this.record = next;
    this.changes.notify();
  }

  /** A poll that was read; `collector`: the facts of the collector's live.json, when read. */
  success(
    now: number,
    entries: number,
    rejected: Record<string, number>,
    collector: CollectorFacts | null = null,
  ): void {
    const r = this.record;
    const merged = { ...r.entriesRejected };
    for (const [reason, n] of Object.entries(rejected)) merged[reason] = (merged[reason] ?? 0) + n;
    this.update({
      ...r,
      polls: r.polls + 1,
      successes: r.successes + 1,
      consecutiveFailures: 0,
      consecutiveUnreachable: 0,
      entriesReceived: r.entriesReceived + entries,
      entriesRejected: merged,
      lastSuccessAt: now,
      lastFailureKind: null,
      collector: collector && observeFacts(collector, r.collector, now),
    });
  }

  /** A failed poll: `what` is its problem, or a text with no code (the collector's). */
  failure(
    now: number,
    kind: FailureKind,
    what: Problem | string,
    retryAfterMs: number | null = null,
  ): void {
    const r = this.record;
    const said =
      typeof what === 'string'
        ? { message: what }
        : { message: problemMessage(what), problem: what };
    this.update({
      ...r,
      polls: r.polls + 1,
      failures: { ...r.failures, [kind]: (r.failures[kind] ?? 0) + 1 },
      consecutiveFailures: r.consecutiveFailures + 1,
      consecutiveUnreachable: UNREACHABLE.has(kind) ? r.consecutiveUnreachable + 1 : 0,
      lastError: { kind, ...said, at: now, retryAfterMs },
      lastFailureKind: kind,
    });
  }
}

export const MAX_BACKOFF_MS = 60_000;

/**
 * Delay before the next feed poll, from the record alone: the interval after a success; after
 * failures, exponential backoff capped at 60 s with jitter, never under the interval nor under
 * Retry-After (itself capped at 10 min). The jitter is derived from the failure time, so the
 * same record always gives the same delay (React Query asks again on every update).
 */
export function nextPollDelay(record: PollRecord, intervalMs: number): number {
  const failures = record.consecutiveFailures;
  if (failures === 0 || record.lastError === null) return intervalMs;
  const base = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** (failures - 1));
  const frac = (((record.lastError.at % 9973) * 7919) % 9973) / 9973;
  const jittered = Math.max(intervalMs, Math.round(base * (0.8 + 0.2 * frac)));
  const retryAfter = record.lastError.retryAfterMs ?? 0;
  return Math.max(jittered, Math.min(retryAfter, 10 * MAX_BACKOFF_MS));
}

/**
 * live: the last poll succeeded (or one blip since); stale: no success for more than 3
 * intervals; offline: this device is (the browser says so); unreachable: the device is online
 * but the service did not answer twice in a row; error: the service answers, but with error
 * statuses or bad bodies.
 */
export function connectionState(
  record: PollRecord,
  now: number,
  intervalMs: number,
  browserOnline = true,
): ConnectionState {
  if (!browserOnline || record.lastFailureKind === 'offline') return 'offline';
  if (record.consecutiveUnreachable >= 2) return 'unreachable';
  if (record.lastFailureKind !== null && !UNREACHABLE.has(record.lastFailureKind)) return 'error';
  if (record.lastSuccessAt === null) return record.polls === 0 ? 'connecting' : 'stale';
  const { collector } = record;
  if (collector && now - collector.advancedAt > filesStaleAfter(collector, intervalMs))
    return 'files-stale';
  if (now - record.lastSuccessAt > 3 * intervalMs) return 'stale';
  if (collector && collector.consecutiveFailures >= COLLECTOR_FAILING_AFTER)
    return 'collector-failing';
  return 'live';
}

/** The connection as a screen shows it: its state, the record behind it, and the time. */
export interface Connection {
  state: ConnectionState;
  record: PollRecord;
  now: number;
  /** Where the live list comes from (the service when absent). */
  via?: LiveListFrom;
}
