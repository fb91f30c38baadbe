import { describe, expect, it } from 'vitest';
import { burnInOffset, nextRotation, RELOAD_GUARD_MS, shouldReload, wallOptions } from './wall.ts';

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
    expect(shouldReload('a', 'b', guard, 1000 + RELOAD_GUARD_MS + 1)).toBe(true);
    expect(shouldReload('a', 'c', guard, 2000)).toBe(true);
  });
});
