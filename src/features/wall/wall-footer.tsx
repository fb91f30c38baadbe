// The wall's status bar: connection, last update, how much the charts rest on, the filter, a
// waiting new build, and the time.
import { ConnectionStatus } from '../../components/connection-status.tsx';
import type { Connection } from '../../domain/connection.ts';
import { formatHourMinute } from '../../domain/format.ts';
import { formatGamesCounted } from '../../domain/labels.ts';
import type { Bracket } from '../../domain/ranks.ts';
import type { WaitingVersion } from '../../runtime/use-version-watch.ts';

export function WallFooter({
  connection,
  slotsInWindow,
  bracket,
  filterLabel,
  waitingVersion,
}: {
  connection: Connection;
  /** Player slots in the window: formatGamesCounted writes them as games. */
  slotsInWindow: number;
  bracket: Bracket;
  filterLabel: string;
  waitingVersion: WaitingVersion | null;
}) {
  const now = new Date(connection.now);
  return (
    <footer className="flex items-center justify-between gap-[1rem] border-t border-line pt-[0.4rem] text-[1rem]">
      <ConnectionStatus connection={connection} look="plain" />
      <span>{formatGamesCounted(slotsInWindow, bracket)} in window</span>
      <span>{filterLabel}</span>
      {waitingVersion ? (
        <span className="text-warn">
          New version waiting: reload by hand (seen {waitingVersion.seen}×)
        </span>
      ) : null}
      <time dateTime={now.toISOString()} className="tabular-nums">
        {formatHourMinute(now.getTime())}
      </time>
    </footer>
  );
}
