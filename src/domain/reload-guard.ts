// When a screen reloads for a new build: once per deployed version, never in a loop.

export interface ReloadGuard {
  /** The version we last reloaded to reach. */
  to: string;
  at: number;
}

export const RELOAD_GUARD_MS = 30 * 60_000;

/**
 * Reload when the deployed version differs from the running one, unless we already reloaded
 * for that same version recently and still run the old one (a cache serving a stale
 * index.html): then reloading again would only loop.
 */
export function shouldReload(
  running: string,
  deployed: string | null,
  guard: ReloadGuard | null,
  now: number,
): boolean {
  if (!deployed || deployed === running) return false;
  if (guard && guard.to === deployed && now - guard.at < RELOAD_GUARD_MS) return false;
  return true;
}
