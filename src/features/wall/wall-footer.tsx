// The wall's status bar: connection, last update, how much the charts rest on, the filter, a
// waiting new build, and the time.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ConnectionStatus } from '../../components/connection-status.tsx';
import { SteadyText } from '../../components/steady-text.tsx';
import { MINUTE } from '../../domain/buckets.ts';
import { formatHourMinute, hourMinuteSamples } from '../../domain/format.ts';
import { formatGamesCounted } from '../../domain/labels.ts';
import type { Bracket } from '../../domain/ranks.ts';
import { useConnection } from '../../runtime/use-status.ts';
import type { WaitingVersion } from '../../runtime/use-version-watch.ts';

/** It reads the connection, and so the clock, itself: a second going by re-renders it alone. */
export function WallFooter({
  slotsInWindow,
  bracket,
  filterLabel,
  waitingVersion,
}: {
  /** Player slots in the window: formatGamesCounted writes them as games. */
  slotsInWindow: number;
  bracket: Bracket;
  filterLabel: string;
  waitingVersion: WaitingVersion | null;
}) {
  const { t } = useLingui();
  const connection = useConnection();
  const now = new Date(connection.now);
  const games = formatGamesCounted(slotsInWindow, bracket);
  const inWindow = (games: string) =>
    t({
      message: `${games} in window`,
      comment: 'wall footer: "1,234 games in window", the games the charts rest on',
    });
  // Its room: the line at as many games as the count has digits, written with each digit in
  // turn (1000… for 0). A longer text (a plural form none of these take) runs past the room.
  // Made again only when the count gains a digit, not with every second's render.
  const digits = String(bracket === 'all' ? Math.floor(slotsInWindow / 2) : slotsInWindow).length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: inWindow is made from t, each render.
  const samples = useMemo(
    () =>
      [...'0123456789'].map((d) => {
        const count = Number((d === '0' ? '1' : '') + d.repeat(digits - (d === '0' ? 1 : 0)));
        return inWindow(formatGamesCounted(bracket === 'all' ? count * 2 : count, bracket));
      }),
    [t, digits, bracket],
  );
  const seen = waitingVersion?.seen ?? 0;
  return (
    // The two ends share the room the middle leaves, whatever their text: the age ticking over
    // at the left moves neither the middle nor the clock; figures keep their width as they change.
    // On a phone the middle takes a line of its own under the ends, so the state reads whole.
    <footer className="flex flex-wrap items-center gap-x-[1rem] gap-y-[0.2rem] border-t border-line pt-[0.4rem] text-[1rem] tabular-nums sm:flex-nowrap">
      <div className="grow sm:basis-0">
        <ConnectionStatus connection={connection} look="plain" />
      </div>
      <div className="flex gap-x-[1rem] max-sm:order-last max-sm:basis-full">
        {/* It changes with each new match: in a room of its own, the line written with every
            digit as 0-9 at its number's count of digits (SteadyText). */}
        <SteadyText text={inWindow(games)} samples={samples} />
        <span>{filterLabel}</span>
      </div>
      <div className="flex grow items-center justify-end gap-[1rem] sm:basis-0">
        {waitingVersion ? (
          <span className="text-warn">
            {t({
              message: `New version waiting: reload by hand (seen ${seen}×)`,
              comment: 'wall footer: a new build could not reload the page; ×: times it was seen',
            })}
          </span>
        ) : null}
        {/* The minute it shows: its attribute changes with its text, once a minute, in a room
            no time of day is wider than (the page is not laid out again for it). */}
        <time dateTime={new Date(Math.floor(now.getTime() / MINUTE) * MINUTE).toISOString()}>
          <SteadyText text={formatHourMinute(now.getTime())} samples={hourMinuteSamples()} />
        </time>
      </div>
    </footer>
  );
}
