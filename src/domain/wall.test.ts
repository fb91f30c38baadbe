import { describe, expect, it } from 'vitest';
import {
  burnInOffset,
  nextRotation,
  RELOAD_GUARD_MS,
  shouldReload,
  WALL_PANELS,
  wallLayout,
  wallOptions,
} from './wall.ts';

describe('wallOptions', () => {
  it('has sensible defaults', () => {
    const o = wallOptions(new URLSearchParams());
    expect(o).toMatchObject({
      bracket: 'all',
      window: 'all',
      minGames: 30,
      rotateSeconds: 20,
      shift: true,
    });
    expect([...o.panels]).toEqual(['ticker', 'classes', 'rotation']);
  });

  it('reads every option from the URL and ignores nonsense', () => {
    const o = wallOptions(
      new URLSearchParams(
        'bracket=legend&window=1h&min=10&rotate=45&panels=ticker,rotation,bogus&shift=0',
      ),
    );
    expect(o).toMatchObject({
      bracket: 'legend',
      window: '1h',
      minGames: 10,
      rotateSeconds: 45,
      shift: false,
    });
    expect([...o.panels]).toEqual(['ticker', 'rotation']);
    expect(wallOptions(new URLSearchParams('rotate=1')).rotateSeconds).toBe(20);
    expect(wallOptions(new URLSearchParams('rotate=abc')).rotateSeconds).toBe(20);
    expect([...wallOptions(new URLSearchParams('panels=nope')).panels]).toHaveLength(3);
  });

  it('accepts a rotation from 5 s to an hour, and panels written with spaces', () => {
    const rotate = (v: string) => wallOptions(new URLSearchParams(`rotate=${v}`)).rotateSeconds;
    expect([rotate('5'), rotate('3600'), rotate('4.9'), rotate('3601'), rotate('')]).toEqual([
      5, 3600, 20, 20, 20,
    ]);
    expect([...wallOptions(new URLSearchParams('panels= classes , ticker')).panels]).toEqual([
      'classes',
      'ticker',
    ]);
  });
});

describe('wallLayout', () => {
  const all = new Set(WALL_PANELS);

  it('scales with the width on a 16:9 screen, and with the height on a narrower one', () => {
    const hd = wallLayout({ width: 1920, height: 1080 }, all);
    expect(hd.unit).toBeCloseTo(20.16, 2);
    expect(hd.fontSize).toBe(16);
    const portrait = wallLayout({ width: 1080, height: 1920 }, all);
    expect(portrait.unit).toBeCloseTo(11.34, 2);
    const uhd = wallLayout({ width: 3840, height: 2160 }, all);
    expect(uhd.unit).toBeCloseTo(2 * hd.unit, 5);
  });

  it('shares the height between the chart panels shown', () => {
    const hd = { width: 1920, height: 1080 };
    const two = wallLayout(hd, all);
    const main = 1080 - two.unit * 8;
    expect(two.panelChartHeight).toBeCloseTo(main / 2 - two.unit * 4, 5);
    const one = wallLayout(hd, new Set(['ticker', 'rotation'] as const));
    expect(one.panelChartHeight).toBeCloseTo(main - one.unit * 4, 5);
    expect(wallLayout(hd, new Set(['ticker'] as const)).panelChartHeight).toBe(0);
    expect(two.tickerRows).toBe(Math.floor((main - two.unit * 3) / (two.unit * 4.1)));
  });

  it('makes bars half a row thick, at least 6 px and at most two type units', () => {
    const layout = wallLayout({ width: 1920, height: 1080 }, all);
    expect(layout.barSize(1)).toBeCloseTo(layout.unit * 2, 5);
    expect(layout.barSize(10)).toBe(Math.floor(layout.panelChartHeight / 10 / 2));
    expect(layout.barSize(0)).toBe(layout.barSize(1));
    expect(layout.barSize(1000)).toBe(6);
  });
});

describe('rotation and burn-in', () => {
  it('cycles through the classes with data', () => {
    expect(nextRotation(0, 3)).toBe(1);
    expect(nextRotation(2, 3)).toBe(0);
    expect(nextRotation(5, 0)).toBe(0);
  });

  it('moves a few pixels at a time and comes back', () => {
    const offsets = Array.from({ length: 9 }, (_, i) => burnInOffset(i * 120_000));
    expect(offsets[0]).toEqual({ x: 0, y: 0 });
    expect(new Set(offsets.map((o) => `${o.x},${o.y}`)).size).toBe(9);
    for (const o of offsets) expect(Math.max(Math.abs(o.x), Math.abs(o.y))).toBeLessThanOrEqual(4);
    expect(burnInOffset(9 * 120_000)).toEqual({ x: 0, y: 0 });
    expect(burnInOffset(120_000)).toEqual({ x: 4, y: 0 });
    expect(burnInOffset(2 * 60_000, 60_000, 10)).toEqual({ x: 10, y: 10 });
  });
});

describe('shouldReload', () => {
  it('reloads for a new deployed version, not for the same one or an unreadable one', () => {
    expect(shouldReload('a', 'b', null, 0)).toBe(true);
    expect(shouldReload('a', 'a', null, 0)).toBe(false);
    expect(shouldReload('a', null, null, 0)).toBe(false);
  });

  it('does not reload again for a version it already reloaded for (no loop)', () => {
    const guard = { to: 'b', at: 1000 };
    expect(shouldReload('a', 'b', guard, 2000)).toBe(false);
    expect(shouldReload('a', 'b', guard, 1000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReload('a', 'b', guard, 1000 + RELOAD_GUARD_MS)).toBe(true);
    expect(shouldReload('a', 'c', guard, 2000)).toBe(true);
  });
});
