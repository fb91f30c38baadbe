// Failures in the screen's language: the codes the collector's modules carry (problems.ts), each
// turned into a message of the catalogue. Called while a screen renders. The collector never
// loads this file: its logs keep the English problems.ts makes from the same codes. Skipped
// elements' reasons are in reason-text.ts, the runtime's notices in notice-text.ts.
import { plural, t } from '@lingui/core/macro';
import type { PollRecord } from './connection.ts';
import { formatCount } from './format.ts';
import { type ReadLimitId, sizeInUnits } from './limits.ts';
import { LIVE_FILE } from './live-format.ts';
import { type Problem, problemOf } from './problems.ts';

/** What a read limit applies to: "the live feed". */
export function readLimitName(id: ReadLimitId): string {
  switch (id) {
    case 'feed':
      return t`the live feed`;
    case 'catalogue':
      return t`the archetype catalogue`;
    case 'manifest':
      return t`the history manifest`;
    case 'live': {
      const file = LIVE_FILE;
      return t`the collector's live list (${file})`;
    }
    case 'historyFile':
      return t`a history file`;
    case 'cards':
      return t`the card data`;
  }
}

/** A size in bytes as a viewer reads it: "4 MB", "12 KB", "800 bytes". */
export function formatSize(bytes: number): string {
  const { amount, unit } = sizeInUnits(bytes);
  const size = formatCount(amount);
  if (unit === 'MB') return t({ message: `${size} MB`, comment: 'megabytes' });
  if (unit === 'KB') return t({ message: `${size} KB`, comment: 'kilobytes' });
  return t`${plural(bytes, { one: `${size} byte`, other: `${size} bytes` })}`;
}

/** "The service sent a web page instead of JSON data.", by what the Content-Type says. */
function notJsonText(type: string): string {
  if (/html/i.test(type)) return t`The service sent a web page instead of JSON data.`;
  if (type === '') return t`The service sent "no content type" instead of JSON data.`;
  return t`The service sent "${type}" instead of JSON data.`;
}

function filesNotJsonText(url: string, type: string): string {
  if (/html/i.test(type)) return t`${url} is not JSON: a web page instead of JSON data.`;
  if (type === '') return t`${url} is not JSON: "no content type" instead of JSON data.`;
  return t`${url} is not JSON: "${type}" instead of JSON data.`;
}

/** A failure in the screen's language. */
export function problemText(p: Problem): string {
  switch (p.code) {
    case 'text':
      // A text with no code (the collector's own): as it came.
      return p.values.text;
    case 'unexpected': {
      const { message } = p.values;
      return message === null ? t`Unexpected error.` : t`Unexpected error: ${message}`;
    }
    case 'unexpected-reason': {
      const { message } = p.values;
      return t({
        message: `unexpected error: ${message}`,
        comment: 'why a history file was left out, after its name',
      });
    }
    case 'rate-limited':
      return t`The service is rate-limiting us (HTTP 429).`;
    case 'not-found': {
      const key = 'apiBaseUrl';
      return t`The service does not know this address (HTTP 404): check ${key}.`;
    }
    case 'service-failing': {
      const { status } = p.values;
      return t`The service is failing (HTTP ${status}).`;
    }
    case 'service-refused': {
      const { status } = p.values;
      return t`The service refused the request (HTTP ${status}).`;
    }
    case 'redirect': {
      const { status } = p.values;
      return status
        ? t`The service answered with a redirect (HTTP ${status}); redirects are not followed.`
        : t`The service answered with a redirect (HTTP redirect); redirects are not followed.`;
    }
    case 'timeout': {
      const seconds = formatCount(p.values.seconds);
      return t`The service did not answer within ${seconds} s.`;
    }
    case 'timeout-reading': {
      const seconds = formatCount(p.values.seconds);
      return t`The service did not finish answering within ${seconds} s.`;
    }
    case 'offline':
      return t`This device is offline.`;
    case 'network':
      return t`Cannot reach the service (network error).`;
    case 'read-broken':
      return t`The connection broke while reading the answer.`;
    case 'too-large': {
      const what = readLimitName(p.values.limit);
      const size = formatSize(p.values.bytes);
      return t`The answer for ${what} is larger than its ${size} limit; it was not read.`;
    }
    case 'not-json':
      return notJsonText(p.values.type);
    case 'broken-json':
      return t`The service sent broken JSON (cut off or malformed).`;
    case 'feed-shape': {
      const list = 'data';
      return t`The feed answer has the wrong shape (no "${list}" list of matches).`;
    }
    case 'catalogue-shape':
      return t`The archetype list has the wrong shape (not a list of archetypes).`;
    case 'cards-shape':
      return t`The card data is not a list of cards.`;
    case 'cards-off':
      return t`Card data is turned off.`;
    case 'live-shape': {
      const file = LIVE_FILE;
      return t`The collector's live list (${file}) has the wrong shape.`;
    }
    case 'live-format': {
      const { format, expected } = p.values;
      return t`The collector's live list is in format ${format}; this dashboard reads format ${expected}.`;
    }
    case 'live-future': {
      const date = new Date(p.values.at).toISOString();
      return t`The collector's live list is dated ${date}, ahead of this device's clock: refused.`;
    }
    case 'files-network': {
      const { url } = p.values;
      return t`Cannot reach the collector's files at ${url} (network error).`;
    }
    case 'files-timeout': {
      const { url } = p.values;
      const seconds = formatCount(p.values.seconds);
      return t`The collector's files at ${url} did not answer within ${seconds} s.`;
    }
    case 'files-no-live': {
      const { url } = p.values;
      return t`No live list at ${url} (HTTP 404): the collector does not publish there, or its files are not synced yet.`;
    }
    case 'files-http': {
      const { url } = p.values;
      const status = p.values.status ?? '?';
      return t`The host of the collector's files answered HTTP ${status} for ${url}.`;
    }
    case 'files-not-json':
      return filesNotJsonText(p.values.url, p.values.type);
    case 'files-broken-json': {
      const { url } = p.values;
      return t`${url} is not JSON: broken JSON (cut off or malformed).`;
    }
    case 'manifest-shape':
      return t`The history manifest is damaged (wrong shape).`;
    case 'history-format': {
      const { format, expected } = p.values;
      return t`The history is in format ${format}; this dashboard reads format ${expected}.`;
    }
    case 'manifest-future': {
      const date = new Date(p.values.at).toISOString();
      return t`The history manifest is dated ${date}, ahead of this device's clock: refused.`;
    }
    case 'manifest-time':
      return t`The history manifest is damaged (its time is outside its open hour).`;
    // A history file's problems follow its name on the status page ("open.json: wrong shape").
    case 'file-format': {
      const { format, expected } = p.values;
      return t({
        message: `format ${format}, expected ${expected}`,
        comment: 'why a history file was left out, after its name',
      });
    }
    case 'file-span':
      return t({
        message: 'its time span is not the one its name says',
        comment: 'why a history file was left out, after its name',
      });
    case 'file-pairs': {
      const { max } = p.values;
      const count = formatCount(max);
      return t({
        message: `it holds more than ${plural(max, { one: `${count} archetype pair`, other: `${count} archetype pairs` })}`,
        comment: 'why a history file was left out, after its name',
      });
    }
    case 'file-counts': {
      const { max } = p.values;
      const count = formatCount(max);
      return t({
        message: `its counts are damaged (or more than ${plural(max, { one: `${count} archetype pair`, other: `${count} archetype pairs` })})`,
        comment: 'why a history file was left out, after its name',
      });
    }
    case 'file-shape':
      return t({
        message: 'wrong shape',
        comment: 'why a history file was left out, after its name',
      });
    case 'open-after-hour':
      return t({
        message: 'its time is after the end of its hour',
        comment: 'why a history file was left out, after its name',
      });
    case 'file-hash':
      return t({
        message: 'it does not match the manifest (a damaged or stale copy)',
        comment: 'why a history file was left out, after its name',
      });
    case 'not-published':
      return t({
        message: 'not published (HTTP 404)',
        comment: 'why a history file was left out, after its name',
      });
    case 'history-pairs-cap': {
      const { max } = p.values;
      const count = formatCount(max);
      return t({
        message: `over the ${plural(max, { one: `${count} archetype pair`, other: `${count} archetype pairs` })} a screen holds from history`,
        comment: 'why a history file was left out, after its name',
      });
    }
    case 'history-not-published': {
      const { url } = p.values;
      return t`No history is published at ${url} (HTTP 404).`;
    }
    case 'history-unloadable': {
      const { url } = p.values;
      const reason = problemText(p.values.reason);
      return t`Cannot load the history at ${url}: ${reason}`;
    }
  }
}

/** Any error a query may hold, in the screen's language (what describeError says in English). */
export function errorText(error: unknown): string {
  return problemText(problemOf(error));
}

/** The last failed poll in the screen's language (its English when it carries no code). */
export function lastErrorText(lastError: NonNullable<PollRecord['lastError']>): string {
  return lastError.problem ? problemText(lastError.problem) : lastError.message;
}
