// Trends: an archetype's or a class's win rate (with its interval) and popularity per hour over
// a window, from the buckets the statistics keep. Hour and minute buckets make hourly points;
// a day bucket (older published history) makes one point for its day.
import { type Bucket, HOUR, tierMask } from './buckets.ts';
import type { Bracket } from './ranks.ts';
import { archetypeRates, classRates, type RateRow } from './rates.ts';
import { type Aggregate, addBucket, emptyAggregate, type Interval, overlaps } from './stats.ts';

/** Games an hour needs before a trend draws its win rate. */
export const HOUR_RATE_MIN_GAMES = 10;

/** Hours whose win rate a trend can draw: a line needs two. */
export const ratedHours = (points: readonly { games: number; winRate: number | null }[]) =>
  points.filter((p) => p.winRate !== null && p.games >= HOUR_RATE_MIN_GAMES).length;

export interface TrendPoint {
  /** Start of the hour (or day) the point covers, ms since epoch. */
  start: number;
  width: number;
  games: number;
  wins: number;
  winRate: number | null;
  interval: Interval;
  popularity: number;
}

export type TrendSubject =
  | { kind: 'archetype'; id: number }
  | { kind: 'class'; id: number; classOf: (archetype: number) => number | undefined };

function rowOf(agg: Aggregate, subject: TrendSubject): RateRow | undefined {
  if (subject.kind === 'archetype') {
    return archetypeRates(agg).find((r) => r.archetype === subject.id);
  }
  return classRates(agg, subject.classOf).find((r) => r.classId === subject.id);
}

/** One point per hour (or day) of the window that has games of anyone, oldest first. */
export function trendSeries(
  buckets: readonly Bucket[],
  subject: TrendSubject,
  filter: { bracket: Bracket; from: number },
): TrendPoint[] {
  const mask = tierMask(filter.bracket);
  const spans = new Map<number, { width: number; agg: Aggregate }>();
  for (const bucket of buckets) {
    if (!overlaps(bucket, filter.from)) continue;
    const wide = bucket.width > HOUR;
    const start = wide ? bucket.start : Math.floor(bucket.start / HOUR) * HOUR;
    let span = spans.get(start);
    if (!span) {
      span = { width: wide ? bucket.width : HOUR, agg: emptyAggregate() };
      spans.set(start, span);
    }
    addBucket(span.agg, bucket, mask, 1);
  }
  return [...spans]
    .filter(([, span]) => span.agg.totalSlots > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([start, span]) => {
      const row = rowOf(span.agg, subject);
      return {
        start,
        width: span.width,
        games: row?.games ?? 0,
        wins: row?.wins ?? 0,
        winRate: row?.winRate ?? null,
        interval: row?.interval ?? { low: 0, high: 1 },
        popularity: row?.popularity ?? 0,
      };
    });
}
