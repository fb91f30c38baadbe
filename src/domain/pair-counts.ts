// A bucket's counters: per archetype pair (a, b), 8 counters (tier × 2 + won), all pairs'
// counters in one Uint32Array that grows by doubling, and for each archetype a map from its
// opponents to their places. A week of history is ~150,000 pairs: as one small typed array each
// they were ~450,000 objects on the JS heap, and as "a:b" string keys 150,000 strings, which every
// full garbage collection walked and every load and aggregation built or split again; here the
// keys are numbers (no object per pair) and the counts live outside the collected heap.

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
  /** Archetype → opponent → place of the pair's first counter in `data`. */
  private readonly places = new Map<number, Map<number, number>>();
  private pairs = 0;
  private data = new Uint32Array(PAIR_WIDTH * 4);
  /** First place never handed out. */
  private end = 0;
  /** Places of removed pairs (all zero), handed out again first. */
  private readonly free: number[] = [];

  /** Pairs saved as "a:b" with their counters; all-zero entries and other keys are left out. */
  static from(entries: Iterable<readonly [string, ArrayLike<number>]>): PairCounts {
    const counts = new PairCounts();
    for (const [key, values] of entries) {
      const pair = parsePairKey(key);
      if (!pair) continue;
      for (let i = 0; i < PAIR_WIDTH; i++) counts.add(pair[0], pair[1], i, values[i] ?? 0);
    }
    return counts;
  }

  get size(): number {
    return this.pairs;
  }

  has(a: number, b: number): boolean {
    return this.places.get(a)?.has(b) ?? false;
  }

  /** Counter `index` of the pair (a, b); 0 for a pair not held. */
  get(a: number, b: number, index: number): number {
    const at = this.places.get(a)?.get(b);
    return at === undefined ? 0 : (this.data[at + index] ?? 0);
  }

  /**
   * Adds `n` (may be negative) to counter `index` of (a, b). A counter never goes below 0; a
   * pair is held from its first count and dropped when a removal leaves all its counters at 0.
   */
  add(a: number, b: number, index: number, n: number): void {
    let opponents = this.places.get(a);
    if (!opponents) {
      if (n <= 0) return;
      opponents = new Map();
      this.places.set(a, opponents);
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
      if (opponents.size === 0) this.places.delete(a);
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
    for (const [a, opponents] of this.places) {
      for (const [b, at] of opponents) fn(a, b, this.data, at);
    }
  }

  /** The 8 counters of (a, b), or undefined for a pair not held. */
  counters(a: number, b: number): number[] | undefined {
    const at = this.places.get(a)?.get(b);
    return at === undefined ? undefined : Array.from(this.data.subarray(at, at + PAIR_WIDTH));
  }

  /** Every pair as "a:b" and its 8 counters, for saving and encoding. */
  entries(): [string, number[]][] {
    return [...this];
  }

  /** Pairs as "a:b" with copies of their counters (not for the hot path: see forEach). */
  *[Symbol.iterator](): IterableIterator<[string, number[]]> {
    for (const [a, opponents] of this.places) {
      for (const [b, at] of opponents) {
        yield [pairKey(a, b), Array.from(this.data.subarray(at, at + PAIR_WIDTH))];
      }
    }
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
