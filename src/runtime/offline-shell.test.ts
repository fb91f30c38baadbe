import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShellContainer, takeNewShell } from './offline-shell.ts';

/** A fake worker that moves through its states when told to. */
function worker(state: string) {
  const listeners: (() => void)[] = [];
  const messages: unknown[] = [];
  const w = {
    state,
    messages,
    postMessage: (message: unknown) => messages.push(message),
    addEventListener: (_: 'statechange', fn: () => void) => listeners.push(fn),
    become(next: string) {
      w.state = next;
      for (const fn of listeners) fn();
    },
  };
  return w;
}

describe('takeNewShell', () => {
  it('fetches the new worker, waits for it to install, lets it take over, waits for that', async () => {
    const fresh = worker('installing');
    const registration = {
      updated: 0,
      installing: fresh as typeof fresh | null,
      waiting: null as typeof fresh | null,
      update: async () => {
        registration.updated++;
      },
    };
    const container: ShellContainer = { getRegistration: async () => registration };
    let done = false;
    const taking = takeNewShell(container, { installMs: 5000, takeoverMs: 5000 }).then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(registration.updated).toBe(1);
    // Installed: it waits (never takes over by itself) until asked.
    registration.installing = null;
    registration.waiting = fresh;
    fresh.become('installed');
    await new Promise((r) => setTimeout(r, 0));
    expect(fresh.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(done).toBe(false);
    fresh.become('activated');
    await taking;
    expect(done).toBe(true);
  });

  it('does nothing without a worker or without a new one', async () => {
    await expect(takeNewShell(undefined)).resolves.toBeUndefined();
    await expect(takeNewShell({ getRegistration: async () => undefined })).resolves.toBeUndefined();
    const registration = { update: async () => {}, installing: null, waiting: null };
    await expect(
      takeNewShell({ getRegistration: async () => registration }),
    ).resolves.toBeUndefined();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for an install that takes minutes: a reload before it would get the old build', async () => {
    vi.useFakeTimers();
    const fresh = worker('installing');
    const registration = {
      installing: fresh as typeof fresh | null,
      waiting: null as typeof fresh | null,
      update: async () => {},
    };
    let done = false;
    const taking = takeNewShell({ getRegistration: async () => registration }).then(() => {
      done = true;
    });
    // Two minutes of downloading on a slow line: still waiting, nothing taken over.
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(done).toBe(false);
    expect(fresh.messages).toEqual([]);
    registration.installing = null;
    registration.waiting = fresh;
    fresh.become('installed');
    await vi.advanceTimersByTimeAsync(0);
    expect(fresh.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    fresh.become('activated');
    await taking;
    expect(done).toBe(true);
  });
});
