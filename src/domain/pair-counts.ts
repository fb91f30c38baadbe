// A bucket's counters: per archetype pair "<a>:<b>", 8 counters (tier × 2 + won), all pairs'
// counters in one Uint32Array that grows by doubling, and a map from pair to its place. A week
// of history is ~150,000 pairs: as one small typed array each they were ~450,000 objects on the
// JS heap, which every full garbage collection walked (46–59 ms on a slowed CPU); here they are
// one map entry each, and the numbers live outside the collected heap.

/** Counters per pair: 4 rank tiers × lost/won. */
export const PAIR_WIDTH = 8;

export class PairCounts {
  private readonly places = new Map<string, number>();
  private data = new Uint32Array(PAIR_WIDTH * 4);
  /** First place never handed out. */
  private end = 0;
  /** Places of removed pairs (all zero), handed out again first. */
  private readonly free: number[] = [];

  /** Pairs with their counters; pairs whose counters are all 0 are left out. */
  static from(entries: Iterable<readonly [string, ArrayLike<number>]>): PairCounts {
    const counts = new PairCounts();
    for (const [key, values] of entries) {
      for (let i = 0; i < PAIR_WIDTH; i++) counts.add(key, i, values[i] ?? 0);
    }
    return counts;
  }

  get size(): number {
    return this.places.size;
  }

  has(key: string): boolean {
    return this.places.has(key);
  }

  /** Counter `index` of `key`; 0 for a pair not held. */
  get(key: string, index: number): number {
    const at = this.places.get(key);
    return at === undefined ? 0 : (this.data[at + index] ?? 0);
  }

  /**
   * Adds `n` (may be negative) to counter `index` of `key`. A counter never goes below 0; a pair
   * is held from its first count and dropped when a removal leaves all its counters at 0.
   */
  add(key: string, index: number, n: number): void {
    let at = this.places.get(key);
    if (at === undefined) {
      if (n <= 0) return;
      at = this.place();
      this.places.set(key, at);
    }
    const value = Math.max(0, (this.data[at + index] ?? 0) + n);
    this.data[at + index] = value;
    if (n < 0 && value === 0 && this.emptyAt(at)) {
      this.places.delete(key);
      this.free.push(at);
    }
  }

  /** Adds every counter of `other`. */
  addAll(other: PairCounts): void {
    other.forEach((key, data, at) => {
      for (let i = 0; i < PAIR_WIDTH; i++) this.add(key, i, data[at + i] ?? 0);
    });
  }

  /**
   * Each pair with its counters at `data[at]` to `data[at + 7]`: no allocation per pair (the
   * statistics walk every pair of every bucket). Read only, and only during the call.
   */
  forEach(fn: (key: string, data: Uint32Array, at: number) => void): void {
    for (const [key, at] of this.places) fn(key, this.data, at);
  }

  /** The 8 counters of `key`, or undefined for a pair not held. */
  counters(key: string): number[] | undefined {
    const at = this.places.get(key);
    return at === undefined ? undefined : Array.from(this.data.subarray(at, at + PAIR_WIDTH));
  }

  /** Every pair and its 8 counters, for saving and encoding. */
  entries(): [string, number[]][] {
    return [...this];
  }

  /** Pairs with copies of their counters (not for the statistics' hot path: see forEach). */
  *[Symbol.iterator](): IterableIterator<[string, number[]]> {
    for (const [key, at] of this.places) {
      yield [key, Array.from(this.data.subarray(at, at + PAIR_WIDTH))];
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
