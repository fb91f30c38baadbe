import { describe, expect, it } from 'vitest';
import { mainThreadLoad } from './slow-device-bench.ts';
import { type TraceEvent, topLevelTasks } from './trace-tasks.ts';

const MAIN = { pid: 7, tid: 1 };
const task = (name: string, startMs: number, ms: number, at = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: ms * 1000,
  ...at,
});

// As Chromium traces them: each task a `RunTask` around a `ThreadControllerImpl::RunTask`.
const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  task('RunTask', 0, 60),
  task('ThreadControllerImpl::RunTask', 0.5, 59),
  task('Layout', 10, 20),
  task('RunTask', 100, 10),
  task('ThreadControllerImpl::RunTask', 100.2, 9.7),
  // A task that Chromium traces under one name only.
  task('ThreadControllerImpl::RunTask', 200, 55),
  // Another thread's task is not the page's.
  task('RunTask', 300, 80, { pid: 7, tid: 2 }),
];

describe('the main thread tasks of a trace', () => {
  it('counts a task traced under both names once', () => {
    expect(topLevelTasks(events, MAIN.pid, MAIN.tid).map((t) => t.ts / 1000)).toEqual([
      0, 100, 200,
    ]);
  });

  it('gives the busy share, the longest task and the tasks over 50 ms of the page', () => {
    const load = mainThreadLoad(events, 1000);
    expect(load.tasksOver50).toBe(2);
    expect(load.longestTaskMs).toBe(60);
    expect(load.busy).toBeCloseTo((60 + 10 + 55) / 1000, 6);
  });
});
