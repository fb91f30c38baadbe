import { describe, expect, it } from 'vitest';
import type { MachineReference } from './preview.ts';
import { medianReference, qemuLimitMs, qemuVerdicts } from './qemu-device-bench.ts';
import { FLOOR } from './slow-device-bench.ts';

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
