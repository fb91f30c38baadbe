// What a screen says when its live list is not live: a title, since when, and why, in the words
// of the source it reads (the service, or the collector's files).
import type { ConnectionState, PollRecord } from './connection.ts';
import { formatAge } from './format.ts';
import { collectorReached, type LiveListFrom, writtenSince } from './live-source.ts';

export interface ConnectionNotice {
  title: string;
  /** "last update 3 min ago" or "no data yet". */
  since: string;
  reason: string;
}

const NOTICE_TITLES: Record<
  Exclude<ConnectionState, 'live' | 'connecting' | 'files-stale' | 'collector-failing'>,
  string
> = {
  offline: 'This device is offline',
  unreachable: 'Cannot reach the service',
  error: 'The service is answering with errors',
  stale: 'Data is stale',
};

const FILE_TITLES: Partial<Record<ConnectionState, string>> = {
  unreachable: "Cannot reach the collector's files",
  error: "The collector's files are refused",
};

/** What a screen says when its data is not live: null while live (or still connecting). */
export function connectionNotice(
  state: ConnectionState,
  record: PollRecord,
  now: number,
  via: LiveListFrom = 'service',
): ConnectionNotice | null {
  if (state === 'live' || state === 'connecting') return null;
  const { collector } = record;
  if (state === 'files-stale' && collector)
    return {
      title: "The collector's files are stale",
      since: writtenSince(collector, now),
      reason:
        'live.json stopped changing: the collector, or the copy of its files to this host, has stopped.',
    };
  if (state === 'collector-failing' && collector)
    return {
      title: 'The collector cannot reach the service',
      since: collectorReached(collector),
      reason: `${collector.consecutiveFailures} polls failed in a row${collector.lastError ? `: ${collector.lastError}` : '.'}`,
    };
  const title =
    (via === 'files' ? FILE_TITLES[state] : undefined) ??
    NOTICE_TITLES[state as keyof typeof NOTICE_TITLES];
  return {
    title,
    since:
      record.lastSuccessAt !== null
        ? `last update ${formatAge(now - record.lastSuccessAt)}`
        : 'no data yet',
    reason:
      record.lastError?.message ??
      (via === 'files'
        ? "No answer from the collector's files for a while."
        : 'No answer from the service for a while.'),
  };
}
