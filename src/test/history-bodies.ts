// Published history bodies for tests: a manifest and a bucket file holding given matches, as a
// collector would write them.
import { HOUR, type Match } from '../domain/buckets.ts';
import { encodeCounts, type HistoryManifest } from '../domain/history-format.ts';
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

/** A manifest of a 30-day collector with no days and no catalogue, but for what is given. */
export function manifestOf(
  fields: Pick<HistoryManifest, 'asOf' | 'openHour' | 'hours'> & Partial<HistoryManifest>,
): HistoryManifest {
  return {
    format: 1,
    collector: '0.1.0',
    retentionDays: 30,
    days: [],
    catalogueAt: null,
    ...fields,
  };
}
