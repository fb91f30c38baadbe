import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAIR_WIDTH, PairCounts, parsePairKey } from './pair-counts.ts';

/** A packed set of the given pairs, in the order given (each with counter 0 set to `n`). */
function packedOf(pairs: readonly (readonly [number, number, number])[]) {
  const data = new Uint32Array(pairs.length * PAIR_WIDTH);
  pairs.forEach(([, , n], i) => {
    data[i * PAIR_WIDTH] = n;
  });
  return PairCounts.packed(
    Float64Array.from(pairs, ([a]) => a),
    Float64Array.from(pairs, ([, b]) => b),
    data,
    pairs.length,
  );
}

const listed = (counts: PairCounts) => {
  const rows: [number, number, number[]][] = [];
  counts.forEach((a, b, data, at) => {
    rows.push([a, b, Array.from(data.subarray(at, at + PAIR_WIDTH))]);
  });
  return rows;
};

describe('PairCounts', () => {
  it('holds a pair from its first count, with 8 counters each', () => {
    const counts = new PairCounts();
    counts.add(1, 2, 3, 2);
    counts.add(1, 2, 7, 1);
    counts.add(2, 1, 0, 4);
    expect(counts.size).toBe(2);
    expect(counts.counters(1, 2)).toEqual([0, 0, 0, 2, 0, 0, 0, 1]);
    expect(counts.get(2, 1, 0)).toBe(4);
    expect(counts.get(9, 9, 0)).toBe(0);
    expect(counts.counters(9, 9)).toBeUndefined();
    // A removal from nothing holds nothing.
    counts.add(5, 5, 0, -1);
    expect(counts.has(5, 5)).toBe(false);
    expect(counts.size).toBe(2);
  });

  it('never goes below 0, and drops a pair whose counters all return to 0', () => {
    const counts = PairCounts.from([['1:2', [1, 1, 0, 0, 0, 0, 0, 0]]]);
    counts.add(1, 2, 0, -3);
    expect(counts.counters(1, 2)).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
    counts.add(1, 2, 1, -1);
    expect(counts.has(1, 2)).toBe(false);
    expect(counts.size).toBe(0);
    expect(counts.entries()).toEqual([]);
    // Its place is reused, clean.
    counts.add(3, 4, 2, 5);
    expect(counts.counters(3, 4)).toEqual([0, 0, 5, 0, 0, 0, 0, 0]);
  });

  it('keeps an archetype’s other pairs when one of them is dropped', () => {
    const counts = new PairCounts();
    counts.add(1, 2, 0, 1);
    counts.add(1, 3, 0, 1);
    counts.add(1, 2, 0, -1);
    expect(counts.has(1, 2)).toBe(false);
    expect(counts.has(1, 3)).toBe(true);
    expect(counts.size).toBe(1);
  });

  it('grows past its first storage without losing a count, and sums another set', () => {
    const counts = new PairCounts();
    for (let a = 0; a < 300; a++) counts.add(a, a + 1, a % 8, a + 1);
    expect(counts.size).toBe(300);
    expect(counts.get(0, 1, 0)).toBe(1);
    expect(counts.get(299, 300, 299 % 8)).toBe(300);
    const more = PairCounts.from([
      ['0:1', [1, 0, 0, 0, 0, 0, 0, 9]],
      ['-5:7', [0, 2, 0, 0, 0, 0, 0, 0]],
      ['7:8', [0, 0, 0, 0, 0, 0, 0, 0]],
      ['new:pair', [1, 0, 0, 0, 0, 0, 0, 0]],
    ]);
    // An all-zero entry is not a pair, and a key that is not "a:b" is left out.
    expect(more.size).toBe(2);
    counts.addAll(more);
    expect(counts.counters(0, 1)).toEqual([2, 0, 0, 0, 0, 0, 0, 9]);
    expect(counts.counters(-5, 7)).toEqual([0, 2, 0, 0, 0, 0, 0, 0]);
    expect(counts.size).toBe(301);
  });

  it('lists its pairs as "a:b" with copies: changing a listed array changes nothing held', () => {
    const counts = PairCounts.from([
      ['1:2', [1, 0, 0, 0, 0, 0, 0, 0]],
      ['1:3', [0, 3, 0, 0, 0, 0, 0, 0]],
    ]);
    const [[key, listed] = ['', []]] = counts.entries();
    listed[0] = 99;
    expect(key).toBe('1:2');
    expect(counts.get(1, 2, 0)).toBe(1);
    const seen: [number, number, number][] = [];
    counts.forEach((a, b, data, at) => {
      seen.push([a, b, (data[at] ?? 0) + (data[at + 1] ?? 0)]);
    });
    expect(seen).toEqual([
      [1, 2, 1],
      [1, 3, 3],
    ]);
    expect(PairCounts.from(counts.entries()).entries()).toEqual(counts.entries());
  });
});

describe('PairCounts packed (history files, saved buckets)', () => {
  it('answers like the maps, in (a, b) order, sorting pairs given out of order', () => {
    const counts = packedOf([
      [3, 1, 5],
      [-2, 9, 1],
      [3, -1, 2],
      [1, 2, 7],
    ]);
    expect(counts?.size).toBe(4);
    expect(listed(counts as PairCounts).map(([a, b, c]) => [a, b, c[0]])).toEqual([
      [-2, 9, 1],
      [1, 2, 7],
      [3, -1, 2],
      [3, 1, 5],
    ]);
    expect(counts?.get(3, -1, 0)).toBe(2);
    expect(counts?.has(3, 1)).toBe(true);
    expect(counts?.has(1, 3)).toBe(false);
    expect(counts?.get(2, 2, 0)).toBe(0);
    expect(counts?.counters(1, 2)).toEqual([7, 0, 0, 0, 0, 0, 0, 0]);
    expect(counts?.entries()[0]).toEqual(['-2:9', [1, 0, 0, 0, 0, 0, 0, 0]]);
  });

  it('refuses a pair given twice; from() sums a key saved twice instead', () => {
    expect(
      packedOf([
        [1, 2, 1],
        [1, 3, 1],
        [1, 2, 4],
      ]),
    ).toBeNull();
    const summed = PairCounts.from([
      ['1:2', [1, 0, 0, 0, 0, 0, 0, 0]],
      ['1:2', [2, 0, 0, 0, 0, 0, 0, 1]],
    ]);
    expect(summed.counters(1, 2)).toEqual([3, 0, 0, 0, 0, 0, 0, 1]);
    // Empty, it still takes pairs.
    const empty = packedOf([]) as PairCounts;
    expect(empty.size).toBe(0);
    empty.add(4, 5, 1, 2);
    expect(empty.counters(4, 5)).toEqual([0, 2, 0, 0, 0, 0, 0, 0]);
    // Too little room for the pairs named is a caller's mistake, not a silent loss.
    expect(() =>
      PairCounts.packed(new Float64Array([1]), new Float64Array([2]), new Uint32Array(4), 1),
    ).toThrow(RangeError);
  });

  it('takes changes like the maps: any adds and removals, then the same counters', () => {
    const pair = fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(pair, fc.integer({ min: 1, max: 5 })), {
          selector: ([[a, b]]) => `${a}:${b}`,
          maxLength: 20,
        }),
        fc.array(fc.tuple(pair, fc.integer({ min: 0, max: 7 }), fc.integer({ min: -4, max: 4 })), {
          maxLength: 30,
        }),
        (initial, changes) => {
          const packed = packedOf(initial.map(([[a, b], n]) => [a, b, n] as const));
          const maps = new PairCounts();
          for (const [[a, b], n] of initial) maps.add(a, b, 0, n);
          expect(packed).not.toBeNull();
          const p = packed as PairCounts;
          for (const [[a, b], index, n] of changes) {
            p.add(a, b, index, n);
            maps.add(a, b, index, n);
            expect(p.size).toBe(maps.size);
          }
          const sorted = (rows: [number, number, number[]][]) =>
            rows.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
          expect(sorted(listed(p))).toEqual(sorted(listed(maps)));
          for (const [[a, b]] of initial) expect(p.counters(a, b)).toEqual(maps.counters(a, b));
        },
      ),
    );
  });
});

describe('parsePairKey', () => {
  it('reads "a:b" with integer archetypes, negative ones too, and nothing else', () => {
    expect(parsePairKey('12:340')).toEqual([12, 340]);
    expect(parsePairKey('-3:-4')).toEqual([-3, -4]);
    expect(parsePairKey('1.5:2')).toBeNull();
    expect(parsePairKey('12')).toBeNull();
    expect(parsePairKey('a:b')).toBeNull();
    expect(parsePairKey(':2')).toBeNull();
    expect(parsePairKey('1:')).toBeNull();
    expect(parsePairKey('1:2:3')).toBeNull();
  });
});
