// Published history bodies for tests: a bucket file holding given matches, as a collector
// would write it.
import { HOUR, type Match } from '../domain/buckets.ts';
import { encodeCounts } from '../domain/history-format.ts';
import { MatchStore } from '../domain/match-store.ts';
import { PairCounts } from '../domain/pair-counts.ts';

/** The published body of a bucket holding `matches`. */
export function fileOf(matches: Match[], start: number) {
  const store = new MatchStore({ fineMinutes: 0 });
  store.ingest(matches, start);
  store.prune(start + 2 * HOUR, true);
  const pairs = new PairCounts();
  for (const b of store.buckets()) pairs.addAll(b.pairs);
  return { format: 1, start, width: HOUR, matches: matches.length, counts: encodeCounts(pairs) };
}
