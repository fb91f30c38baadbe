// @vitest-environment jsdom
// A wall display at the real count: polls 5 s apart on a fake clock on which every timer and
// animation frame fires as it would (the poll, the rotation, the clock, the pacing of rows), the
// simulated service answering for the same instant (src/test/soak.ts), statistics kept for an
// hour so the store is full from the second hour on. From then on nothing may grow: pending
// timers, listeners, cached queries, DOM nodes, the store, the saved bytes. Speed is not
// asserted here (bench/ measures it); these counts do not depend on the machine.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseOf, renderWithRuntime } from '../../test/render-with-runtime.tsx';
import {
  countListeners,
  fakeDayOfService,
  growth,
  POLL_MS,
  POLLS_AN_HOUR,
  soakFor,
} from '../../test/soak.ts';
import { WallScreen } from './wall-screen.tsx';

/**
 * Hours of the rendered wall in `npm test` (SOAK_HOURS to change it): React's development build
 * in jsdom takes about 20 s a simulated hour here. The data flow alone runs the whole day
 * (src/runtime/day-soak.test.ts).
 */
const HOURS = Number(process.env.SOAK_HOURS ?? 3);

afterEach(() => {
  vi.useRealTimers();
});

describe('the wall through hours of polls every 5 s', () => {
  it('keeps its timers, listeners, queries, DOM, store and saved bytes from growing', async () => {
    fakeDayOfService();
    const listeners = countListeners();
    const { runtime } = renderWithRuntime(<WallScreen />, {
      path: '/wall?rotate=20',
      config: { pollIntervalMs: POLL_MS, retentionHours: 1 },
    });
    const dbName = databaseOf(runtime) as string;
    const hourly = await soakFor(runtime, dbName, HOURS, listeners);
    // One poll at the start, then one every 5 s, none lost or doubled.
    expect(runtime.tracker.record.successes).toBe(1 + HOURS * POLLS_AN_HOUR);
    expect(document.querySelectorAll('[data-match-id]').length).toBeGreaterThan(0);
    expect(growth(hourly, 2)).toEqual([]);
  }, 900_000);
});
