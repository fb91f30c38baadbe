// The list part of a live view: what to say before there is anything to list, and the rows,
// newest first. Takes the rows already filtered; never fetches.
import { MatchList } from '../../components/match-list.tsx';
import type { Connection } from '../../domain/connection.ts';
import { formatCount } from '../../domain/format.ts';
import type { ArchetypeLookup } from '../../domain/match-filter.ts';
import type { SeenMatch } from '../../domain/match-store.ts';

export function LiveList({
  rows,
  recentCount,
  filterLabel,
  connection,
  lookup,
  compact,
}: {
  rows: readonly SeenMatch[];
  /** Recent matches of every filter: tells "nothing yet" from "nothing for this filter". */
  recentCount: number;
  filterLabel: string;
  connection: Connection;
  lookup: ArchetypeLookup;
  compact: boolean;
}) {
  const { record, now } = connection;
  if (recentCount === 0) {
    if (record.polls === 0) {
      return (
        <p role="status" className="p-6 text-center text-muted">
          Connecting to the service…
        </p>
      );
    }
    if (record.successes === 0) {
      return (
        <p role="alert" className="p-6 text-center">
          Cannot load matches: {record.lastError?.message ?? 'no answer yet.'} Retrying
          automatically.
        </p>
      );
    }
    return (
      <p role="status" className="p-6 text-center text-muted">
        Waiting for the first matches…
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <p role="status" className="p-6 text-center text-muted">
        No recent matches for {filterLabel || 'this filter'} yet ({formatCount(recentCount)} recent
        matches in other filters).
      </p>
    );
  }
  return (
    <MatchList
      matches={rows}
      label={`Live matches, newest first${filterLabel ? ` (${filterLabel})` : ''}`}
      lookup={lookup}
      now={now}
      compact={compact}
      gap="0.375rem"
    />
  );
}
