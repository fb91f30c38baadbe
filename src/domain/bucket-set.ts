// A screen's own buckets and their retention: minute buckets for the newest `fineMinutes`,
// rolled up into hour buckets after that, and dropped once they end before the oldest time kept.
import { type Bucket, HOUR, MINUTE, mergeInto, newBucket } from './buckets.ts';

export class BucketSet {
  private readonly fine = new Map<number, Bucket>();
  private readonly coarse = new Map<number, Bucket>();

  constructor(private readonly fineMinutes: number) {}

  /** The minute bucket `now` falls in, made when missing. */
  minute(now: number): Bucket {
    const start = Math.floor(now / MINUTE) * MINUTE;
    let bucket = this.fine.get(start);
    if (!bucket) {
      bucket = newBucket(start, MINUTE);
      this.fine.set(start, bucket);
    }
    return bucket;
  }

  /** The bucket a time was counted in: its minute, or the hour it was rolled into. */
  at(time: number): Bucket | undefined {
    return (
      this.fine.get(Math.floor(time / MINUTE) * MINUTE) ??
      this.coarse.get(Math.floor(time / HOUR) * HOUR)
    );
  }

  /**
   * Rolls minute buckets past `fineMinutes` into hours; drops buckets ending by `oldest`. True
   * when a bucket was rolled or dropped.
   */
  prune(now: number, oldest: number): boolean {
    let changed = false;
    const fineCutoff = Math.floor(now / MINUTE) * MINUTE - this.fineMinutes * MINUTE;
    for (const [start, bucket] of this.fine) {
      if (start >= fineCutoff) continue;
      const hourStart = Math.floor(start / HOUR) * HOUR;
      let target = this.coarse.get(hourStart);
      if (!target) {
        target = newBucket(hourStart, HOUR);
        this.coarse.set(hourStart, target);
      }
      mergeInto(target, bucket);
      this.fine.delete(start);
      changed = true;
    }
    for (const map of [this.coarse, this.fine]) {
      for (const [start, bucket] of map) {
        if (start + bucket.width > oldest) continue;
        map.delete(start);
        changed = true;
      }
    }
    return changed;
  }

  /** Live arrivals counted in the minute buckets that end after `from`. */
  arrivalsAfter(from: number): number {
    let matches = 0;
    for (const bucket of this.fine.values()) {
      if (bucket.start + bucket.width > from) matches += bucket.matches;
    }
    return matches;
  }

  /** Hour buckets, then minute buckets (not sorted). */
  all(): Bucket[] {
    return [...this.coarse.values(), ...this.fine.values()];
  }

  size(): { pairs: number; buckets: number } {
    let pairs = 0;
    for (const b of this.all()) pairs += b.pairs.size;
    return { pairs, buckets: this.fine.size + this.coarse.size };
  }

  /** Replaces every bucket (a restore): minute-wide ones as minutes, the rest as hours. */
  replace(buckets: readonly Bucket[]): void {
    this.fine.clear();
    this.coarse.clear();
    for (const b of buckets) (b.width === MINUTE ? this.fine : this.coarse).set(b.start, b);
  }
}
