import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client.ts';
import { describeFailure, type Failing, noteFailure, noteRecovery } from './report.ts';

describe('the operator report', () => {
  it('counts common request failures quietly and names the unusual ones', () => {
    const busy = describeFailure(
      new ApiError('http', 'HTTP 503', { status: 503, retryAfterMs: 10_000 }),
      'feed',
    );
    expect(busy).toMatchObject({
      kind: 'http',
      label: 'feed http 503',
      retryAfter: 10_000,
      loud: false,
    });
    expect(describeFailure(new ApiError('http', 'redirect', { status: 302 }), 'feed').loud).toBe(
      true,
    );
    expect(describeFailure(new ApiError('too-large', 'over 4 MB'), 'catalogue')).toMatchObject({
      label: 'catalogue too-large',
      loud: true,
    });
    expect(describeFailure(new Error('not a feed'), 'feed')).toMatchObject({
      kind: 'shape',
      retryAfter: null,
      loud: true,
    });
  });

  it('records a failing part once, and says when it works again', () => {
    const failing: Record<string, Failing | null> = { store: null };
    const lines: string[] = [];
    expect(noteFailure(failing, 'store', 1000, 'disk full')).toBe(true);
    expect(noteFailure(failing, 'store', 2000, 'disk full')).toBe(false);
    noteRecovery(failing, 'store', (line) => lines.push(line), 'inserts');
    noteRecovery(failing, 'store', (line) => lines.push(line), 'inserts');
    expect(lines).toEqual(['store: working again after 2 failed inserts']);
    expect(failing.store).toBeNull();
  });
});
