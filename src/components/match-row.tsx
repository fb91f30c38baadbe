// One match of the live list: both players with archetype, class and rank, the winner marked
// in words and by an icon, mirrors marked, and how long ago it was first seen.
import { memo } from 'react';
import { archetypeName, type NamedArchetype } from '../domain/archetypes.ts';
import { classInfo } from '../domain/classes.ts';
import { formatAge } from '../domain/format.ts';
import type { PlayerResult, SeenMatch } from '../domain/match-store.ts';
import { rankLabel } from '../domain/ranks.ts';
import { ClassSwatch } from './class-badge.tsx';
import { TrophyIcon } from './icons.tsx';

interface RowProps {
  match: SeenMatch;
  first: NamedArchetype | undefined;
  second: NamedArchetype | undefined;
  sentence: string;
  now: number;
  compact?: boolean;
}

function Player({
  player,
  entry,
  align,
  compact,
}: {
  player: PlayerResult;
  entry: NamedArchetype | undefined;
  align: 'left' | 'right';
  compact: boolean;
}) {
  const classId = entry ? entry.player_class : null;
  return (
    <div
      className={`flex min-w-0 flex-1 items-center gap-2 ${align === 'right' ? 'flex-row-reverse text-right' : ''}`}
    >
      <ClassSwatch classId={classId} className="h-9 w-1.5" />
      <div className="min-w-0">
        <p className={`truncate ${player.won ? 'font-semibold' : 'text-muted'}`}>
          {archetypeName(player.archetype, entry)}
        </p>
        <p className="truncate text-xs text-muted">
          {classId === null ? 'Unknown class' : classInfo(classId).label} ·{' '}
          {rankLabel(player.rank, player.legendRank)}
        </p>
      </div>
      {/* Compact rows leave the room to names: the winner is marked in the middle column. */}
      {compact ? null : (
        <span
          className={`inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-0.5 text-xs font-bold ${player.won ? 'bg-good text-bg' : 'text-muted'}`}
        >
          {player.won ? <TrophyIcon /> : null}
          {player.won ? 'Won' : 'Lost'}
        </span>
      )}
    </div>
  );
}

export const MatchRow = memo(function MatchRow({
  match,
  first,
  second,
  sentence,
  now,
  compact,
}: RowProps) {
  const [p1, p2] = match.players;
  const mirror = p1.archetype === p2.archetype;
  const age = formatAge(Math.max(0, now - match.seenAt));
  return (
    <li
      data-match-id={match.id}
      className={`row-enter rounded-md border border-line bg-surface ${compact ? 'px-2 py-1.5' : 'px-3 py-2'}`}
    >
      <span className="sr-only">
        {sentence} Seen {age}.
      </span>
      <div aria-hidden="true" className="flex items-center gap-3">
        <Player player={p1} entry={first} align="left" compact={compact === true} />
        <div
          className={`flex shrink-0 flex-col items-center text-xs text-muted ${compact ? 'w-24' : 'w-20'}`}
        >
          {compact ? (
            <span className="inline-flex items-center gap-1 rounded bg-good px-1.5 py-0.5 font-bold text-bg">
              {p1.won ? '◀' : null}
              <TrophyIcon />
              Won
              {p2.won ? '▶' : null}
            </span>
          ) : (
            <span>vs</span>
          )}
          {mirror && !compact ? (
            <span className="rounded border border-line px-1 font-medium text-ink">Mirror</span>
          ) : null}
          {/* Compact rows keep one line here, so every row has the same height. */}
          <span className="whitespace-nowrap tabular-nums">
            {mirror && compact ? <span className="font-medium text-ink">Mirror · </span> : null}
            {age}
          </span>
        </div>
        <Player player={p2} entry={second} align="right" compact={compact === true} />
      </div>
    </li>
  );
});
