import { describe, expect, it } from 'vitest';
import { clearlyNotEven, SPREADS, sharedSpread, spreadTicks, tickLabel } from './chart-scale.ts';

describe('the shared win-rate axis', () => {
  it('stays at 30–70% until an interval leaves it, then widens in fixed steps', () => {
    expect(sharedSpread([[{ lowPct: 41, highPct: 62 }], []])).toBe(20);
    expect(sharedSpread([[{ lowPct: 30, highPct: 70 }]])).toBe(20);
    expect(sharedSpread([[{ lowPct: 41, highPct: 62 }], [{ lowPct: 29.9, highPct: 55 }]])).toBe(30);
    expect(sharedSpread([[{ lowPct: 5, highPct: 40 }]])).toBe(50);
    expect(sharedSpread([])).toBe(20);
  });

  it('gives class rates near 50% a narrow axis when asked, widening as their intervals need', () => {
    expect(sharedSpread([[{ lowPct: 48.1, highPct: 52.4 }]], SPREADS)).toBe(5);
    expect(sharedSpread([[{ lowPct: 44, highPct: 52 }]], SPREADS)).toBe(10);
    expect(sharedSpread([[{ lowPct: 38, highPct: 52 }]], SPREADS)).toBe(20);
    expect(spreadTicks(5).map(tickLabel)).toEqual(['45%', '50%', '55%']);
    expect(spreadTicks(10).map(tickLabel)).toEqual(['40%', '45%', '50%', '55%', '60%']);
  });

  it('ticks every 10 points with round labels', () => {
    expect(spreadTicks(20).map(tickLabel)).toEqual(['30%', '40%', '50%', '60%', '70%']);
    expect(spreadTicks(50).map(tickLabel)).toEqual([
      '0%',
      '10%',
      '20%',
      '30%',
      '40%',
      '50%',
      '60%',
      '70%',
      '80%',
      '90%',
      '100%',
    ]);
  });

  it('marks a result clearly different from 50% only when its interval excludes 50%', () => {
    expect(clearlyNotEven({ lowPct: 50.1, highPct: 60 })).toBe(true);
    expect(clearlyNotEven({ lowPct: 40, highPct: 49.9 })).toBe(true);
    expect(clearlyNotEven({ lowPct: 45, highPct: 55 })).toBe(false);
  });
});
