import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../domain/buckets.ts';
import { DAY, HISTORY_FORMAT, MANIFEST_HOURS } from '../domain/history-format.ts';
import { CLOCK_SKEW_MS, MAX_HISTORY_DAYS, READ_LIMITS } from '../domain/limits.ts';
import { problemEnglish } from '../domain/problems.ts';
import { apiFailure } from '../test/fixtures.ts';
import { server } from '../test/msw.ts';
import { ApiError } from './client.ts';
import {
  failureReason,
  fetchHistoryFile,
  HistoryFileError,
  historyFileUrl,
  historyReadLimit,
  parseBucketFile,
  parseManifest,
  parseOpenFile,
  whyUnavailable,
} from './history-files.ts';

describe('history files', () => {
  it('reads each kind of file within its own limit', () => {
    expect(historyReadLimit('manifest.json')).toBe(READ_LIMITS.manifest);
    expect(historyReadLimit('catalogue.json')).toBe(READ_LIMITS.catalogue);
    expect(historyReadLimit('hours/2026-11-24T10.json')).toBe(READ_LIMITS.historyFile);
    expect(historyReadLimit('open.json')).toBe(READ_LIMITS.historyFile);
  });

  it('says in plain words why no history could be loaded', () => {
    const url = 'https://example.test/history/';
    const why = (error: unknown) => problemEnglish(whyUnavailable(error, url));
    expect(why(new ApiError('http', 'HTTP 404', { status: 404 }))).toBe(
      'No history is published at https://example.test/history/ (HTTP 404).',
    );
    expect(whyUnavailable(new ApiError('http', 'HTTP 404', { status: 404 }), url)).toEqual({
      code: 'history-not-published',
      values: { url },
    });
    expect(why(new ApiError('timeout', 'no answer in 10 s'))).toBe(
      'Cannot load the history at https://example.test/history/: no answer in 10 s',
    );
    const damaged = new HistoryFileError('manifest.json', 'wrong shape');
    expect(why(damaged)).toBe(damaged.message);
    expect(why(new Error('boom'))).toBe(
      'Cannot load the history at https://example.test/history/: unexpected error: boom',
    );
  });
});

const OPEN = Date.UTC(2026, 10, 24, 12);
const manifest = (over: Record<string, unknown> = {}) => ({
  format: HISTORY_FORMAT,
  collector: 'test',
  asOf: OPEN + 60_000,
  retentionDays: 7,
  hours: [OPEN - 2 * HOUR, OPEN - HOUR],
  days: [OPEN - 12 * HOUR - DAY],
  openHour: OPEN,
  catalogueAt: null,
  ...over,
});
const NOW = OPEN + 120_000;

describe('the manifest', () => {
  it('is read as published when it makes sense', () => {
    const m = parseManifest(manifest(), NOW);
    expect(m.hours).toEqual([OPEN - 2 * HOUR, OPEN - HOUR]);
    expect(m.days).toEqual([OPEN - 12 * HOUR - DAY]);
    expect(m.retentionDays).toBe(7);
  });

  it('is refused, in plain words, when its shape, format or time is wrong', () => {
    const refusal = (body: unknown) => {
      try {
        parseManifest(body, NOW);
      } catch (error) {
        expect(error).toBeInstanceOf(HistoryFileError);
        expect((error as HistoryFileError).file).toBe('manifest.json');
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal({ ...manifest(), hours: 'x' })).toBe(
      'The history manifest is damaged (wrong shape).',
    );
    expect(refusal(manifest({ format: HISTORY_FORMAT + 1 }))).toBe(
      `The history is in format ${HISTORY_FORMAT + 1}; this dashboard reads format ${HISTORY_FORMAT}.`,
    );
    // Ahead of this device's clock by more than the allowed skew: refused, dated.
    expect(refusal(manifest({ asOf: NOW + CLOCK_SKEW_MS + 1 }))).toBe(
      `The history manifest is dated ${new Date(NOW + CLOCK_SKEW_MS + 1).toISOString()}, ahead of this device's clock: refused.`,
    );
    expect(refusal(manifest({ catalogueAt: NOW + CLOCK_SKEW_MS + 1 }))).toMatch(/ahead of/);
    expect(refusal(manifest({ asOf: NOW + CLOCK_SKEW_MS }))).toBe('accepted');
    const outside = 'The history manifest is damaged (its time is outside its open hour).';
    expect(refusal(manifest({ openHour: OPEN + 1 }))).toBe(outside);
    expect(refusal(manifest({ asOf: OPEN - HOUR + 1, openHour: OPEN - 2 * HOUR }))).toBe(outside);
    // The end of the open hour is still inside it.
    expect(parseManifest(manifest({ asOf: OPEN + HOUR }), OPEN + HOUR).asOf).toBe(OPEN + HOUR);
  });

  it('keeps each whole span once, sorted, before the open hour, no more than it may hold', () => {
    const hours = Array.from({ length: MANIFEST_HOURS + 5 }, (_, i) => OPEN - (i + 1) * HOUR);
    const m = parseManifest(
      manifest({
        hours: [...hours, OPEN - HOUR, OPEN, OPEN - HOUR + 1],
        // Today's day (not over before the open hour), a repeat and an unaligned start drop out.
        days: [
          OPEN - 12 * HOUR,
          OPEN - 12 * HOUR - DAY,
          OPEN - 12 * HOUR - 2 * DAY,
          OPEN - 12 * HOUR - DAY,
          5,
        ],
        retentionDays: 1,
      }),
      NOW,
    );
    expect(m.hours).toEqual(hours.slice(0, MANIFEST_HOURS).reverse());
    expect(m.days).toEqual([OPEN - 12 * HOUR - 2 * DAY, OPEN - 12 * HOUR - DAY]);
    const few = parseManifest(
      manifest({
        days: [0, 1, 2, 3].map((d) => OPEN - 12 * HOUR - (d + 1) * DAY),
        retentionDays: 1.5,
      }),
      NOW,
    );
    expect(few.days).toEqual([
      OPEN - 12 * HOUR - 3 * DAY,
      OPEN - 12 * HOUR - 2 * DAY,
      OPEN - 12 * HOUR - DAY,
    ]);
    expect(parseManifest(manifest({ retentionDays: 1e9 }), NOW).retentionDays).toBe(
      MAX_HISTORY_DAYS,
    );
  });
});

describe('a bucket file', () => {
  const span = { start: OPEN - HOUR, width: HOUR };
  const body = (over: Record<string, unknown> = {}) => ({
    format: HISTORY_FORMAT,
    start: span.start,
    width: HOUR,
    matches: 3,
    counts: [3, 7, 0b10, 2],
    ...over,
  });

  it('becomes a bucket with its counters', () => {
    const bucket = parseBucketFile('hours/x.json', body(), span);
    expect(bucket.start).toBe(span.start);
    expect(bucket.width).toBe(HOUR);
    expect(bucket.matches).toBe(3);
    expect(bucket.pairs.counters(3, 7)).toEqual([0, 2, 0, 0, 0, 0, 0, 0]);
  });

  it('is refused when damaged, with the file named', () => {
    const refusal = (b: unknown, expected = span) => {
      try {
        parseBucketFile('hours/x.json', b, expected);
      } catch (error) {
        expect((error as HistoryFileError).file).toBe('hours/x.json');
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal({ ...body(), matches: -1 })).toBe('wrong shape');
    expect(refusal(body({ format: 99 }))).toBe(`format 99, expected ${HISTORY_FORMAT}`);
    expect(refusal(body({ start: span.start + HOUR }))).toBe(
      'its time span is not the one its name says',
    );
    expect(refusal(body({ width: DAY }))).toBe('its time span is not the one its name says');
    expect(refusal(body({ counts: [3, 7, 0b10] }))).toBe(
      'its counts are damaged (or more than 100,000 archetype pairs)',
    );
  });
});

describe('the open hour', () => {
  const span = { start: OPEN, width: HOUR };
  const body = (over: Record<string, unknown> = {}) => ({
    format: HISTORY_FORMAT,
    start: OPEN,
    width: HOUR,
    matches: 1,
    counts: [],
    asOf: OPEN + 60_000,
    recentIds: ['a', 'b'],
    ...over,
  });

  it('comes with its time and the latest ids', () => {
    const open = parseOpenFile(body(), span);
    expect(open.asOf).toBe(OPEN + 60_000);
    expect(open.recentIds).toEqual(['a', 'b']);
    expect(open.bucket.start).toBe(OPEN);
    expect(parseOpenFile(body({ asOf: OPEN + HOUR }), span).asOf).toBe(OPEN + HOUR);
  });

  it('is refused when its time is past its hour or its shape is wrong', () => {
    expect(() => parseOpenFile(body({ asOf: OPEN + HOUR + 1 }), span)).toThrow(
      'its time is after the end of its hour',
    );
    expect(() => parseOpenFile(body({ recentIds: [1] }), span)).toThrow('wrong shape');
    expect(() => parseOpenFile(body({ start: OPEN + HOUR }), span)).toThrow(
      'its time span is not the one its name says',
    );
  });

  it('names open.json in each refusal', () => {
    const refusal = (over: Record<string, unknown>) => {
      try {
        parseOpenFile(body(over), span);
      } catch (error) {
        return error instanceof HistoryFileError ? [error.name, error.file] : error;
      }
      return 'accepted';
    };
    for (const over of [{ asOf: OPEN + HOUR + 1 }, { recentIds: [1] }, { start: OPEN + HOUR }]) {
      expect(refusal(over)).toEqual(['HistoryFileError', 'open.json']);
    }
  });
});

describe('reading history files', () => {
  const page = 'https://d.example/dash/';

  it('finds a file in the history folder, with or without its trailing slash', () => {
    for (const folder of ['history', 'history/']) {
      expect(historyFileUrl(folder, 'manifest.json', page)).toBe(
        'https://d.example/dash/history/manifest.json',
      );
    }
    expect(historyFileUrl('https://files.example/h', 'open.json', page)).toBe(
      'https://files.example/h/open.json',
    );
  });

  it('says a missing file is not published, and passes other failures on', async () => {
    const url = 'http://files.test/history/manifest.json';
    const options = { timeoutMs: 1000, limit: READ_LIMITS.manifest };
    server.use(http.get(url, () => new HttpResponse('', { status: 404 })));
    expect(await apiFailure(fetchHistoryFile(url, options))).toMatchObject({
      kind: 'http',
      status: 404,
      message: 'not published (HTTP 404)',
    });
    server.use(http.get(url, () => new HttpResponse('', { status: 500 })));
    expect(await apiFailure(fetchHistoryFile(url, options))).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'The service is failing (HTTP 500).',
    });
    server.use(http.get(url, () => HttpResponse.json({ a: 1 })));
    expect(await fetchHistoryFile(url, options)).toEqual({ a: 1 });
  });

  it('words why a file was left out', () => {
    const reason = (error: unknown) => problemEnglish(failureReason(error));
    expect(reason(new HistoryFileError('open.json', 'wrong shape'))).toBe('wrong shape');
    expect(reason(new ApiError('timeout', 'no answer in 10 s'))).toBe('no answer in 10 s');
    expect(reason(new Error('boom'))).toBe('unexpected error: boom');
    expect(failureReason(new Error('boom'))).toEqual({
      code: 'unexpected-reason',
      values: { message: 'boom' },
    });
  });
});
