// What a page does over a limit, seen from inside it (an init script, before the page's own):
// long tasks as its PerformanceObserver counts them, the long animation frames with the scripts
// that ran in them, and what happened during each such frame: a fetch answered, the wall's
// rotation drawing its next chart unseen or turning to it, or a match's row arriving in a
// ticker. Kept on `window` for the bench.

/** A long task as the page's observer saw it: its length, its entry's name and its start. */
export type LongTask = { ms: number; who: string; at: number };

export interface LongFrame {
  ms: number;
  renderMs: number;
  scripts: string[];
  /** When the frame's first task began (performance.now()). */
  at: number;
  /** What happened between the frame's first task and its end (see `observeLongWork`). */
  during: string[];
}

/** What the page keeps on `window`. */
export interface LongWork {
  longTasks: LongTask[];
  longFrames: LongFrame[];
  /** Moments a frame is told by: [performance.now(), what]. */
  longWorkMarks: [number, string][];
}

/**
 * A page's script that calls `fn` with `arg`, from `fn`'s source. tsx compiles a named function
 * inside `fn` as a call of its `__name` helper, which a page lacks: the script gives it one of
 * its own (a name is all it sets), not the page's global.
 */
export function pageScript<A>(fn: (arg: A) => void, arg: A): string {
  return `(() => { const __name = (f) => f; (${fn.toString()})(${JSON.stringify(arg)}); })();`;
}

/** The init script that runs `observeLongWork` in a page. */
export const longWorkScript = (limitMs: number) => pageScript(observeLongWork, limitMs);

/**
 * In the page: long tasks (over 50 ms), the long animation frames over `limitMs`, and marks of
 * what each such frame held. Self-contained: it is sent into the page (`longWorkScript`).
 */
export function observeLongWork(limitMs: number) {
  const w = window as unknown as LongWork;
  w.longTasks = [];
  w.longFrames = [];
  w.longWorkMarks = [];
  const mark = (at: number, what: string) => {
    w.longWorkMarks.push([at, what]);
    // The last few minutes are enough; a mark older than any frame still to come is dropped.
    if (w.longWorkMarks.length > 2000) w.longWorkMarks.splice(0, 1000);
  };
  new PerformanceObserver((list) => {
    // A tenth of a millisecond (50.4 ms must not read as 50), and the entry's name: "self" when
    // the page's script ran in the task, "unknown" when none did (the browser's own work).
    for (const e of list.getEntries())
      w.longTasks.push({ ms: Math.round(e.duration * 10) / 10, who: e.name, at: e.startTime });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceResourceTiming[])
      if (e.initiatorType === 'fetch')
        mark(e.responseEnd, `fetched ${new URL(e.name).pathname.split('/').filter(Boolean).pop()}`);
  }).observe({ type: 'resource' });
  // The wall's rotation: its next chart drawn in an unseen slot, and its turn to show; a
  // match's row arriving in a ticker.
  new MutationObserver((records) => {
    const now = performance.now();
    let matches = 0;
    for (const r of records) {
      if (r.type === 'attributes') {
        mark(now, `rotation: ${(r.target as Element).getAttribute('data-rotation-slot')} slot`);
        continue;
      }
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.hasAttribute('data-rotation-slot'))
          mark(now, `rotation: ${node.getAttribute('data-rotation-slot')} chart drawn`);
        else if (node.matches('[data-match-id]')) matches += 1;
      }
    }
    if (matches > 0)
      mark(now, `${matches === 1 ? "a match's row" : `${matches} matches' rows`} drawn`);
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-rotation-slot'],
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as {
      duration: number;
      startTime: number;
      renderStart: number;
      scripts: {
        invoker: string;
        sourceFunctionName: string;
        sourceURL: string;
        sourceCharPosition: number;
        duration: number;
      }[];
    }[]) {
      if (e.duration <= limitMs) continue;
      const end = e.startTime + e.duration;
      w.longFrames.push({
        ms: Math.round(e.duration),
        renderMs: e.renderStart > 0 ? Math.round(end - e.renderStart) : 0,
        scripts: e.scripts
          .filter((s) => s.duration >= 5)
          .map(
            (s) =>
              `${s.invoker} → ${s.sourceFunctionName || '(anonymous)'} (${s.sourceURL.split('/').pop()}:${s.sourceCharPosition}) ${Math.round(s.duration)} ms`,
          ),
        at: e.startTime,
        during: w.longWorkMarks
          .filter(([at]) => at >= e.startTime && at <= end)
          .map(([at, what]) => `${what} at +${Math.round(at - e.startTime)} ms`),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The long frame a long task began in, if any: its scripts and marks say what the task was. */
export function frameHolding(task: LongTask, frames: readonly LongFrame[]): LongFrame | undefined {
  return frames.find((f) => task.at >= f.at && task.at <= f.at + f.ms);
}
