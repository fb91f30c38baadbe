// A HistorySync for tests: the published history at `url`, read as of `now` by a page at
// http://app.test/, into a store of its own unless one is given.
import { MatchStore } from '../domain/match-store.ts';
import { HistorySync } from '../runtime/history-sync.ts';

export function historySyncAt(url: string, now: number, store = new MatchStore()) {
  const history = new HistorySync(
    store,
    { historyUrl: url, retentionHours: 24, requestTimeoutMs: 2000 },
    { now: () => now, pageUrl: () => 'http://app.test/' },
  );
  return { store, history };
}
