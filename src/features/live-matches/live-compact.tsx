// The overview's live widget: the few newest matches of every class and rank, with the
// connection notice; no controls.
import { useMemo } from 'react';
import { ConnectionNotice } from '../../components/connection-notice.tsx';
import type { ArchetypeLookup } from '../../domain/match-filter.ts';
import { useArchetypeIndex, useConnection, useRecentMatches } from '../../runtime/hooks.ts';
import { LiveList } from './live-list.tsx';

export const COMPACT_ROWS = 8;

export function LiveCompact() {
  const connection = useConnection();
  const index = useArchetypeIndex().data;
  const lookup: ArchetypeLookup = useMemo(() => (id: number) => index?.get(id), [index]);
  const recent = useRecentMatches();
  return (
    <div className="space-y-2">
      <ConnectionNotice connection={connection} consequence="The list below may be out of date." />
      <LiveList
        rows={recent.slice(0, COMPACT_ROWS)}
        recentCount={recent.length}
        filterLabel=""
        connection={connection}
        lookup={lookup}
        compact
      />
    </div>
  );
}
