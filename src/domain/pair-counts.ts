// A bucket's counters: per archetype pair (a, b), 8 counters (tier × 2 + won), all pairs'
// counters in one Uint32Array that grows by doubling, and for each archetype a map from its
// opponents to their places. A week of history is ~150,000 pairs: as one small typed array each
// they were ~450,000 objects on the JS heap, and as "a:b" string keys 150,000 strings, which every
// full garbage collection walked and every load and aggregation built or split again; here the
// keys are numbers (no object per pair) and the counts live outside the collected heap.
// A set read from a file or from storage (every closed hour of the history, which never changes
// again) is held packed: its pairs sorted in two number arrays beside the counters, so not even
// the maps' entries are on the heap (a week at the demo rate is ~550,000 of them, which every full
// collection walked: 60-80 ms at 4x CPU). Its first change unpacks it into the maps.

import { inPairOrder } from './pair-order.ts';

/** Counters per pair: 4 rank tiers × lost/won. */
export const PAIR_WIDTH = 8;

const PAIR_KEY = /^(-?\d{1,10}):(-?\d{1,10})$/;

/** "a:b": the key a pair is saved and published under. */
function pairKey(a: number, b: number): string {
  return `${a}:${b}`;
}

/** The pair of an "a:b" key; null for anything else. */
export function parsePairKey(key: string): [number, number] | null {
  const m = PAIR_KEY.exec(key);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export class PairCounts {
  /** Archetype → opponent → place of the pair's first counter in `data` (null while packed). */
  private places: Map<number, Map<number, number>> | null = new Map();
  /** Packed: pair i is (packedA[i], packedB[i]), in (a, b) order, counters at i × 8. */
  private packedA: Float64Array | null = null;
  private packedB: Float64Array | null = null;
  private pairs = 0;
  private data = new Uint32Array(PAIR_WIDTH * 4);
  /** First place never handed out. */
  private end = 0;
  /** Places of removed pairs (all zero), handed out again first. */
  private readonly free: number[] = [];

  /** Pairs saved as "a:b" with their counters, packed; all-zero entries and other keys are left out. */
  static from(entries: Iterable<readonly [string, ArrayLike<number>]>): PairCounts {
    const rows: { a: number; b: number; values: ArrayLike<number> }[] = [];
    for (const [key, values] of entries) {
      const pair = parsePairKey(key);
      if (!pair) continue;
      let any = false;
      for (let i = 0; i < PAIR_WIDTH; i++) if ((values[i] ?? 0) > 0) any = true;
      if (any) rows.push({ a: pair[0], b: pair[1], values });
    }
    const as = new Float64Array(rows.length);
    const bs = new Float64Array(rows.length);
    const data = new Uint32Array(rows.length * PAIR_WIDTH);
    rows.forEach(({ a, b, values }, i) => {
      as[i] = a;
      bs[i] = b;
      for (let j = 0; j < PAIR_WIDTH; j++) data[i * PAIR_WIDTH + j] = Math.max(0, values[j] ?? 0);
    });
    // A key saved twice (which "a:b" strings cannot be unless edited by hand): their sum.
    return (
      PairCounts.packed(as, bs, data, rows.length) ??
      (() => {
        const counts = new PairCounts();
        rows.forEach(({ a, b }, i) => {
          for (let j = 0; j < PAIR_WIDTH; j++)
            counts.add(a, b, j, data[i * PAIR_WIDTH + j] as number);
        });
        return counts;
      })()
    );
  }

  /**
   * The first `n` pairs (as[i], bs[i]) with counters data[i × 8 .. i × 8 + 7], held packed
   * (taken, not copied); sorted here when out of order. Null when a pair appears twice. Each pair
   * must have a counter above 0, and `data` room for n × 8 counters.
   */
  static packed(
    as: Float64Array,
    bs: Float64Array,
    data: Uint32Array<ArrayBuffer>,
    n: number,
  ): PairCounts | null {
    if (as.length < n || bs.length < n || data.length < n * PAIR_WIDTH)
      throw new RangeError(`PairCounts.packed: room for fewer than ${n} pairs`);
    const rows = inPairOrder({ as, bs, data }, n, PAIR_WIDTH);
    if (!rows) return null;
    const counts = new PairCounts();
    counts.places = null;
    counts.packedA = rows.as;
    counts.packedB = rows.bs;
    // An empty set keeps the default storage (doubling needs something to double).
    if (n > 0) counts.data = rows.data;
    counts.pairs = n;
    counts.end = n * PAIR_WIDTH;
    return counts;
  }

  get size(): number {
    return this.pairs;
  }

  has(a: number, b: number): boolean {
    return this.placeOf(a, b) !== undefined;
  }

  /** Counter `index` of the pair (a, b); 0 for a pair not held. */
  get(a: number, b: number, index: number): number {
    const at = this.placeOf(a, b);
    return at === undefined ? 0 : (this.data[at + index] ?? 0);
  }

  /** Where (a, b)'s counters start in `data`; undefined for a pair not held. */
  private placeOf(a: number, b: number): number | undefined {
    if (this.places) return this.places.get(a)?.get(b);
    const as = this.packedA as Float64Array;
    const bs = this.packedB as Float64Array;
    let low = 0;
    let high = this.pairs - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const ma = as[mid] as number;
      const mb = bs[mid] as number;
      if (ma === a && mb === b) return mid * PAIR_WIDTH;
      if (ma < a || (ma === a && mb < b)) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  /** Packed → maps, before a change (places stay where they are). */
  private unpacked(): Map<number, Map<number, number>> {
    if (this.places) return this.places;
    const places = new Map<number, Map<number, number>>();
    const as = this.packedA as Float64Array;
    const bs = this.packedB as Float64Array;
    for (let i = 0; i < this.pairs; i++) {
      const a = as[i] as number;
      let opponents = places.get(a);
      if (!opponents) {
        opponents = new Map();
        places.set(a, opponents);
      }
      opponents.set(bs[i] as number, i * PAIR_WIDTH);
    }
    this.places = places;
    this.packedA = null;
    this.packedB = null;
    return places;
  }

  /**
   * Adds `n` (may be negative) to counter `index` of (a, b). A counter never goes below 0; a
   * pair is held from its first count and dropped when a removal leaves all its counters at 0.
   */
  add(a: number, b: number, index: number, n: number): void {
    if (!this.places && n <= 0 && this.placeOf(a, b) === undefined) return;
    const places = this.unpacked();
    let opponents = places.get(a);
    if (!opponents) {
      if (n <= 0) return;
      opponents = new Map();
      places.set(a, opponents);
    }
    let at = opponents.get(b);
    if (at === undefined) {
      if (n <= 0) return;
      at = this.place();
      opponents.set(b, at);
      this.pairs++;
    }
    const value = Math.max(0, (this.data[at + index] ?? 0) + n);
    this.data[at + index] = value;
    if (n < 0 && value === 0 && this.emptyAt(at)) {
      opponents.delete(b);
      if (opponents.size === 0) places.delete(a);
      this.pairs--;
      this.free.push(at);
    }
  }

  /** Adds every counter of `other`. */
  addAll(other: PairCounts): void {
    other.forEach((a, b, data, at) => {
      for (let i = 0; i < PAIR_WIDTH; i++) this.add(a, b, i, data[at + i] ?? 0);
    });
  }

  /**
   * Each pair with its counters at `data[at]` to `data[at + 7]`: no allocation per pair (the
   * statistics walk every pair of every bucket). Read only, and only during the call.
   */
  forEach(fn: (a: number, b: number, data: Uint32Array, at: number) => void): void {
    if (!this.places) {
      const as = this.packedA as Float64Array;
      const bs = this.packedB as Float64Array;
      for (let i = 0; i < this.pairs; i++)
        fn(as[i] as number, bs[i] as number, this.data, i * PAIR_WIDTH);
      return;
    }
    for (const [a, opponents] of this.places) {
      for (const [b, at] of opponents) fn(a, b, this.data, at);
    }
  }

  /** The 8 counters of (a, b), or undefined for a pair not held. */
  counters(a: number, b: number): number[] | undefined {
    const at = this.placeOf(a, b);
    return at === undefined ? undefined : Array.from(this.data.subarray(at, at + PAIR_WIDTH));
  }

  /** Every pair as "a:b" and its 8 counters, for saving and encoding. */
  entries(): [string, number[]][] {
    return [...this];
  }

  /** Pairs as "a:b" with copies of their counters (not for the hot path: see forEach). */
  *[Symbol.iterator](): IterableIterator<[string, number[]]> {
    const rows: [string, number[]][] = [];
    this.forEach((a, b, data, at) => {
      rows.push([pairKey(a, b), Array.from(data.subarray(at, at + PAIR_WIDTH))]);
    });
    yield* rows;
  }

  private emptyAt(at: number): boolean {
    for (let i = 0; i < PAIR_WIDTH; i++) if (this.data[at + i]) return false;
    return true;
  }

  private place(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    if (this.end + PAIR_WIDTH > this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const at = this.end;
    this.end += PAIR_WIDTH;
    return at;
  }
}
