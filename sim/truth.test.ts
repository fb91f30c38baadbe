import { describe, expect, it } from 'vitest';
import { createWorld, latestIndex, matchAt, winProbability } from './generator.ts';
import { createSimService } from './service.ts';
import { fixedShift, parseShift, resolveShift, truePopularity, trueWinRate } from './truth.ts';

describe('the truth', () => {
  it('gives popularities that sum to 1 and a win rate against the field, mirrors left out', () => {
    const world = createWorld(3);
    const shares = [...truePopularity(world).values()];
    expect(shares.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    const id = world.feedIds[0] ?? 0;
    const rate = trueWinRate(world, id);
    // A weighted mean of its matchups (each within 15–85%).
    expect(rate).toBeGreaterThan(0.15);
    expect(rate).toBeLessThan(0.85);
    // Two sides of one pairing sum to 1.
    const other = world.feedIds[1] ?? 0;
    expect(winProbability(world, id, other) + winProbability(world, other, id)).toBeCloseTo(1, 12);
  });
});

describe('a shift', () => {
  it('reads <archetype>:<points>@<minutes or time> and refuses anything else in one line', () => {
    expect(parseShift('Zoo Warlock:+10@-120')).toEqual({
      archetype: 'Zoo Warlock',
      points: 10,
      at: { minutes: -120 },
    });
    expect(parseShift('123:-5@2026-11-24T10:00:00Z')).toEqual({
      archetype: '123',
      points: -5,
      at: { time: Date.UTC(2026, 10, 24, 10) },
    });
    for (const bad of ['Zoo Warlock+10@5', 'Zoo:ten@5', 'Zoo:+50@5', 'Zoo:0@5', 'Zoo:+5@soon']) {
      expect(() => parseShift(bad)).toThrow(/^shift "/);
    }
  });

  it('changes the archetype from the first match after its moment, and no match before', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const plain = createSimService({ seed: 9, now: () => now, historyMs: 3_600_000 });
    const name = plain.world.archetypes.find((a) => a.name)?.name ?? '';
    const sim = createSimService({
      seed: 9,
      now: () => now,
      historyMs: 3_600_000,
      shift: `${name.toUpperCase()}:+10@-30`,
    });
    const shift = sim.world.shift;
    const id = plain.world.archetypes.find((a) => a.name === name)?.id;
    expect(shift?.archetype).toBe(id);
    expect(shift?.edge).toBeCloseTo(0.1, 12);
    expect(shift?.fromIndex).toBe(latestIndex(sim.clock, now - 30 * 60_000) + 1);
    const from = shift?.fromIndex ?? 0;
    expect(
      trueWinRate(sim.world, id ?? 0, from) - trueWinRate(sim.world, id ?? 0, from - 1),
    ).toBeGreaterThan(0.08);
    // Matches before the shift are the same as without it; the ids stay the same after.
    expect(matchAt(sim.world, from - 1)).toEqual(matchAt(plain.world, from - 1));
    expect(matchAt(sim.world, from + 5).id).toBe(matchAt(plain.world, from + 5).id);
    expect(() => createSimService({ seed: 9, shift: 'No Such Deck:+5@0' })).toThrow(
      'shift: no archetype "No Such Deck" in this simulated catalogue',
    );
  });

  it('is fixed to a time, so two services started apart shift the same match', () => {
    const start = Date.UTC(2026, 10, 24, 12);
    expect(fixedShift(parseShift('Zoo:+10@-60'), start)).toBe('Zoo:+10@2026-11-24T11:00:00.000Z');
    const world = createWorld(4);
    const clock = { startMs: start - 86_400_000, rate: 2, size: 100 };
    const a = resolveShift(
      world,
      clock,
      parseShift(fixedShift(parseShift(`${world.feedIds[0]}:+5@-60`), start)),
      start + 5000,
    );
    const b = resolveShift(world, clock, parseShift(`${world.feedIds[0]}:+5@-60`), start);
    expect(a).toEqual(b);
  });
});
