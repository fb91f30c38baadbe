import { describe, expect, it } from 'vitest';
import type { MachineReference } from './preview.ts';
import { medianReference, qemuLimitMs, qemuVerdicts } from './qemu-device-bench.ts';
import { FLOOR } from './slow-device-bench.ts';
import { gcPauses } from './v8-gc-log.ts';

const machine = (scriptMs: number, layoutMs: number): MachineReference => ({
  scriptMs,
  layoutMs,
  warmMs: 1,
  afterIdleMs: 2,
});

describe('qemuLimitMs', () => {
  it("scales a 6x device's 50 ms by the smaller of the two slowdowns", () => {
    // Script 20x slower, layout 15x: 50 ms x 15 / 6.
    expect(qemuLimitMs(machine(90, 150), machine(1800, 2250))).toBeCloseTo(125, 6);
    // Script the slower one this time: 50 ms x 12 / 6.
    expect(qemuLimitMs(machine(100, 100), machine(1200, 1800))).toBeCloseTo(100, 6);
  });
});

describe('medianReference', () => {
  it('takes each figure’s median, not one reference’s', () => {
    expect(
      medianReference([
        { scriptMs: 141, layoutMs: 130, warmMs: 1, afterIdleMs: 3 },
        { scriptMs: 90, layoutMs: 328, warmMs: 2, afterIdleMs: 1 },
        { scriptMs: 95, layoutMs: 140, warmMs: 3, afterIdleMs: 2 },
      ]),
    ).toEqual({ scriptMs: 95, layoutMs: 140, warmMs: 2, afterIdleMs: 2 });
  });
});

describe('qemuVerdicts', () => {
  it("counts each minute's tasks against its own run's limit", () => {
    const lines = qemuVerdicts([
      { route: FLOOR, run: 1, limitMs: 125, longTasksMs: [60] },
      { route: '#/wall', run: 1, limitMs: 125, longTasksMs: [120, 90, 124] },
      // 136 ms is within this run's limit, not within the first run's.
      { route: '#/wall', run: 2, limitMs: 145, longTasksMs: [136] },
      { route: '#/overlay', run: 1, limitMs: 125, longTasksMs: [126, 300, 51] },
      { route: '#/overlay', run: 2, limitMs: 145, longTasksMs: [146] },
    ]);
    expect(lines).toEqual([
      '#/wall, 2 minutes: within the limit (no task over 125–145 ms here, 50 ms at 6×)',
      "#/overlay, 2 minutes: over the limit: 2 tasks over 125–145 ms here, 50 ms at 6× in its worst minute (the floor's worst 0)",
    ]);
  });

  it('says when the floor was not measured', () => {
    expect(qemuVerdicts([{ route: '#/wall', run: 1, limitMs: 125, longTasksMs: [200] }])).toEqual([
      '#/wall, 1 minute: over the limit: 1 task over 125 ms here, 50 ms at 6× in its worst minute (the floor not measured)',
    ]);
  });
});

describe('gcPauses', () => {
  it("reads each collection's kind, heap and main-thread pause from V8's log", () => {
    const log = [
      '[21981:0xdb401ec8000]   249955 ms: Incremental Mark-Compact 13.4 (15.1) -> 11.7 (14.1) MB, pooled: 0.8 MB, 1848.83 / 9.12 ms (+ 89.0 ms in 4 steps since start of marking, biggest step 53.4 ms, walltime since start of marking 1939 ms) (average mu = 0.985, current mu = 0.978) finalize incremental marking via task; GC in old space requested',
      '[pid=21482][err] [21482:21537:1206/021851.309024:ERROR:fonts] @font-face src: local() instantiation only available',
      '[21981:0xdb401ec8000]   251579 ms: Scavenge 12.8 (15.1) -> 12.0 (14.3) MB, pooled: 1.0 MB, 52.59 / 0.00 ms (average mu = 0.985, current mu = 0.978) allocation failure; ',
      '[21981:0x1f4100c0000]    47626 ms: Incremental Mark-Compact (reduce) 0.5 (1.5) -> 0.5 (1.2) MB, pooled: 0.0 MB, 251.93 / 0.65 ms (+ 1.9 ms in 1 steps since start of marking)',
      '',
    ].join('\n');
    expect(gcPauses(log)).toEqual([
      { kind: 'Incremental Mark-Compact', heapMb: 13.4, ms: 1848.83 },
      { kind: 'Scavenge', heapMb: 12.8, ms: 52.59 },
      { kind: 'Incremental Mark-Compact', heapMb: 0.5, ms: 251.93 },
    ]);
  });

  it("counts the worst minute's collection pauses in the verdict", () => {
    expect(
      qemuVerdicts([{ route: '#/wall', run: 1, limitMs: 50, longTasksMs: [60], gcPauses: [] }]),
    ).toEqual([
      '#/wall, 1 minute: over the limit: 1 task over 50 ms here, 50 ms at 6× in its worst minute (the floor not measured; no garbage collection paused its thread over the limit in that minute)',
    ]);
    const pause = { kind: 'Scavenge', heapMb: 12, ms: 200 };
    expect(
      qemuVerdicts([
        { route: '#/wall', run: 1, limitMs: 100, longTasksMs: [150], gcPauses: [] },
        { route: '#/wall', run: 2, limitMs: 100, longTasksMs: [250, 300], gcPauses: [pause] },
      ]),
    ).toEqual([
      '#/wall, 2 minutes: over the limit: 2 tasks over 100 ms here, 50 ms at 6× in its worst minute (the floor not measured; a garbage collection paused its thread over the limit once in that minute)',
    ]);
  });
});
