// What the collector tells its operator: one log line a minute (polls, matches, rejects by
// reason, failures by kind, and what is failing since when), and health.json.
import { ApiError } from '../src/api/client.ts';
import type { FailureKind } from '../src/domain/connection.ts';
import { iso } from './clock.ts';

export const HEALTH_FILE = 'health.json';

/** What one minute's log line reports; reset after each line. */
export interface MinuteCounts {
  polls: number;
  added: number;
  duplicates: number;
  rejected: Record<string, number>;
  failures: Record<string, number>;
}

export const emptyMinute = (): MinuteCounts => ({
  polls: 0,
  added: 0,
  duplicates: 0,
  rejected: {},
  failures: {},
});

/** A part of the collector that is failing: since when, how often, and the last error. */
export interface Failing {
  since: number;
  count: number;
  message: string;
}

export const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
};

const listCounts = (counts: Record<string, number>) => {
  const entries = Object.entries(counts);
  return entries.length === 0 ? 'none' : entries.map(([k, n]) => `${k} ${n}`).join(', ');
};

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** Counts one more failure of a part, starting its record (and returning true) if it was working. */
export function noteFailure(
  failing: Record<string, Failing | null>,
  part: string,
  now: number,
  message: string,
): boolean {
  const current = failing[part];
  if (current) {
    current.count++;
    current.message = message;
    return false;
  }
  failing[part] = { since: now, count: 1, message };
  return true;
}

/** Ends a part's failure record, saying after how many failed `attempts` it works again. */
export function noteRecovery(
  failing: Record<string, Failing | null>,
  part: string,
  log: (line: string) => void,
  attempts: string,
): void {
  const current = failing[part];
  if (!current) return;
  log(`${part}: working again after ${current.count} failed ${attempts}`);
  failing[part] = null;
}

/** The minute's line. */
export function minuteLine(
  now: number,
  m: MinuteCounts,
  failing: Record<string, Failing | null>,
): string {
  const parts = Object.entries(failing).flatMap(([part, f]) =>
    f ? [`; ${part} failing since ${iso(f.since)} (${f.count}×: ${f.message})`] : [],
  );
  return `${iso(now)} polls ${m.polls}, matches +${m.added}, duplicates ${m.duplicates}, rejected: ${listCounts(m.rejected)}; failures: ${listCounts(m.failures)}${parts.join('')}`;
}

/**
 * A failed request as the minute line counts it ("feed http 503"), the poll record's kind and
 * Retry-After, and whether it deserves a line of its own: not a request at all, an answer over
 * its limit, or a redirect (refused). Common failures are only counted.
 */
export function describeFailure(error: unknown, what: string) {
  const api = error instanceof ApiError ? error : null;
  const kind: FailureKind = api ? api.kind : 'shape';
  const status = api?.status ? ` ${api.status}` : '';
  return {
    kind,
    message: messageOf(error),
    retryAfter: api ? (api.retryAfterMs ?? null) : null,
    label: `${what} ${kind}${status}`,
    loud: !api || kind === 'too-large' || status.startsWith(' 3'),
  };
}
