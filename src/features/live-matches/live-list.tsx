// The list part of a live view: what to say before there is anything to list, and the rows,
// newest first. Takes the rows already filtered; never fetches.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MatchList } from '../../components/match-list.tsx';
import type { Connection } from '../../domain/connection.ts';
import { lastErrorText } from '../../domain/error-text.ts';
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
  lazy = false,
}: {
  rows: readonly SeenMatch[];
  /** Recent matches of every filter: tells "nothing yet" from "nothing for this filter". */
  recentCount: number;
  /** The filter in words ("Death Knight, Legend"); empty for every match. */
  filterLabel: string;
  connection: Connection;
  lookup: ArchetypeLookup;
  compact: boolean;
  /** Longer than a screen (the live page's): rows out of sight are not drawn. */
  lazy?: boolean;
}) {
  const { t } = useLingui();
  const { record } = connection;
  if (recentCount === 0) {
    if (record.polls === 0) {
      return (
        <p role="status" className="p-6 text-center text-muted">
          <Trans>Connecting to the service…</Trans>
        </p>
      );
    }
    if (record.successes === 0) {
      // The reason comes from the service's client (src/api) as a code, in the screen's words.
      const reason = record.lastError ? lastErrorText(record.lastError) : undefined;
      return (
        <p role="alert" className="p-6 text-center">
          {reason !== undefined ? (
            <Trans>Cannot load matches: {reason} Retrying automatically.</Trans>
          ) : (
            <Trans>Cannot load matches: no answer yet. Retrying automatically.</Trans>
          )}
        </p>
      );
    }
    return (
      <p role="status" className="p-6 text-center text-muted">
        <Trans>Waiting for the first matches…</Trans>
      </p>
    );
  }
  if (rows.length === 0) {
    const count = formatCount(recentCount);
    return (
      <p role="status" className="p-6 text-center text-muted">
        {filterLabel
          ? t`${plural(recentCount, {
              one: `No recent matches for ${filterLabel} yet (${count} recent match in other filters).`,
              other: `No recent matches for ${filterLabel} yet (${count} recent matches in other filters).`,
            })}`
          : t`${plural(recentCount, {
              one: `No recent matches for this filter yet (${count} recent match in other filters).`,
              other: `No recent matches for this filter yet (${count} recent matches in other filters).`,
            })}`}
      </p>
    );
  }
  return (
    <MatchList
      matches={rows}
      label={
        filterLabel ? t`Live matches, newest first (${filterLabel})` : t`Live matches, newest first`
      }
      lookup={lookup}
      compact={compact}
      lazy={lazy}
      gap="0.375rem"
    />
  );
}
