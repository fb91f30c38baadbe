// What went wrong reading the service, the collector's files or the history, as a code and its
// values: the collector runs this file as it is (no Lingui macro here), so a failure carries a
// code a screen words in its own language (error-text.ts) and the English the collector logs,
// both formed from the same code and values.
import { groupThousands } from './format.ts';
import { formatBytes, READ_LIMITS, type ReadLimitId } from './limits.ts';

/** Every failure a screen can explain, with the values its words need. */
export type Problem =
  /** A text with no code (the collector's own failures, tests): shown as it is. */
  | { code: 'text'; values: { text: string } }
  /** Any other error: its own message when it has one. */
  | { code: 'unexpected'; values: { message: string | null } }
  /** The same, as the reason after a file's name or a colon ("unexpected error: …"). */
  | { code: 'unexpected-reason'; values: { message: string } }
  // The service (getJson).
  | { code: 'rate-limited'; values: Record<string, never> }
  | { code: 'not-found'; values: Record<string, never> }
  | { code: 'service-failing'; values: { status: number } }
  | { code: 'service-refused'; values: { status: number } }
  /** `status` 0: an opaque redirect, whose status the browser hides. */
  | { code: 'redirect'; values: { status: number } }
  | { code: 'timeout'; values: { seconds: number } }
  | { code: 'timeout-reading'; values: { seconds: number } }
  | { code: 'offline'; values: Record<string, never> }
  | { code: 'network'; values: Record<string, never> }
  | { code: 'read-broken'; values: Record<string, never> }
  | { code: 'too-large'; values: { limit: ReadLimitId; bytes: number } }
  /** `type`: the Content-Type sent ("" when none). */
  | { code: 'not-json'; values: { type: string } }
  | { code: 'broken-json'; values: Record<string, never> }
  | { code: 'feed-shape'; values: Record<string, never> }
  | { code: 'catalogue-shape'; values: Record<string, never> }
  | { code: 'cards-shape'; values: Record<string, never> }
  | { code: 'cards-off'; values: Record<string, never> }
  // The collector's live list (live.json).
  | { code: 'live-shape'; values: Record<string, never> }
  | { code: 'live-format'; values: { format: number; expected: number } }
  | { code: 'live-future'; values: { at: number } }
  | { code: 'files-network'; values: { url: string } }
  | { code: 'files-timeout'; values: { url: string; seconds: number } }
  | { code: 'files-no-live'; values: { url: string } }
  | { code: 'files-http'; values: { url: string; status: number | null } }
  | { code: 'files-not-json'; values: { url: string; type: string } }
  | { code: 'files-broken-json'; values: { url: string } }
  // The shared history: its manifest, then each file (said after the file's name).
  | { code: 'manifest-shape'; values: Record<string, never> }
  | { code: 'history-format'; values: { format: number; expected: number } }
  | { code: 'manifest-future'; values: { at: number } }
  | { code: 'manifest-time'; values: Record<string, never> }
  | { code: 'file-format'; values: { format: number; expected: number } }
  | { code: 'file-span'; values: Record<string, never> }
  | { code: 'file-pairs'; values: { max: number } }
  | { code: 'file-counts'; values: { max: number } }
  | { code: 'file-shape'; values: Record<string, never> }
  | { code: 'open-after-hour'; values: Record<string, never> }
  | { code: 'file-hash'; values: Record<string, never> }
  | { code: 'not-published'; values: Record<string, never> }
  | { code: 'history-pairs-cap'; values: { max: number } }
  | { code: 'history-not-published'; values: { url: string } }
  | { code: 'history-unloadable'; values: { url: string; reason: Problem } };

export type ProblemCode = Problem['code'];

/** A problem from its code and values, typed by the code. */
export const problem = <C extends ProblemCode>(
  code: C,
  values: Extract<Problem, { code: C }>['values'],
) => ({ code, values }) as Extract<Problem, { code: C }>;

/** What a Content-Type names, as the failure says it: "a web page", "\"text/plain\"". */
function sentEnglish(type: string): string {
  if (/html/i.test(type)) return 'a web page';
  return `"${type || 'no content type'}"`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Set to false by the browser's build (vite.config.ts): elsewhere it is not defined. */
declare const __PROBLEM_ENGLISH__: boolean | undefined;

/**
 * An error's `message`: the problem in English (the collector's log line), except in the
 * browser's build, which leaves the English out and says the code, or a text that has none (a
 * screen words the code in its own language, error-text.ts).
 */
export function problemMessage(p: Problem): string {
  if (typeof __PROBLEM_ENGLISH__ !== 'undefined' && !__PROBLEM_ENGLISH__)
    return p.code === 'text' ? p.values.text : p.code;
  return problemEnglish(p);
}

/** The problem in English: the collector's log line, each error's `message` outside the browser. */
export function problemEnglish(p: Problem): string {
  switch (p.code) {
    case 'text':
      return p.values.text;
    case 'unexpected':
      return p.values.message === null
        ? 'Unexpected error.'
        : `Unexpected error: ${p.values.message}`;
    case 'unexpected-reason':
      return `unexpected error: ${p.values.message}`;
    case 'rate-limited':
      return 'The service is rate-limiting us (HTTP 429).';
    case 'not-found':
      return 'The service does not know this address (HTTP 404): check apiBaseUrl.';
    case 'service-failing':
      return `The service is failing (HTTP ${p.values.status}).`;
    case 'service-refused':
      return `The service refused the request (HTTP ${p.values.status}).`;
    case 'redirect':
      return `The service answered with a redirect (HTTP ${p.values.status || 'redirect'}); redirects are not followed.`;
    case 'timeout':
      return `The service did not answer within ${p.values.seconds} s.`;
    case 'timeout-reading':
      return `The service did not finish answering within ${p.values.seconds} s.`;
    case 'offline':
      return 'This device is offline.';
    case 'network':
      return 'Cannot reach the service (network error).';
    case 'read-broken':
      return 'The connection broke while reading the answer.';
    case 'too-large':
      return `The answer for ${READ_LIMITS[p.values.limit].name} is larger than its ${formatBytes(p.values.bytes)} limit; it was not read.`;
    case 'not-json':
      return `The service sent ${sentEnglish(p.values.type)} instead of JSON data.`;
    case 'broken-json':
      return 'The service sent broken JSON (cut off or malformed).';
    case 'feed-shape':
      return 'The feed answer has the wrong shape (no "data" list of matches).';
    case 'catalogue-shape':
      return 'The archetype list has the wrong shape (not a list of archetypes).';
    case 'cards-shape':
      return 'The card data is not a list of cards.';
    case 'cards-off':
      return 'Card data is turned off.';
    case 'live-shape':
      return "The collector's live list (live.json) has the wrong shape.";
    case 'live-format':
      return `The collector's live list is in format ${p.values.format}; this dashboard reads format ${p.values.expected}.`;
    case 'live-future':
      return `The collector's live list is dated ${iso(p.values.at)}, ahead of this device's clock: refused.`;
    case 'files-network':
      return `Cannot reach the collector's files at ${p.values.url} (network error).`;
    case 'files-timeout':
      return `The collector's files at ${p.values.url} did not answer within ${p.values.seconds} s.`;
    case 'files-no-live':
      return `No live list at ${p.values.url} (HTTP 404): the collector does not publish there, or its files are not synced yet.`;
    case 'files-http':
      return `The host of the collector's files answered HTTP ${p.values.status ?? '?'} for ${p.values.url}.`;
    case 'files-not-json':
      return `${p.values.url} is not JSON: ${sentEnglish(p.values.type)} instead of JSON data.`;
    case 'files-broken-json':
      return `${p.values.url} is not JSON: broken JSON (cut off or malformed).`;
    case 'manifest-shape':
      return 'The history manifest is damaged (wrong shape).';
    case 'history-format':
      return `The history is in format ${p.values.format}; this dashboard reads format ${p.values.expected}.`;
    case 'manifest-future':
      return `The history manifest is dated ${iso(p.values.at)}, ahead of this device's clock: refused.`;
    case 'manifest-time':
      return 'The history manifest is damaged (its time is outside its open hour).';
    case 'file-format':
      return `format ${p.values.format}, expected ${p.values.expected}`;
    case 'file-span':
      return 'its time span is not the one its name says';
    case 'file-pairs':
      return `it holds more than ${groupThousands(p.values.max)} archetype pairs`;
    case 'file-counts':
      return `its counts are damaged (or more than ${groupThousands(p.values.max)} archetype pairs)`;
    case 'file-shape':
      return 'wrong shape';
    case 'open-after-hour':
      return 'its time is after the end of its hour';
    case 'file-hash':
      return 'it does not match the manifest (a damaged or stale copy)';
    case 'not-published':
      return 'not published (HTTP 404)';
    case 'history-pairs-cap':
      return `over the ${groupThousands(p.values.max)} archetype pairs a screen holds from history`;
    case 'history-not-published':
      return `No history is published at ${p.values.url} (HTTP 404).`;
    case 'history-unloadable':
      return `Cannot load the history at ${p.values.url}: ${problemEnglish(p.values.reason)}`;
  }
}

/** Whether a value is an error that carries a problem (ApiError, HistoryFileError). */
export function hasProblem(error: unknown): error is Error & { problem: Problem } {
  const carried = error instanceof Error ? (error as { problem?: unknown }).problem : undefined;
  return typeof carried === 'object' && carried !== null && 'code' in carried;
}

/** Any error a query may hold, as a problem ("Unexpected error: …" for one without a code). */
export function problemOf(error: unknown): Problem {
  if (hasProblem(error)) return error.problem;
  return problem('unexpected', { message: error instanceof Error ? error.message : null });
}
