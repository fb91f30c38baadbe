import { describe, expect, it } from 'vitest';
import { FLOOR, mainThreadLoad, type SlowDevice, slowDeviceVerdicts } from './slow-device-bench.ts';
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
    const [load] = mainThreadLoad(events, 1000);
    expect(load?.tasksOver50).toBe(2);
    expect(load?.longestTaskMs).toBe(60);
    expect(load?.busy).toBeCloseTo((60 + 10 + 55) / 1000, 6);
    expect(load?.collectionsOver50).toBe(0);
  });

  it('splits the trace into windows from its first task and tells a full collection apart', () => {
    const windows = mainThreadLoad(
      [
        ...events,
        // In the second window: a 70 ms task that is mostly a full collection, one of 52 ms
        // with a short collection inside, and one of 30 ms.
        task('RunTask', 1000, 70),
        task('MajorGC', 1005, 60),
        task('RunTask', 1200, 52),
        task('MajorGC', 1210, 10),
        task('RunTask', 1500, 30),
        // After the last window: not counted.
        task('RunTask', 2100, 90),
      ],
      1000,
      2,
    );
    expect(windows.map((w) => w.tasksOver50)).toEqual([2, 2]);
    expect(windows.map((w) => w.collectionsOver50)).toEqual([0, 1]);
    expect(windows.map((w) => w.longestTaskMs)).toEqual([60, 70]);
    expect(windows[1]?.busy).toBeCloseTo((70 + 52 + 30) / 1000, 6);
  });
});

describe('the slow-device verdict', () => {
  const load = (tasksOver50: number) => ({
    busy: 0.1,
    longestTaskMs: tasksOver50 > 0 ? 80 : 40,
    tasksOver50,
    collectionsOver50: 0,
  });
  const run = (route: string, cpu: number, ...over: number[]): SlowDevice => ({
    route,
    cpu,
    minutes: over.map(load),
  });

  it('says within, over, or not measurable when the floor at the same rate is over too', () => {
    expect(
      slowDeviceVerdicts([
        run(FLOOR, 1, 0, 0),
        run('#/wall', 1, 0, 0),
        run('#/overlay', 1, 0, 2),
        run(FLOOR, 6, 3, 4),
        run('#/wall', 6, 5, 6),
        run('#/overlay', 6, 0, 0),
      ]),
    ).toEqual([
      '#/wall at 1×: within the limit (no task over 50 ms)',
      '#/overlay at 1×: over the limit: 2 tasks over 50 ms, the machine’s floor none',
      '#/wall at 6×: not measurable here: 11 tasks over 50 ms, and the machine’s floor has 7 (a page changing one number a second)',
      '#/overlay at 6×: within the limit (no task over 50 ms)',
    ]);
  });

  it('says when the floor was not measured at that rate', () => {
    expect(slowDeviceVerdicts([run(FLOOR, 1, 0), run('#/wall', 4, 1)])).toEqual([
      '#/wall at 4×: over the limit: 1 task over 50 ms, the machine’s floor not measured',
    ]);
  });
});
