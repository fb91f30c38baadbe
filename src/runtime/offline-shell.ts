// The offline app shell: a service worker (built by vite-plugin-pwa / Workbox) precaches the
// built assets and index.html, so a screen that reboots while the network is down still opens
// and shows its last stored statistics. It never takes over by itself: a new deployment waits
// until the version watch asks for it (takeNewShell), so a screen never runs a cached
// index.html against deleted chunks, and updates happen once, when a reload follows at once.

const SCRIPT = './sw.js';
/** The worker's cache of language catalogues (vite.config.ts: runtimeCaching). */
export const MESSAGES_CACHE = 'messages';
const MESSAGES_CHUNK = /\/assets\/messages-[^/]+\.js$/;

/** Registers the worker in production builds; never throws (no worker, no shell: as before). */
export function registerOfflineShell(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SCRIPT).catch(() => {
    // A browser or host without service workers works exactly as before.
  });
}

/**
 * The worker precaches every asset but the fourteen languages' messages. The catalogues this
 * page has loaded (all of its language's, once loaded) go into the worker's cache here: on a
 * first visit they were fetched before the worker existed. Never throws.
 */
export async function keepLanguageOffline(): Promise<void> {
  if (!import.meta.env.PROD || typeof caches === 'undefined') return;
  try {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => MESSAGES_CHUNK.test(new URL(url).pathname));
    const cache = await caches.open(MESSAGES_CACHE);
    for (const url of loaded)
      if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url);
  } catch {
    // No storage: an offline start then needs the network for its words, as before the shell.
  }
}

interface ShellWorker {
  state: string;
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'statechange', fn: () => void) => void;
}

/** Resolves when `worker` reaches one of `states`, or after `timeoutMs`. */
function reach(worker: ShellWorker, states: string[], timeoutMs: number): Promise<void> {
  if (states.includes(worker.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    worker.addEventListener('statechange', () => {
      if (states.includes(worker.state)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** What takeNewShell needs of the browser's service worker API (a fake in tests). */
export interface ShellContainer {
  getRegistration: () => Promise<
    | {
        update: () => Promise<unknown>;
        waiting: ShellWorker | null;
        installing: ShellWorker | null;
      }
    | undefined
  >;
}

/**
 * How long a new worker may take to install (download and store every asset). A TV stick on a
 * slow line can take far longer than a desk: a reload before it is done would get the old
 * precached build again, and the loop guard would then keep the screen from reloading at all.
 * Browsers end a stuck install themselves within minutes.
 */
export const SHELL_INSTALL_MS = 5 * 60_000;
/**
 * How long the installed worker may take to take over. Chromium holds it back while the old
 * worker is still busy with a request (seconds on a loaded machine); past this the page reloads
 * anyway, and if the old worker then serves files the new one has removed, public/boot-guard.js
 * reloads it again.
 */
export const SHELL_TAKEOVER_MS = 60_000;

/**
 * Before a reload for a new deployment: fetch the new worker, let it take over (Workbox's
 * SKIP_WAITING message), so the reload gets the new index.html and assets, not the precached
 * old ones. Resolves when that is done, or at once when there is no worker or nothing new.
 */
export async function takeNewShell(
  container: ShellContainer | undefined = typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined,
  { installMs = SHELL_INSTALL_MS, takeoverMs = SHELL_TAKEOVER_MS } = {},
): Promise<void> {
  const registration = await container?.getRegistration();
  if (!registration) return;
  await registration.update().catch(() => undefined);
  const installing = registration.installing;
  if (installing) await reach(installing, ['installed', 'redundant'], installMs);
  const waiting = registration.waiting;
  if (!waiting) return;
  waiting.postMessage({ type: 'SKIP_WAITING' });
  // The reload must reach the new worker, not the old one still finishing.
  await reach(waiting, ['activated', 'redundant'], takeoverMs);
}
