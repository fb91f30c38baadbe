import { describe, expect, it } from 'vitest';
import { errorText, formatSize, problemText } from './error-text.ts';
import { historyNoticeText, storageNoticeText } from './notice-text.ts';
import { type Problem, type ProblemCode, problemEnglish } from './problems.ts';

const URL_ = 'https://files.example/h/';

/** One problem of every code. */
const EVERY_PROBLEM: { [C in ProblemCode]: Extract<Problem, { code: C }>['values'] } = {
  text: { text: 'The archetype list is empty.' },
  unexpected: { message: 'boom' },
  'unexpected-reason': { message: 'boom' },
  'rate-limited': {},
  'not-found': {},
  'service-failing': { status: 502 },
  'service-refused': { status: 403 },
  redirect: { status: 302 },
  timeout: { seconds: 10 },
  'timeout-reading': { seconds: 2.5 },
  offline: {},
  network: {},
  'read-broken': {},
  'too-large': { limit: 'live', bytes: 1024 * 1024 },
  'not-json': { type: 'text/html; charset=utf-8' },
  'broken-json': {},
  'feed-shape': {},
  'catalogue-shape': {},
  'cards-shape': {},
  'cards-off': {},
  'live-shape': {},
  'live-format': { format: 2, expected: 1 },
  'live-future': { at: Date.UTC(2036, 0, 1) },
  'files-network': { url: URL_ },
  'files-timeout': { url: URL_, seconds: 10 },
  'files-no-live': { url: URL_ },
  'files-http': { url: URL_, status: 500 },
  'files-not-json': { url: URL_, type: '' },
  'files-broken-json': { url: URL_ },
  'manifest-shape': {},
  'history-format': { format: 2, expected: 1 },
  'manifest-future': { at: Date.UTC(2036, 0, 1) },
  'manifest-time': {},
  'file-format': { format: 2, expected: 1 },
  'file-span': {},
  'file-pairs': { max: 100_000 },
  'file-counts': { max: 100_000 },
  'file-shape': {},
  'open-after-hour': {},
  'file-hash': {},
  'not-published': {},
  'history-pairs-cap': { max: 1_000_000 },
  'history-not-published': { url: URL_ },
  'history-unloadable': {
    url: URL_,
    reason: { code: 'timeout', values: { seconds: 10 } },
  },
};

describe('failures in the screen language', () => {
  it('say in English what the collector logs, for every code', () => {
    for (const [code, values] of Object.entries(EVERY_PROBLEM)) {
      const p = { code, values } as Problem;
      expect(problemText(p)).toBe(problemEnglish(p));
    }
  });

  it('say every way a body is not JSON as before', () => {
    for (const type of ['text/html', '', 'text/plain']) {
      for (const p of [
        { code: 'not-json', values: { type } },
        { code: 'files-not-json', values: { url: URL_, type } },
      ] as Problem[])
        expect(problemText(p)).toBe(problemEnglish(p));
    }
    const opaque: Problem = { code: 'redirect', values: { status: 0 } };
    expect(problemText(opaque)).toBe(
      'The service answered with a redirect (HTTP redirect); redirects are not followed.',
    );
    expect(problemText({ code: 'files-http', values: { url: URL_, status: null } })).toBe(
      `The host of the collector's files answered HTTP ? for ${URL_}.`,
    );
  });

  it('word any error a query may hold', () => {
    expect(errorText(new Error('boom'))).toBe('Unexpected error: boom');
    expect(errorText('what')).toBe('Unexpected error.');
    const coded = Object.assign(new Error('x'), {
      problem: { code: 'offline', values: {} } as Problem,
    });
    expect(errorText(coded)).toBe('This device is offline.');
  });

  it('write sizes as the status page reads them', () => {
    expect([800, 1, 1536, 4 * 1024 * 1024, 1.25 * 1024 * 1024].map(formatSize)).toEqual([
      '800 bytes',
      '1 byte',
      '2 KB',
      '4 MB',
      '1.3 MB',
    ]);
  });
});

describe('storage and history notices', () => {
  it('say in English what the runtime said before they had codes', () => {
    expect(storageNoticeText({ code: 'matches-dropped', values: { count: 1 } })).toBe(
      '1 saved match was damaged and left out.',
    );
    expect(storageNoticeText({ code: 'matches-dropped', values: { count: 3 } })).toBe(
      '3 saved matches were damaged and left out.',
    );
    expect(
      storageNoticeText({ code: 'other-version', values: { version: '0', newer: false } }),
    ).toBe('Saved statistics were from an older version (0) and were discarded.');
    expect(storageNoticeText({ code: 'unavailable', values: { message: 'denied' } })).toBe(
      'Storage is unavailable (denied): statistics are kept in memory only.',
    );
    expect(storageNoticeText({ code: 'no-indexeddb', values: {} })).toBe(
      'Storage is unavailable (IndexedDB is not available in this browser): statistics are kept in memory only.',
    );
    expect(historyNoticeText({ code: 'left-out', values: { count: 2 } })).toBe(
      '2 history files were left out (see below); the rest is counted.',
    );
    expect(
      historyNoticeText({
        code: 'unavailable',
        values: { why: { code: 'history-not-published', values: { url: URL_ } } },
      }),
    ).toBe(
      `No history is published at ${URL_} (HTTP 404). Figures count only the matches this screen has seen.`,
    );
  });
});
