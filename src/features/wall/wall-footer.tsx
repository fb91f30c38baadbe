// The wall's status bar: connection, last update, how much the charts rest on, the filter, a
// waiting new build, and the time.
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const now = new Date(connection.now);
  const games = formatGamesCounted(slotsInWindow, bracket);
  const seen = waitingVersion?.seen ?? 0;
  return (
    <footer className="flex items-center justify-between gap-[1rem] border-t border-line pt-[0.4rem] text-[1rem]">
      <ConnectionStatus connection={connection} look="plain" />
      <span>
        {t({
          message: `${games} in window`,
          comment: 'wall footer: "1,234 games in window", the games the charts rest on',
        })}
      </span>
      <span>{filterLabel}</span>
      {waitingVersion ? (
        <span className="text-warn">
          {t({
            message: `New version waiting: reload by hand (seen ${seen}×)`,
            comment: 'wall footer: a new build could not reload the page; ×: times it was seen',
          })}
        </span>
      ) : null}
      <time dateTime={now.toISOString()} className="tabular-nums">
        {formatHourMinute(now.getTime())}
      </time>
    </footer>
  );
}
