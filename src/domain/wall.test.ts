import { describe, expect, it } from 'vitest';
import {
  burnInOffset,
  nextRotation,
  WALL_DEFAULTS,
  wallLayout,
  wallOptions,
  wallRoute,
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
  const all = new Set(['ticker', 'classes', 'rotation'] as const);

  it('sets the smallest text at 22 px on a 1080-pixel short side, 44 px at 4K, in both orientations', () => {
    const hd = wallLayout({ width: 1920, height: 1080 }, all);
    expect(hd.unit).toBeCloseTo(22, 5);
    expect(hd.orientation).toBe('landscape');
    expect(hd.fontSize).toBe(29); // names and win rates: 1.3 units, at least 28 px
    const portrait = wallLayout({ width: 1080, height: 1920 }, all);
    expect(portrait.unit).toBeCloseTo(22, 5);
    expect(portrait.orientation).toBe('portrait');
    const uhd = wallLayout({ width: 3840, height: 2160 }, all);
    expect(uhd.unit).toBeCloseTo(44, 5);
    expect(uhd.fontSize).toBe(57);
  });

  it('keeps the smallest text legible on a small screen: 12 px at least, not 8', () => {
    // A phone, 412 px wide: 412 × 22 / 1080 would be 8.4 px.
    expect(wallLayout({ width: 412, height: 823 }, all).unit).toBe(12);
    expect(wallLayout({ width: 720, height: 1280 }, all).unit).toBeCloseTo(14.67, 2);
  });

  it('puts panels side by side in landscape and one above the other in portrait', () => {
    const hd = wallLayout({ width: 1920, height: 1080 }, all);
    const main = 1080 - hd.unit * 7;
    expect(hd.panelChartHeight).toBeCloseTo(main - hd.unit * 3.5, 5);
    expect(hd.panelWidth).toBeCloseTo(((1920 - hd.unit * 2) * 0.66) / 2, 5);
    const portrait = wallLayout({ width: 1080, height: 1920 }, all);
    const tall = 1920 - portrait.unit * 7;
    expect(portrait.panelChartHeight).toBeCloseTo(tall * 0.33 - portrait.unit * 3.5, 5);
    expect(portrait.panelWidth).toBeCloseTo(1080 - portrait.unit * 2, 5);
    // Fewer rows for the ticker in portrait (a third of the height), more in landscape.
    expect(portrait.tickerRows).toBeLessThan(hd.tickerRows);
    expect(hd.tickerRows).toBe(Math.floor((main - hd.unit * 2.5) / (hd.unit * 4.9)));
    expect(
      wallLayout({ width: 1920, height: 1080 }, new Set(['ticker'] as const)).panelChartHeight,
    ).toBe(0);
    const alone = wallLayout({ width: 1920, height: 1080 }, new Set(['rotation'] as const));
    expect(alone.panelWidth).toBeCloseTo(1920 - alone.unit * 2, 5);
  });

  it('calls a square screen landscape, and gives a ticker alone the whole main area', () => {
    expect(wallLayout({ width: 1000, height: 1000 }, all).orientation).toBe('landscape');
    const tickerOnly = new Set(['ticker'] as const);
    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1080, height: 1920 },
    ]) {
      const alone = wallLayout(viewport, tickerOnly);
      expect([alone.tickerShare, alone.panelWidth, alone.panelChartHeight]).toEqual([1, 0, 0]);
    }
    const tall = wallLayout({ width: 1080, height: 1920 }, tickerOnly);
    const main = 1920 - tall.unit * 7;
    expect(tall.tickerRows).toBe(Math.floor((main - tall.unit * 4.1) / (tall.unit * 4.9)));
  });

  it('stacks the ticker under the charts in portrait with its share of the height', () => {
    const portrait = wallLayout({ width: 1080, height: 1920 }, all);
    const tall = 1920 - portrait.unit * 7;
    expect(portrait.tickerShare).toBe(0.34);
    expect(portrait.tickerRows).toBe(
      Math.max(3, Math.floor((tall * 0.34 - portrait.unit * 4.1) / (portrait.unit * 4.9))),
    );
    // 1950 px tall: the gap the stacked ticker gives up costs it its fifth row.
    expect(wallLayout({ width: 1080, height: 1950 }, all).tickerRows).toBe(4);
    const tv = wallLayout({ width: 2160, height: 3840 }, all);
    const tvTall = 3840 - tv.unit * 7;
    expect(tv.tickerRows).toBe(Math.floor((tvTall * 0.34 - tv.unit * 4.1) / (tv.unit * 4.9)));
  });

  it('sizes bars to half a row, within limits', () => {
    const layout = wallLayout({ width: 1920, height: 1080 }, all);
    expect(layout.barSize(1)).toBeCloseTo(layout.unit * 1.6, 5);
    expect(layout.barSize(20)).toBe(Math.floor(layout.panelChartHeight / 20 / 2));
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

describe('wallRoute', () => {
  it('writes only what differs from the defaults, and reads back to the same options', () => {
    expect(wallRoute(wallOptions(new URLSearchParams()))).toBe('#/wall');
    const query =
      'panels=ticker,rotation&rotate=30&bracket=legend&window=6h&min=10&shift=0&theme=light';
    const options = wallOptions(new URLSearchParams(query));
    const route = wallRoute(options);
    expect(route).toBe(`#/wall?${query.replace(',', '%2C')}`);
    expect(wallOptions(new URLSearchParams(route.split('?')[1]))).toEqual(options);
    expect(wallOptions(new URLSearchParams('theme=pink')).theme).toBeNull();
    // No panel chosen is the default (every panel), so the address leaves it out.
    expect(wallRoute({ ...WALL_DEFAULTS, panels: new Set() })).toBe('#/wall');
  });
});
