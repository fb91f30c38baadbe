// The overview's live widget: the few newest matches of every class and rank, with the
// connection notice; no controls. A ticker like the wall's: a poll's new matches come on one at a
// time, spread over the poll interval, so the list keeps up with the feed.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ConnectionNotice } from '../../components/connection-notice.tsx';
import type { ArchetypeLookup } from '../../domain/match-filter.ts';
import { usePaced } from '../../hooks/use-paced.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useConnection } from '../../runtime/use-status.ts';
import { useRecentMatches } from '../../runtime/use-store.ts';
import { LiveList } from './live-list.tsx';

export const COMPACT_ROWS = 8;

/** One new row this often at most: a full list's worth within one poll, never slower than 1.5 s. */
export const compactPaceMs = (pollIntervalMs: number) =>
  Math.min(1500, pollIntervalMs / COMPACT_ROWS);

export function LiveCompact() {
  const { t } = useLingui();
  const connection = useConnection();
  const index = useArchetypeIndex().data;
  const lookup: ArchetypeLookup = useMemo(() => (id: number) => index?.get(id), [index]);
  const recent = useRecentMatches();
  const paced = usePaced(recent, COMPACT_ROWS, compactPaceMs(useRuntime().config.pollIntervalMs));
  return (
    // The room of a full list (8 rows of 58 px) is kept from the start: its first rows arriving
    // move nothing.
    <div className="min-h-[31.625rem] space-y-2">
      <ConnectionNotice
        connection={connection}
        consequence={t`The list below may be out of date.`}
      />
      <LiveList
        rows={paced}
        recentCount={recent.length}
        filterLabel=""
        connection={connection}
        lookup={lookup}
        compact
      />
    </div>
  );
}
