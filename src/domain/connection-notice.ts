// What a screen says of its live list, in the screen's language: the indicator's word for the
// connection state and the age of the last update, and, when the list is not live, a title,
// since when, and why, in the words of the source it reads (the service, or the collector's
// files). Called while a screen renders.
import { plural, t } from '@lingui/core/macro';
import type { Connection, ConnectionState, PollRecord } from './connection.ts';
import { lastErrorText } from './error-text.ts';
import { formatAge, formatCount, formatTime, WIDEST_AGES_MS } from './format.ts';
import { LIVE_FILE } from './live-format.ts';
import type { CollectorFacts, LiveListFrom, ObservedFacts } from './live-source.ts';

/** The indicator's word for a state, for the source the live list comes from. */
export function connectionLabel(state: ConnectionState, via: LiveListFrom = 'service'): string {
  switch (state) {
    case 'connecting':
      return t`Connecting`;
    case 'live':
      return t({ message: 'Live', comment: 'connection state: the data is live' });
    case 'stale':
      return t({ message: 'Stale', comment: 'connection state: the data is old' });
    case 'unreachable':
      return via === 'files' ? t`Files unreachable` : t`Service unreachable`;
    case 'offline':
      return t({ message: 'Offline', comment: 'connection state: this device is offline' });
    case 'error':
      return via === 'files' ? t`Files refused` : t`Service error`;
    case 'files-stale':
      return t`Files stale`;
    case 'collector-failing':
      return t`Collector failing`;
  }
}

/**
 * "updated 12 sec. ago", or null before the first success. From the collector's files, since
 * the file last changed: reading an unchanged file is no update.
 */
export function updatedAgo(connection: Connection): string | null {
  const last = lastUpdateAt(connection);
  if (last === null) return null;
  return updatedText(Math.max(0, connection.now - last));
}

/** The moment `updatedAgo` counts from (epoch ms), or null before the first success. */
export function lastUpdateAt({ record }: Connection): number | null {
  return record.collector?.advancedAt ?? record.lastSuccessAt;
}

const updatedText = (ms: number): string => {
  const age = formatAge(ms);
  return t`updated ${age}`;
};

/** The widest texts `updatedAgo` writes in this language (the room its text is given). */
export const updatedAgoSamples = (): string[] => WIDEST_AGES_MS.map(updatedText);

/** "last written 14:02:31 (3 min. ago)". */
export function writtenSince(facts: ObservedFacts, now: number): string {
  const time = formatTime(facts.writtenAt);
  const age = formatAge(Math.max(0, now - facts.advancedAt));
  return t`last written ${time} (${age})`;
}

/** "the collector last reached the service at 14:02:31", or that it never has since it started. */
export function collectorReached(facts: CollectorFacts): string {
  if (facts.lastSuccessAt === null)
    return t`the collector has not reached the service since it started`;
  const time = formatTime(facts.lastSuccessAt);
  return t`the collector last reached the service at ${time}`;
}

/** "3 polls failed in a row: …", with the collector's own words for its last error. */
function collectorFailures(facts: CollectorFacts): string {
  const failures = facts.consecutiveFailures;
  const count = formatCount(failures);
  const error = facts.lastError;
  if (error === null)
    return t`${plural(failures, {
      one: `${count} poll failed in a row.`,
      other: `${count} polls failed in a row.`,
    })}`;
  return t`${plural(failures, {
    one: `${count} poll failed in a row: ${error}`,
    other: `${count} polls failed in a row: ${error}`,
  })}`;
}

export interface ConnectionNotice {
  title: string;
  /** "last update 3 min. ago" or "no data yet". */
  since: string;
  reason: string;
}

function noticeTitle(state: ConnectionState, via: LiveListFrom): string {
  switch (state) {
    case 'offline':
      return t`This device is offline`;
    case 'unreachable':
      return via === 'files' ? t`Cannot reach the collector's files` : t`Cannot reach the service`;
    case 'error':
      return via === 'files'
        ? t`The collector's files are refused`
        : t`The service is answering with errors`;
    default:
      return t`Data is stale`;
  }
}

/** What a screen says when its data is not live: null while live (or still connecting). */
export function connectionNotice(
  state: ConnectionState,
  record: PollRecord,
  now: number,
  via: LiveListFrom = 'service',
): ConnectionNotice | null {
  if (state === 'live' || state === 'connecting') return null;
  const { collector } = record;
  if (state === 'files-stale' && collector) {
    const file = LIVE_FILE;
    return {
      title: t`The collector's files are stale`,
      since: writtenSince(collector, now),
      reason: t`${file} stopped changing: the collector, or the copy of its files to this host, has stopped.`,
    };
  }
  if (state === 'collector-failing' && collector)
    return {
      title: t`The collector cannot reach the service`,
      since: collectorReached(collector),
      reason: collectorFailures(collector),
    };
  let since: string;
  if (record.lastSuccessAt !== null) {
    const age = formatAge(now - record.lastSuccessAt);
    since = t`last update ${age}`;
  } else since = t`no data yet`;
  return {
    title: noticeTitle(state, via),
    since,
    reason: record.lastError
      ? lastErrorText(record.lastError)
      : via === 'files'
        ? t`No answer from the collector's files for a while.`
        : t`No answer from the service for a while.`,
  };
}
