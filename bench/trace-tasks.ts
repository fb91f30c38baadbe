// Reading a Chrome performance trace: the longest main-thread task after a feed answer, and
// what it spent its time on (script, style and layout, paint, garbage collection).

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string } };
}

/** What the longest task spent its time on (ms of its nested events, by kind). */
export interface TaskParts {
  script: number;
  styleLayout: number;
  paint: number;
  gc: number;
}

const PART_OF: Record<string, keyof TaskParts> = {
  FunctionCall: 'script',
  'v8.callFunction': 'script',
  EvaluateScript: 'script',
  'V8.Execute': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'styleLayout',
  Layout: 'styleLayout',
  RecalculateStyles: 'styleLayout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseAuthorStyleSheet: 'styleLayout',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
};

/** Rendering work inside a task: style, layout, paint, layerize and commit. */
export const isRendering = (e: TraceEvent) => {
  const part = PART_OF[e.name];
  return part === 'styleLayout' || part === 'paint';
};

/** A task of the event loop (a complete event of one of the two names Chrome gives them). */
export const isTask = (e: TraceEvent) =>
  e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/**
 * The tasks of one thread, each once: Chromium traces a task as `RunTask` around a
 * `ThreadControllerImpl::RunTask` of nearly the same span, so a task event inside another is
 * part of it, not a task of its own (counting both doubled the busy time and the long tasks).
 */
export function topLevelTasks(events: TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && isTask(e))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const top: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return top;
}

/** Longest task (ms) on the page's main thread in the 3 s after each feed answer, with its parts. */
export function longestTaskAfterPoll(
  events: TraceEvent[],
): { ms: number; parts: TaskParts } | null {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const feed = events
    .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('replay_feed'))
    .map((e) => e.args?.data?.requestId);
  const finishes = events.filter(
    (e) => e.name === 'ResourceFinish' && feed.includes(e.args?.data?.requestId),
  );
  if (finishes.length === 0) return null;
  let longest: TraceEvent | null = null;
  for (const finish of finishes) {
    for (const main of mains) {
      for (const e of events) {
        if (e.pid !== main.pid || e.tid !== main.tid || !isTask(e)) continue;
        if (e.ts + (e.dur ?? 0) < finish.ts || e.ts > finish.ts + 3_000_000) continue;
        if (!longest || (e.dur ?? 0) > (longest.dur ?? 0)) longest = e;
      }
    }
  }
  if (!longest) return { ms: 0, parts: { script: 0, styleLayout: 0, paint: 0, gc: 0 } };
  const parts: TaskParts = { script: 0, styleLayout: 0, paint: 0, gc: 0 };
  const end = longest.ts + (longest.dur ?? 0);
  // Top-level kinds only: a GC inside a function call counts as GC, not twice.
  const counted: { start: number; end: number }[] = [];
  const nested = events
    .filter(
      (e) =>
        e.pid === longest?.pid &&
        e.tid === longest.tid &&
        e.ph === 'X' &&
        e.ts >= (longest?.ts ?? 0) &&
        e.ts + (e.dur ?? 0) <= end &&
        PART_OF[e.name] !== undefined,
    )
    // GC first (it is counted wherever it nests), then outer events before those inside them.
    .sort(
      (a, b) =>
        (PART_OF[a.name] === 'gc' ? 0 : 1) - (PART_OF[b.name] === 'gc' ? 0 : 1) ||
        a.ts - b.ts ||
        (b.dur ?? 0) - (a.dur ?? 0),
    );
  // A collection is traced as nested events (MinorGC around V8.GC_SCAVENGER): the outermost counts.
  const collections: { start: number; end: number }[] = [];
  const within = (spans: typeof counted, span: (typeof counted)[number]) =>
    spans.some((c) => span.start >= c.start && span.end <= c.end);
  for (const e of nested) {
    const span = { start: e.ts, end: e.ts + (e.dur ?? 0) };
    const part = PART_OF[e.name] as keyof TaskParts;
    if (part === 'gc') {
      if (within(collections, span)) continue;
      collections.push(span);
      parts.gc += (e.dur ?? 0) / 1000;
      continue;
    }
    if (within(counted, span)) continue;
    counted.push(span);
    parts[part] += (e.dur ?? 0) / 1000;
  }
  parts.script = Math.max(0, parts.script - parts.gc);
  return { ms: (longest.dur ?? 0) / 1000, parts };
}
