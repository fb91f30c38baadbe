import { describe, expect, it } from 'vitest';
import { connectionState, PollTracker } from './connection.ts';
import { connectionLabel, connectionNotice, updatedAgo } from './connection-notice.ts';
import { formatTime } from './format.ts';
import { CLOCK_SKEW_MS } from './limits.ts';
import { type CollectorFacts, filesStaleAfter, observeFacts } from './live-source.ts';

const T0 = Date.UTC(2026, 10, 24, 12);
const facts = (writtenAt: number, extra: Partial<CollectorFacts> = {}): CollectorFacts => ({
  writtenAt,
  heartbeatMs: 20_000,
  lastSuccessAt: writtenAt,
  consecutiveFailures: 0,
  lastError: null,
  ...extra,
});

describe('observeFacts', () => {
  it("dates a file's freshness by this device's clock, from when its time last moved", () => {
    // Written "3 min ahead": a collector whose clock is off is not called stale.
    const first = observeFacts(facts(T0 + 180_000), null, T0);
    expect(first.advancedAt).toBe(T0);
    // The same file read again: it has not moved.
    expect(observeFacts(facts(T0 + 180_000), first, T0 + 30_000).advancedAt).toBe(T0);
    // A newer one: it moved now.
    expect(observeFacts(facts(T0 + 185_000), first, T0 + 31_000).advancedAt).toBe(T0 + 31_000);
  });

  it('counts a file older than any clock difference from its own time at first sight', () => {
    const old = T0 - CLOCK_SKEW_MS - 1;
    expect(observeFacts(facts(old), null, T0).advancedAt).toBe(old);
    expect(observeFacts(facts(T0 - CLOCK_SKEW_MS), null, T0).advancedAt).toBe(T0);
  });
});

describe("connection from the collector's files", () => {
  const readAt = (now: number, f: CollectorFacts, tracker = new PollTracker()) => {
    tracker.success(now, 10, {}, f);
    return tracker;
  };

  it('is files-stale once live.json has not moved for a heartbeat and five polls', () => {
    const tracker = readAt(T0, facts(T0));
    const limit = filesStaleAfter(facts(T0), 5000);
    expect(limit).toBe(45_000);
    // The files are still read (successes), but the file does not move.
    for (let t = T0 + 5000; t <= T0 + limit; t += 5000) tracker.success(t, 10, {}, facts(T0));
    expect(connectionState(tracker.record, T0 + limit, 5000)).toBe('live');
    tracker.success(T0 + limit + 1, 10, {}, facts(T0));
    expect(connectionState(tracker.record, T0 + limit + 1, 5000)).toBe('files-stale');
    const notice = connectionNotice('files-stale', tracker.record, T0 + 60_000, 'files');
    expect(notice).toEqual({
      title: "The collector's files are stale",
      since: `last written ${formatTime(T0)} (1 min. ago)`,
      reason:
        'live.json stopped changing: the collector, or the copy of its files to this host, has stopped.',
    });
    // Every screen's indicator dates the data by the file, not by the last read of it.
    expect(updatedAgo({ state: 'files-stale', record: tracker.record, now: T0 + 60_000 })).toBe(
      'updated 1 min. ago',
    );
    // It moves again: live at once.
    tracker.success(T0 + 61_000, 10, {}, facts(T0 + 60_000));
    expect(connectionState(tracker.record, T0 + 61_000, 5000)).toBe('live');
  });

  it('tells a collector that cannot poll the service from files that cannot be reached', () => {
    const failing = facts(T0, {
      lastSuccessAt: T0 - 40_000,
      consecutiveFailures: 3,
      lastError: 'The service is failing (HTTP 503).',
    });
    const tracker = readAt(T0, failing);
    expect(connectionState(tracker.record, T0, 5000)).toBe('collector-failing');
    expect(connectionLabel('collector-failing', 'files')).toBe('Collector failing');
    expect(connectionNotice('collector-failing', tracker.record, T0, 'files')).toEqual({
      title: 'The collector cannot reach the service',
      since: `the collector last reached the service at ${formatTime(T0 - 40_000)}`,
      reason: '3 polls failed in a row: The service is failing (HTTP 503).',
    });
    // One failure is a blip, as for a screen.
    const blip = readAt(T0, facts(T0, { consecutiveFailures: 1 }));
    expect(connectionState(blip.record, T0, 5000)).toBe('live');
    // Two in a row, without an error text: failing, and said so plainly.
    const two = readAt(T0, facts(T0, { consecutiveFailures: 2, lastError: null }));
    expect(connectionState(two.record, T0, 5000)).toBe('collector-failing');
    expect(connectionNotice('collector-failing', two.record, T0, 'files')?.reason).toBe(
      '2 polls failed in a row.',
    );

    tracker.failure(
      T0 + 5000,
      'network',
      "Cannot reach the collector's files at x (network error).",
    );
    tracker.failure(
      T0 + 10_000,
      'network',
      "Cannot reach the collector's files at x (network error).",
    );
    expect(connectionState(tracker.record, T0 + 10_000, 5000)).toBe('unreachable');
    expect(connectionLabel('unreachable', 'files')).toBe('Files unreachable');
    expect(connectionLabel('unreachable', 'service')).toBe('Service unreachable');
    expect(connectionNotice('unreachable', tracker.record, T0 + 10_000, 'files')?.title).toBe(
      "Cannot reach the collector's files",
    );
  });
});
