// Routes live in the hash, and so do a screen's options: `#/winrates?min=5&bracket=legend`.
// The query before the hash is left to deployment-wide overrides (`?api=`, `?poll=`), so a
// screen's options belong to its route and never leak into another screen's.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('hashchange', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', notify);
  };
}

/** The hash without "#" and its leading "/": "winrates?min=5". */
const hashRoute = () => window.location.hash.replace(/^#?\/?/, '');

/** "/winrates" for "#/winrates?min=5". */
export const hashPath = (): string => `/${hashRoute().split('?')[0] ?? ''}`;

/** "min=5" for "#/winrates?min=5". */
export function hashSearch(): string {
  const route = hashRoute();
  const at = route.indexOf('?');
  return at < 0 ? '' : route.slice(at + 1);
}

/** Goes to `to` ("/winrates?min=5"); the query before the hash stays as it is. */
export function navigateHash(to: string, options: { replace?: boolean } = {}): void {
  const oldURL = window.location.href;
  const url = new URL(oldURL);
  url.hash = `/${to.replace(/^#?\/?/, '')}`;
  window.history[options.replace ? 'replaceState' : 'pushState'](null, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** wouter location hook: the path part of the hash. */
export function useHashPath(): [string, typeof navigateHash] {
  return [useSyncExternalStore(subscribe, hashPath, () => '/'), navigateHash];
}
useHashPath.hrefs = (href: string) => `#${href}`;

/** wouter search hook: the query part of the hash. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, hashSearch, () => '');
}
