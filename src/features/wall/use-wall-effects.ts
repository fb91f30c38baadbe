// The wall display's long-running chores: hide an idle cursor, keep the screen awake, and track
// the viewport its type and charts scale with (a new build: use-version-watch.ts).
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nextRotation } from '../../domain/wall.ts';

/** True once the mouse has been still for `idleMs`. */
export function useIdleCursor(idleMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), idleMs);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), idleMs);
    };
    window.addEventListener('mousemove', wake);
    window.addEventListener('pointerdown', wake);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', wake);
      window.removeEventListener('pointerdown', wake);
    };
  }, [idleMs]);
  return idle;
}

export type WakeLockState = 'unsupported' | 'held' | 'released' | 'refused';

/** Holds a screen wake lock where the browser has the API; re-acquires it when visible again. */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'released' : 'unsupported',
  );
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await navigator.wakeLock.request('screen');
        if (stopped) {
          void sentinel.release();
          return;
        }
        setState('held');
        sentinel.addEventListener('release', () => setState('released'), { once: true });
      } catch {
        setState('refused');
      }
    };
    void acquire();
    const onVisible = () => void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, []);
  return state;
}

const readViewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export function useViewport(): { width: number; height: number } {
  const [size, setSize] = useState(readViewport);
  useEffect(() => {
    const onResize = () => setSize(readViewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * Sets the root font size while the wall is shown, so everything in rem scales with it; before
 * the first paint, so the wall is never drawn at the page's size first and then rescaled (a
 * layout shift of the whole screen).
 */
export function useRootFontSize(size: string): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = size;
    return () => {
      root.style.fontSize = before;
    };
  }, [size]);
}

/** Where a rotation stands: the item shown, and when the next one comes. */
export interface Rotation {
  position: number;
  nextAt: number;
  /** How many times it has moved on: the next item is prepared once a turn. */
  turn: number;
  /** The item coming next, once it is being prepared (PREPARE_MS before its turn); else null. */
  upcoming: number | null;
}

/**
 * How long before its turn the next item is drawn, unseen: its layout and its turn then fall in
 * different frames (on a TV stick each alone is within a frame's budget, together they are not).
 */
export const PREPARE_MS = 1500;

/**
 * A rotation of `count` items, moving every `seconds` on its own rhythm: items arriving or
 * leaving (a class gaining its first chart) change what comes next, never when.
 */
export function useRotation(count: number, seconds: number): Rotation {
  const [state, setState] = useState(() => ({
    position: 0,
    turn: 0,
    nextAt: Date.now() + seconds * 1000,
    preparing: false,
  }));
  const countRef = useRef(count);
  useEffect(() => {
    countRef.current = count;
  }, [count]);
  useEffect(() => {
    setState((s) => ({ ...s, nextAt: Date.now() + seconds * 1000, preparing: false }));
    const id = setInterval(() => {
      setState((s) => ({
        position: nextRotation(s.position, countRef.current),
        // One item moves nothing: its chart stays the one drawn.
        turn: countRef.current > 1 ? s.turn + 1 : s.turn,
        nextAt: Date.now() + seconds * 1000,
        preparing: false,
      }));
    }, seconds * 1000);
    return () => clearInterval(id);
  }, [seconds]);
  // One timer a turn: the next item's preparation, due PREPARE_MS before it shows.
  const { nextAt, turn } = state;
  useEffect(() => {
    // A transition: React draws the next chart in short tasks (its elements are made while it
    // renders), not in one task as long as the whole chart.
    const id = setTimeout(
      () =>
        startTransition(() => setState((s) => (s.turn === turn ? { ...s, preparing: true } : s))),
      Math.max(0, nextAt - PREPARE_MS - Date.now()),
    );
    return () => clearTimeout(id);
  }, [nextAt, turn]);
  const position = count > 0 ? state.position % count : 0;
  return {
    position,
    nextAt,
    turn,
    upcoming: state.preparing && count > 1 ? nextRotation(position, count) : null,
  };
}
