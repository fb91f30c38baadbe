// A screen whose module loads on demand, rendered directly once that module is in.
import { type ComponentType, lazy } from 'react';

/**
 * `Screen` suspends (its Suspense fallback shows) only while the module is still loading.
 * React's own `lazy` suspends on its first render even when the module arrived long before
 * (it only learns so a microtask later), and React holds back a Suspense boundary's reveal up
 * to 300 ms after the previous one: a screen preloaded during the start-up would show
 * "Loading…" first and its content a few hundred milliseconds later.
 */
/** Call at module level only: each call makes a new component type. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((screen) => {
      loaded = screen;
      return screen;
    });
  const Lazy = lazy(() => preload().then((screen) => ({ default: screen })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, at module level.
  function Screen(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Screen, preload };
}
