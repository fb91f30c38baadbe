// @vitest-environment jsdom
// The data flow through a day at the real count: 17,280 polls 5 s apart on a fake clock, the
// simulated service answering for the same instant (src/test/soak.ts), statistics kept for an
// hour so the store is full from the second hour on. The wall's own soak renders the screen
// too, for fewer hours. Speed is not asserted here (bench/ measures it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/render-with-runtime.tsx';
import {
  countListeners,
  fakeDayOfService,
  growth,
  POLL_MS,
  POLLS_AN_HOUR,
  soakFor,
} from '../test/soak.ts';
import { createRuntime } from './runtime.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a day of polls every 5 s', () => {
  it('keeps timers, listeners, queries, the store and the saved bytes flat once the store is full', async () => {
    fakeDayOfService();
    const listeners = countListeners();
    const dbName = `day-soak-${Date.now()}`;
    const config = testConfig({ pollIntervalMs: POLL_MS, retentionHours: 1 });
    const runtime = createRuntime(config, { dbName });
    runtime.start();
    const hourly = await soakFor(runtime, dbName, 24, listeners);
    runtime.dispose();
    // One poll at the start, then one every 5 s, none lost or doubled.
    expect(runtime.tracker.record.successes).toBe(1 + 24 * POLLS_AN_HOUR);
    expect(runtime.tracker.record.consecutiveFailures).toBe(0);
    expect(growth(hourly, 2)).toEqual([]);
  }, 600_000);
});
