// React listens at its root for every event it supports, transition and animation events
// included, whether or not a component handles them. A poll moves every bar of a chart: each of
// its ~150 transitions fires transitionrun, transitionstart and transitionend, and each went
// through React's dispatcher (0.1–0.3 ms apiece on a 4x-slowed CPU, ~23 ms of main thread a
// poll on #/winrates). An element whose motion nothing handles says so with QUIET_MOTION; those
// events, from it or inside it, stop at the window before they reach React's root. Everywhere
// else they arrive as usual, so an onTransitionEnd outside a quiet element works.

/** Spread on an element whose transitions and animations no handler listens to. */
export const QUIET_MOTION = { 'data-quiet-motion': '' } as const;

export const MOTION_EVENTS = [
  'transitionrun',
  'transitionstart',
  'transitionend',
  'transitioncancel',
  'animationstart',
  'animationiteration',
  'animationend',
  'animationcancel',
] as const;

const stop = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('[data-quiet-motion]'))
    event.stopImmediatePropagation();
};

/** Stops quiet elements' motion events in the capture phase at `target`; returns the undo. */
export function stopQuietMotionEvents(target: Window = window): () => void {
  for (const type of MOTION_EVENTS) target.addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of MOTION_EVENTS) target.removeEventListener(type, stop, { capture: true });
  };
}
