// React listens at its root for every event it supports, transition and animation events
// included, whether or not a component handles them. A poll moves every bar of a chart: each of
// its ~150 transitions fires transitionrun, transitionstart and transitionend, and each went
// through React's dispatcher (0.1–0.3 ms apiece on a 4x-slowed CPU, ~23 ms of main thread a
// poll on #/winrates, half of it inside the frame that starts them). Nothing in this app
// handles these events, so they are stopped at the window, before they reach React's root.
// A component that wants one (onTransitionEnd, onAnimationEnd…) must remove it from this list.

export const UNUSED_EVENTS = [
  'transitionrun',
  'transitionstart',
  'transitionend',
  'transitioncancel',
  'animationstart',
  'animationiteration',
  'animationend',
  'animationcancel',
] as const;

const stop = (event: Event) => event.stopImmediatePropagation();

/** Stops the unused events in the capture phase at `target`; returns the undo. */
export function stopUnusedEvents(target: Window = window): () => void {
  for (const type of UNUSED_EVENTS) target.addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of UNUSED_EVENTS) target.removeEventListener(type, stop, { capture: true });
  };
}
