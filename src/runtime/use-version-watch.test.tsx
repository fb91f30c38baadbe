// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVersionWatch, VERSION_IDLE_MS } from './use-version-watch.ts';

let reload: ReturnType<typeof vi.fn>;
let flush: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  reload = vi.fn();
  flush = vi.fn(() => Promise.resolve());
  vi.stubGlobal('location', { ...window.location, reload });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ version: 'b' }), { status: 200 })),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const hidden = (value: boolean) => {
  Object.defineProperty(document, 'visibilityState', {
    value: value ? 'hidden' : 'visible',
    configurable: true,
  });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useVersionWatch', () => {
  it('on a screen nobody works at, saves and reloads into a new build at once', async () => {
    renderHook(() => useVersionWatch('a', flush));
    await settle();
    expect(flush).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('prepares one reload at a time, and says nothing is blocked while it does', async () => {
    // Saving (and the new shell installing) takes four minutes; a check runs every minute.
    flush.mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 4 * 60_000)));
    const { result } = renderHook(() => useVersionWatch('a', flush, { everyMs: 60_000 }));
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(flush).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    // Not "reload by hand": the reload is on its way.
    expect(result.current.blocked).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reload).toHaveBeenCalledOnce();
    expect(flush).toHaveBeenCalledOnce();
  });

  it('reloads nothing when the deployed build is the running one', async () => {
    renderHook(() => useVersionWatch('b', flush, { interactive: true }));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a screen in use, waits for 3 minutes without input, offering to load it now', async () => {
    const { result } = renderHook(() =>
      useVersionWatch('a', flush, { interactive: true, everyMs: 60_000 }),
    );
    window.dispatchEvent(new Event('pointerdown'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.pending).toBe('b');
    expect(reload).not.toHaveBeenCalled();
    // Still in use a minute later: still waiting.
    await act(() => vi.advanceTimersByTimeAsync(VERSION_IDLE_MS - 90_000));
    window.dispatchEvent(new Event('keydown'));
    await act(() => vi.advanceTimersByTimeAsync(VERSION_IDLE_MS - 30_000));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(flush).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('on a screen in use, reloads when its tab is hidden, or at once when asked', async () => {
    const first = renderHook(() =>
      useVersionWatch('a', flush, { interactive: true, everyMs: 60_000 }),
    );
    window.dispatchEvent(new Event('pointerdown'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reload).not.toHaveBeenCalled();
    hidden(true);
    await settle();
    expect(reload).toHaveBeenCalledOnce();
    first.unmount();
    hidden(false);
    sessionStorage.clear();
    reload.mockClear();
    const second = renderHook(() =>
      useVersionWatch('a', flush, { interactive: true, everyMs: 60_000 }),
    );
    window.dispatchEvent(new Event('pointerdown'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    act(() => second.result.current.reloadNow());
    await settle();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads a screen at once when the new build is found just after it opened', async () => {
    renderHook(() => useVersionWatch('a', flush, { interactive: true }));
    await settle();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets a screen being read without input be for 3 minutes from its opening', async () => {
    let deployed = 'a';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ version: deployed }), { status: 200 })),
    );
    const { result } = renderHook(() =>
      useVersionWatch('a', flush, { interactive: true, everyMs: 60_000 }),
    );
    await settle();
    deployed = 'b';
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current.pending).toBe('b');
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(VERSION_IDLE_MS - 60_000 - 20_000));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads twice in a row into one version: it says so instead', async () => {
    sessionStorage.setItem('wall-reload-guard', JSON.stringify({ to: 'b', at: Date.now() }));
    const { result } = renderHook(() => useVersionWatch('a', flush));
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(result.current.blocked).toEqual({ version: 'b', seen: 1 });
  });
});
