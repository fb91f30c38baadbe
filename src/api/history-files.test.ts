import { describe, expect, it } from 'vitest';
import { READ_LIMITS } from '../domain/limits.ts';
import { ApiError } from './client.ts';
import { HistoryFileError, historyReadLimit, whyUnavailable } from './history-files.ts';

describe('history files', () => {
  it('reads each kind of file within its own limit', () => {
    expect(historyReadLimit('manifest.json')).toBe(READ_LIMITS.manifest);
    expect(historyReadLimit('catalogue.json')).toBe(READ_LIMITS.catalogue);
    expect(historyReadLimit('hours/2026-11-24T10.json')).toBe(READ_LIMITS.historyFile);
    expect(historyReadLimit('open.json')).toBe(READ_LIMITS.historyFile);
  });

  it('says in plain words why no history could be loaded', () => {
    const url = 'https://example.test/history/';
    expect(whyUnavailable(new ApiError('http', 'HTTP 404', { status: 404 }), url)).toBe(
      'No history is published at https://example.test/history/ (HTTP 404).',
    );
    expect(whyUnavailable(new ApiError('timeout', 'no answer in 10 s'), url)).toBe(
      'Cannot load the history at https://example.test/history/: no answer in 10 s',
    );
    const damaged = new HistoryFileError('manifest.json', 'wrong shape');
    expect(whyUnavailable(damaged, url)).toBe(damaged.message);
    expect(whyUnavailable(new Error('boom'), url)).toBe(
      'Cannot load the history at https://example.test/history/: unexpected error: boom',
    );
  });
});
