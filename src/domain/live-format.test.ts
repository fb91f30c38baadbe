import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { collectorReached } from './connection-notice.ts';
import { formatBytes, MAX_INT32, MIN_INT32 } from './limits.ts';
import { LIVE_FORMAT, LIVE_MATCHES, liveFileOf, liveMatchSchema } from './live-format.ts';
import { liveListFrom } from './live-source.ts';

const T0 = Date.UTC(2026, 10, 24, 12);
const match = (n: number, archetype = 10) => ({
  id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  seenAt: T0 - n * 1000,
  players: [
    { archetype, rank: 51, legendRank: n, won: true },
    { archetype: 20, rank: 44, legendRank: null, won: false },
  ] as const,
});
const poll = { lastSuccessAt: T0, consecutiveFailures: 0, lastError: null };

describe('liveFileOf', () => {
  it('writes at most the newest LIVE_MATCHES matches, in their order, and its format', () => {
    const file = liveFileOf({
      asOf: T0,
      poll,
      matches: Array.from({ length: LIVE_MATCHES + 5 }, (_, i) => match(i + 1)),
    });
    expect(file.format).toBe(LIVE_FORMAT);
    expect(file.matches).toHaveLength(LIVE_MATCHES);
    expect(file.matches[0]).toEqual(match(1));
    expect(file.matches.at(-1)?.id).toBe(match(LIVE_MATCHES).id);
  });

  it('cuts a long error to 300 characters and keeps "no error" as null', () => {
    const long = liveFileOf({
      asOf: T0,
      poll: { ...poll, lastError: 'x'.repeat(400) },
      matches: [],
    });
    expect(long.poll.lastError).toHaveLength(300);
    expect(liveFileOf({ asOf: T0, poll, matches: [] }).poll.lastError).toBeNull();
  });
});

describe('a live match', () => {
  it('holds numbers in the 32-bit range only, whole ones', () => {
    for (const ok of [MAX_INT32, MIN_INT32])
      expect(v.safeParse(liveMatchSchema, match(1, ok)).success).toBe(true);
    for (const bad of [MAX_INT32 + 1, MIN_INT32 - 1, 10.5])
      expect(v.safeParse(liveMatchSchema, match(1, bad)).success).toBe(false);
  });

  it('names which rule a match breaks', () => {
    const lost = match(1);
    const neither = { ...lost, players: [{ ...lost.players[0], won: false }, lost.players[1]] };
    const result = v.safeParse(liveMatchSchema, neither);
    // Each issue carries its reason's code (reject-reasons.ts), from which its English is made.
    expect(result.success ? [] : result.issues.map((i) => i.message)).toEqual(['neither-won']);
  });
});

describe('where the live list comes from', () => {
  it('reads the files for liveSource "history", the service otherwise', () => {
    expect(liveListFrom({ liveSource: 'history' })).toBe('files');
    expect(liveListFrom({ liveSource: 'service' })).toBe('service');
  });

  it('says whether the collector has reached the service since it started', () => {
    const facts = { writtenAt: T0, heartbeatMs: 20_000, consecutiveFailures: 3, lastError: 'x' };
    expect(collectorReached({ ...facts, lastSuccessAt: null })).toBe(
      'the collector has not reached the service since it started',
    );
    expect(collectorReached({ ...facts, lastSuccessAt: T0 })).toMatch(
      /^the collector last reached the service at /,
    );
  });
});

describe('formatBytes', () => {
  it('writes bytes, then kilobytes from 1,024, then megabytes to one decimal', () => {
    expect([1023, 1024, 1536, 1024 * 1024, 1.25 * 1024 * 1024].map(formatBytes)).toEqual([
      '1023 bytes',
      '1 KB',
      '2 KB',
      '1 MB',
      '1.3 MB',
    ]);
  });
});
