import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PollTracker } from '../domain/connection.ts';
import { AFTER_FIRST_POLL_MS, afterFirstPoll } from './after-first-poll.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

it('waits for the first poll, then a second for its rows', async () => {
  const tracker = new PollTracker();
  const after = afterFirstPoll(tracker);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(await settled(after)).toBe(false);
  tracker.success(Date.now(), 3, {});
  await vi.advanceTimersByTimeAsync(AFTER_FIRST_POLL_MS - 1);
  expect(await settled(after)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await settled(after)).toBe(true);
});

it('a failed first poll counts: what waits does not wait for the service', async () => {
  const tracker = new PollTracker();
  const after = afterFirstPoll(tracker);
  tracker.failure(Date.now(), 'network', 'down');
  await vi.advanceTimersByTimeAsync(AFTER_FIRST_POLL_MS);
  expect(await settled(after)).toBe(true);
});

it('asked after the first poll, it waits the second only', async () => {
  const tracker = new PollTracker();
  tracker.success(Date.now(), 1, {});
  const after = afterFirstPoll(tracker);
  await vi.advanceTimersByTimeAsync(AFTER_FIRST_POLL_MS);
  expect(await settled(after)).toBe(true);
});
