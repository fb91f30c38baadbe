import { afterAll, describe, expect, it } from 'vitest';
import { activateEnglish, activateTestLanguage } from '../test/i18n.ts';
import {
  connectionState,
  type FailureKind,
  MAX_BACKOFF_MS,
  nextPollDelay,
  PollTracker,
} from './connection.ts';
import { connectionNotice, updatedAgo, updatedAgoSamples } from './connection-notice.ts';
import { LOCALES } from './locales.ts';

const T0 = Date.UTC(2026, 10, 22, 12);

/** A tracker after `failures` failures of `kind` in a row, the last at `at`. */
function failedTimes(failures: number, kind: FailureKind = 'http', at = T0, retryAfter?: number) {
  const tracker = new PollTracker();
  tracker.success(at - 60_000, 10, {});
  for (let i = failures; i >= 1; i--) {
    tracker.failure(
      at - (i - 1) * 1000,
      kind,
      `failure ${i}`,
      i === 1 ? (retryAfter ?? null) : null,
    );
  }
  return tracker.record;
}

describe('nextPollDelay', () => {
  it('polls at the interval after a success, and before any poll', () => {
    expect(nextPollDelay(new PollTracker().record, 5000)).toBe(5000);
    expect(nextPollDelay(failedTimes(0), 5000)).toBe(5000);
  });

  it('backs off exponentially with jitter, never under the interval, capped at 60 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 10, 50].map((n) => nextPollDelay(failedTimes(n), 5000));
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(5000);
      expect(d).toBeLessThanOrEqual(MAX_BACKOFF_MS);
    }
    expect(delays[3]).toBeGreaterThan(delays[1] ?? 0);
    expect(delays.at(-1)).toBeGreaterThanOrEqual(48_000);
  });

  it('spreads screens that failed at different moments (jitter)', () => {
    const spread = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((t) => nextPollDelay(failedTimes(4, 'http', t * 7777), 5000)),
    );
    expect(spread.size).toBeGreaterThan(4);
  });

  it('is stable for the same record, so React Query does not keep restarting its timer', () => {
    expect(nextPollDelay(failedTimes(3), 5000)).toBe(nextPollDelay(failedTimes(3), 5000));
  });

  it('waits at least as long as Retry-After asks, but never more than 10 min', () => {
    expect(nextPollDelay(failedTimes(1, 'http', T0, 90_000), 5000)).toBe(90_000);
    expect(nextPollDelay(failedTimes(1, 'http', T0, 3_600_000), 5000)).toBe(600_000);
  });

  it('forgets the backoff at the first success', () => {
    const tracker = new PollTracker();
    tracker.failure(T0, 'http', 'x', 30_000);
    tracker.success(T0 + 30_000, 5, {});
    expect(nextPollDelay(tracker.record, 5000)).toBe(5000);
  });
});

describe('connectionState', () => {
  const fresh = new PollTracker().record;

  it('is connecting before the first poll, stale when polls failed before any success', () => {
    expect(connectionState(fresh, T0, 5000)).toBe('connecting');
    const tracker = new PollTracker();
    tracker.failure(T0, 'timeout', 'slow');
    expect(connectionState(tracker.record, T0, 5000)).toBe('stale');
  });

  it('is live after a success, and stays live for up to three intervals', () => {
    const tracker = new PollTracker();
    tracker.success(T0, 1, {});
    expect(connectionState(tracker.record, T0 + 15_000, 5000)).toBe('live');
    expect(connectionState(tracker.record, T0 + 15_001, 5000)).toBe('stale');
  });

  it('is offline only when the device is; unreachable when the service failed to answer twice', () => {
    const tracker = new PollTracker();
    tracker.success(T0, 1, {});
    expect(connectionState(tracker.record, T0, 5000, false)).toBe('offline');
    tracker.failure(T0 + 5000, 'network', 'x');
    expect(connectionState(tracker.record, T0 + 5000, 5000)).toBe('live');
    tracker.failure(T0 + 10_000, 'timeout', 'x');
    expect(connectionState(tracker.record, T0 + 10_000, 5000)).toBe('unreachable');
    expect(connectionState(tracker.record, T0 + 10_000, 5000, false)).toBe('offline');
    tracker.failure(T0 + 15_000, 'offline', 'x');
    expect(connectionState(tracker.record, T0 + 15_000, 5000)).toBe('offline');
  });

  it('is error when the service answers badly, and an error breaks an unreachable run', () => {
    for (const kind of ['http', 'not-json', 'shape'] as const) {
      expect(connectionState(failedTimes(1, kind), T0, 5000)).toBe('error');
    }
    const tracker = new PollTracker();
    tracker.failure(T0, 'network', 'x');
    tracker.failure(T0 + 1, 'http', 'x');
    tracker.failure(T0 + 2, 'network', 'x');
    expect(tracker.record.consecutiveUnreachable).toBe(1);
    // One unreachable poll after the error is a blip, not offline; with no success yet, stale.
    expect(connectionState(tracker.record, T0 + 2, 5000)).toBe('stale');
  });
});

describe('connectionNotice', () => {
  it('says nothing while live or connecting', () => {
    const tracker = new PollTracker();
    expect(connectionNotice('connecting', tracker.record, T0)).toBeNull();
    tracker.success(T0, 1, {});
    expect(connectionNotice('live', tracker.record, T0)).toBeNull();
  });

  it('names the state, the age of the last update and the last error', () => {
    const record = failedTimes(2, 'network', T0);
    expect(connectionNotice('offline', record, T0 + 1000)?.title).toBe('This device is offline');
    expect(connectionNotice('unreachable', record, T0 + 1000)).toEqual({
      title: 'Cannot reach the service',
      since: 'last update 1 min. ago',
      reason: 'failure 1',
    });
    expect(connectionNotice('error', record, T0)?.title).toBe(
      'The service is answering with errors',
    );
    expect(connectionNotice('stale', new PollTracker().record, T0)).toEqual({
      title: 'Data is stale',
      since: 'no data yet',
      reason: 'No answer from the service for a while.',
    });
  });
});

describe('PollTracker', () => {
  it('counts polls, successes, entries and rejections by reason across polls', () => {
    const tracker = new PollTracker();
    const seen: number[] = [];
    const stop = tracker.subscribe(() => seen.push(tracker.getRecord().polls));
    tracker.success(T0, 10, { 'id is not a UUID': 1 });
    tracker.success(T0 + 5000, 20, { 'id is not a UUID': 2, 'not an object': 1 });
    tracker.failure(T0 + 10_000, 'http', 'x');
    tracker.failure(T0 + 15_000, 'http', 'y');
    tracker.failure(T0 + 20_000, 'timeout', 'z');
    stop();
    tracker.success(T0 + 25_000, 1, {});
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(tracker.getRecord()).toMatchObject({
      polls: 6,
      successes: 3,
      failures: { http: 2, timeout: 1 },
      consecutiveFailures: 0,
      entriesReceived: 31,
      entriesRejected: { 'id is not a UUID': 3, 'not an object': 1 },
      lastSuccessAt: T0 + 25_000,
      lastError: { kind: 'timeout', message: 'z', at: T0 + 20_000, retryAfterMs: null },
      lastFailureKind: null,
    });
  });

  it('says how long ago the last update was, or nothing before one', () => {
    const tracker = new PollTracker();
    expect(updatedAgo({ state: 'connecting', record: tracker.record, now: T0 })).toBeNull();
    tracker.success(T0, 1, {});
    expect(updatedAgo({ state: 'live', record: tracker.record, now: T0 + 12_000 })).toBe(
      'updated 12 sec. ago',
    );
  });

  it('doubles the backoff per failure from the interval', () => {
    // Jitter takes at most 20 % off: the n-th failure waits between 0.8 and 1 × 5 s × 2^(n-1).
    for (const [failures, base] of [
      [1, 5000],
      [2, 10_000],
      [3, 20_000],
    ] as const) {
      const delay = nextPollDelay(failedTimes(failures), 5000);
      expect(delay).toBeGreaterThanOrEqual(Math.max(5000, base * 0.8));
      expect(delay).toBeLessThanOrEqual(base);
    }
    expect(nextPollDelay(failedTimes(2, 'http', 7), 5000)).toBeGreaterThan(5000);
  });
});

describe('updatedAgoSamples', () => {
  afterAll(activateEnglish);

  // The age's box is as wide as its widest sample (SteadyText): in every language, no age it
  // can show, from now to 120 days, is longer than the longest sample (in characters: the
  // samples and the age are the same words and figures in one font).
  it.each(LOCALES)('in %s, holds every age the header can show', async (language) => {
    await activateTestLanguage(language);
    const tracker = new PollTracker();
    tracker.success(T0, 1, {});
    const room = Math.max(...updatedAgoSamples().map((s) => s.length));
    const steps = [
      ...Array.from({ length: 60 }, (_, s) => s * 1000),
      ...Array.from({ length: 60 }, (_, m) => m * 60_000),
      ...Array.from({ length: 48 }, (_, h) => h * 3_600_000),
      ...Array.from({ length: 120 }, (_, d) => d * 86_400_000),
    ];
    const longer = steps
      .map((ms) => updatedAgo({ state: 'live', record: tracker.record, now: T0 + ms }) ?? '')
      .filter((text) => text.length > room);
    expect(longer).toEqual([]);
  });
});
