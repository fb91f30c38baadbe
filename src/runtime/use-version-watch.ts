// Every screen picks up a newly deployed build: version.json beside index.html is checked every
// two minutes and whenever the page is shown again. A screen nobody works at (the wall, the
// overlay) saves its statistics and reloads at once; a screen someone may be using waits until
// its tab is hidden or has had no input for three minutes (at once when the build is found just
// after the page opened, before any input), and offers a reload meanwhile. Never
// twice in a row for one version (shouldReload): a host that keeps the old files cannot make a
// screen reload in a loop.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ReloadGuard, shouldReload } from '../domain/reload-guard.ts';
import { takeNewShell } from './offline-shell.ts';

const GUARD_KEY = 'wall-reload-guard';
/** A screen someone may be using reloads after this long without input. */
export const VERSION_IDLE_MS = 3 * 60_000;
/** A new build found this soon after the page opened, before any input, is taken at once. */
const JUST_OPENED_MS = 15_000;

function readGuard(): ReloadGuard | null {
  try {
    const raw = sessionStorage.getItem(GUARD_KEY);
    const value = raw ? (JSON.parse(raw) as ReloadGuard) : null;
    return value && typeof value.to === 'string' && Number.isFinite(value.at) ? value : null;
  } catch {
    return null;
  }
}

/** A deployed build this page will not reload into by itself, and how many checks saw it. */
export interface WaitingVersion {
  version: string;
  seen: number;
}

export interface VersionWatch {
  /** A new build the loop guard keeps this page from reloading into (reload by hand). */
  blocked: WaitingVersion | null;
  /** A new build waiting for the viewer to be done (interactive screens only). */
  pending: string | null;
  /** Saves and reloads into the pending build now. */
  reloadNow: () => void;
}

async function deployedVersion(): Promise<string | null> {
  try {
    const response = await fetch(new URL('version.json', document.baseURI), { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null; // Offline or no version file (development): nothing to decide.
  }
}

export function useVersionWatch(
  running: string,
  flush: () => Promise<void>,
  { everyMs = 120_000, interactive = false }: { everyMs?: number; interactive?: boolean } = {},
): VersionWatch {
  const [blocked, setBlockedState] = useState<WaitingVersion | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const reloadRef = useRef<(version: string) => void>(() => {});
  useEffect(() => {
    let stopped = false;
    let due: string | null = null;
    // A page just opened (or reloaded by hand onto an old build's cached files) has nothing of
    // the viewer's to interrupt yet; after that, one nobody touches is being read.
    const openedAt = Date.now();
    let lastInput: number | null = null;
    const setBlocked = (version: string) =>
      setBlockedState((prev) => ({
        version,
        seen: prev?.version === version ? prev.seen + 1 : 1,
      }));
    // Set while a reload is being prepared (saving, the new shell installing: minutes on a slow
    // line): the checks meanwhile start no second one.
    let reloading = false;
    const reload = async (deployed: string) => {
      if (reloading) return;
      if (!shouldReload(running, deployed, readGuard(), Date.now())) {
        setBlocked(deployed);
        return;
      }
      try {
        sessionStorage.setItem(GUARD_KEY, JSON.stringify({ to: deployed, at: Date.now() }));
      } catch {
        // Without sessionStorage there is no loop guard: do not reload at all.
        setBlocked(deployed);
        return;
      }
      reloading = true;
      await flush();
      // With the offline shell, the new deployment's worker takes over first: the reload then
      // gets the new index.html, not the precached old one.
      await takeNewShell();
      window.location.reload();
    };
    reloadRef.current = (version) => {
      due = null;
      void reload(version);
    };
    const reloadIfFree = () => {
      if (stopped || !due) return;
      const now = Date.now();
      const free =
        !interactive ||
        document.visibilityState === 'hidden' ||
        (lastInput === null && now - openedAt < JUST_OPENED_MS) ||
        now - (lastInput ?? openedAt) >= VERSION_IDLE_MS;
      if (free) reloadRef.current(due);
    };
    const check = async () => {
      const deployed = await deployedVersion();
      if (stopped || !deployed || deployed === running) return;
      due = deployed;
      if (interactive) setPending(deployed);
      reloadIfFree();
    };
    void check();
    const id = setInterval(() => void check(), everyMs);
    const idle = interactive ? setInterval(reloadIfFree, 15_000) : null;
    const onInput = () => {
      lastInput = Date.now();
    };
    // A screen shown again checks at once; one hidden is free to reload.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
      else reloadIfFree();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const inputs = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    if (interactive)
      for (const type of inputs) window.addEventListener(type, onInput, { passive: true });
    return () => {
      stopped = true;
      clearInterval(id);
      if (idle) clearInterval(idle);
      document.removeEventListener('visibilitychange', onVisibility);
      for (const type of inputs) window.removeEventListener(type, onInput);
    };
  }, [running, flush, everyMs, interactive]);
  const reloadNow = useCallback(() => {
    if (pending) reloadRef.current(pending);
  }, [pending]);
  return { blocked, pending, reloadNow };
}
