// One match of a live list: both players with archetype, class and rank, the winner marked in
// words and by an icon (never by colour alone), mirrors marked, and how long ago it was first
// seen. The compact form (overview, wall) gives each player one line, winner first. A list
// holds a hundred of these: their words are looked up directly (`t` of @lingui/core, the page's
// one language), not through a component or a hook each; only the age reads the clock, so a
// second going by re-renders the ages' text and no row.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { memo } from 'react';
import { archetypeName, type NamedArchetype } from '../domain/archetypes.ts';
import type { PlayerResult } from '../domain/buckets.ts';
import { classInfo } from '../domain/classes.ts';
import { formatAge, WIDEST_AGES_MS } from '../domain/format.ts';
import { rankLabel, unknownClassLabel } from '../domain/labels.ts';
import type { SeenMatch } from '../domain/match-store.ts';
import { useNow } from '../hooks/use-now.ts';
import { ClassSwatch } from './class-badge.tsx';
import { TrophyIcon } from './icons.tsx';

interface RowProps {
  match: SeenMatch;
  first: NamedArchetype | undefined;
  second: NamedArchetype | undefined;
  sentence: string;
  compact?: boolean;
  /** Wall type sizes: names 1.3 rem, everything else at least 1 rem. */
  large?: boolean;
  /** New since the list last showed: the row flashes once. */
  fresh?: boolean;
  /** Where it stands in the list, a CSS length from the list's top (see match-list.tsx). */
  top: string;
  /** Not styled, laid out or painted while out of sight (a list longer than a screen). */
  lazy?: boolean;
}

/**
 * How long ago the match was first seen, as its row shows it ("seen 12 sec. ago") or as read after
 * its sentence ("First seen 12 sec. ago."). A collector's live list says when the collector first
 * saw the match: the truer age. Named as what it is: when the match was first seen, not when it
 * was played (the feed has no time of play). Shown, it ticks over in a room of its own of one
 * line's height and the width of the widest age in this language, which its list measures once
 * (`--age-room`, match-list.tsx) rather than every row laying out the samples: a second going by
 * lays out that room, not the list's rows.
 */
function SeenAge({ match, read = false }: { match: SeenMatch; read?: boolean }) {
  const ago = formatAge(Math.max(0, useNow(1000) - (match.collectedAt ?? match.seenAt)));
  return read ? (
    t({
      message: `First seen ${ago}.`,
      comment: 'a live match, read after its sentence: "First seen 12 sec. ago."',
    })
  ) : (
    <span className="relative inline-block h-[1lh] w-(--age-room) align-top whitespace-nowrap">
      <span className="absolute inset-0 [contain:size_layout_style]">{seenText(ago)}</span>
    </span>
  );
}

/** The type of a row's age (its list measures the widest age in it). */
export const ageType = (large: boolean) => `tabular-nums ${large ? 'text-[1rem]' : 'text-xs'}`;

function seenText(ago: string): string {
  return t({ message: `seen ${ago}`, comment: 'a live match: "seen 12 sec. ago", "seen now"' });
}

/** The widest ages a row shows in the page's language, made once per language. */
let widestSeen: { locale: string; samples: readonly string[] } | undefined;
export function seenSamples(): readonly string[] {
  if (widestSeen?.locale !== i18n.locale)
    widestSeen = {
      locale: i18n.locale,
      samples: WIDEST_AGES_MS.map((ms) => seenText(formatAge(ms))),
    };
  return widestSeen.samples;
}

/**
 * The row as read: its sentence and its age. Out of sight, in a box of fixed size and place
 * whose layout is its own (one placed where it would stand in the flow is laid out with what is
 * around it): the age ticking over every second lays out this box, not the list's rows.
 */
function ReadSentence({ sentence, match }: { sentence: string; match: SeenMatch }) {
  return (
    <span className="sr-only top-0 left-0 [contain:size_layout_style]">
      {sentence} <SeenAge match={match} read />
    </span>
  );
}

/** The arrival's tint, behind the row. */
const Flash = () => <span aria-hidden="true" className="row-flash" />;

/** The player's class, or "Unknown class" for an archetype the catalogue lacks. */
const classOf = (entry: NamedArchetype | undefined) =>
  entry ? classInfo(entry.classId).label : unknownClassLabel();

function classAndRank(player: PlayerResult, entry: NamedArchetype | undefined): string {
  return `${classOf(entry)} · ${rankLabel(player.rank, player.legendRank)}`;
}

function WonBadge({ large = false }: { large?: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded bg-good px-1.5 py-0.5 font-bold text-bg ${large ? 'text-[1rem]' : 'text-xs'}`}
    >
      <TrophyIcon />
      {t({ message: 'Won', comment: "a match's winner" })}
    </span>
  );
}

function Player({
  player,
  entry,
  align,
}: {
  player: PlayerResult;
  entry: NamedArchetype | undefined;
  align: 'left' | 'right';
}) {
  return (
    <div
      className={`flex min-w-0 flex-1 items-center gap-2 ${align === 'right' ? 'flex-row-reverse text-right' : ''}`}
    >
      <ClassSwatch classId={entry ? entry.classId : null} className="h-9 w-1.5" />
      <div className="min-w-0">
        <p className={`truncate ${player.won ? 'font-semibold' : 'text-muted'}`}>
          {archetypeName(player.archetype, entry)}
        </p>
        <p className="truncate text-xs text-muted">{classAndRank(player, entry)}</p>
      </div>
      {player.won ? (
        <WonBadge />
      ) : (
        <span className="shrink-0 px-1.5 text-xs font-bold text-muted">
          {t({ message: 'Lost', comment: "a match's loser" })}
        </span>
      )}
    </div>
  );
}

function CompactLine({
  player,
  entry,
  aside,
  large,
}: {
  player: PlayerResult;
  entry: NamedArchetype | undefined;
  aside: React.ReactNode;
  large: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <ClassSwatch classId={entry ? entry.classId : null} className="h-[1.1em] w-1.5" />
      {/* One line whatever the names, so every row has one height and a new match changes no
          row's size: the name whole where it fits; class and rank each show whole or not at all
          (what does not fit wraps onto a second line that is never shown). */}
      <p
        className={`flex min-w-0 flex-1 flex-wrap items-baseline gap-x-1 overflow-hidden whitespace-nowrap ${large ? 'h-[1.95rem]' : 'h-6'}`}
      >
        <span
          className={`max-w-full truncate ${player.won ? 'font-semibold' : 'text-muted'} ${large ? 'text-[1.3rem]' : ''}`}
        >
          {archetypeName(player.archetype, entry)}
        </span>
        <span className={`text-muted ${large ? 'text-[1rem]' : 'text-xs'}`}>{classOf(entry)}</span>
        <span className={`text-muted ${large ? 'text-[1rem]' : 'text-xs'}`}>
          · {rankLabel(player.rank, player.legendRank)}
        </span>
      </p>
      {aside}
    </div>
  );
}

export const MatchRow = memo(function MatchRow({
  match,
  first,
  second,
  sentence,
  compact,
  large = false,
  fresh = false,
  top,
  lazy = false,
}: RowProps) {
  const rowClass = lazy ? 'row-enter row-lazy' : 'row-enter';
  const [p1, p2] = match.players;
  const mirror = p1.archetype === p2.archetype;
  if (compact) {
    const [winner, winnerEntry, loser, loserEntry] = p1.won
      ? [p1, first, p2, second]
      : [p2, second, p1, first];
    return (
      // biome-ignore lint/a11y/useSemanticElements: its list is a role, not an ol (match-list.tsx).
      <div
        role="listitem"
        data-match-id={match.id}
        className={`${rowClass} rounded-md border border-line bg-surface px-2 py-1`}
        style={{ transform: `translateY(${top})` }}
      >
        {fresh ? <Flash /> : null}
        <ReadSentence sentence={sentence} match={match} />
        <div aria-hidden="true">
          <CompactLine
            player={winner}
            entry={winnerEntry}
            aside={<WonBadge large={large} />}
            large={large}
          />
          <CompactLine
            player={loser}
            entry={loserEntry}
            large={large}
            aside={
              // A fixed least width: the age ticking from "9 s" to "10 s" moves nothing.
              <span
                className={`shrink-0 whitespace-nowrap text-right text-muted ${ageType(large)} ${large ? 'min-w-[9rem]' : 'min-w-[6.5rem]'}`}
              >
                {mirror ? (
                  <span className="font-medium text-ink">
                    {t({ message: 'Mirror', comment: 'a match between two of one archetype' })}
                    {' · '}
                  </span>
                ) : null}
                <SeenAge match={match} />
              </span>
            }
          />
        </div>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: its list is a role, not an ol (match-list.tsx).
    <div
      role="listitem"
      data-match-id={match.id}
      className={`${rowClass} rounded-md border border-line bg-surface px-3 py-2`}
      style={{ transform: `translateY(${top})` }}
    >
      {fresh ? <Flash /> : null}
      <ReadSentence sentence={sentence} match={match} />
      <div aria-hidden="true" className="flex items-center gap-3">
        <Player player={p1} entry={first} align="left" />
        {/* Two lines whether or not it is a mirror: every row has one height. */}
        <div className="flex w-24 shrink-0 flex-col items-center text-xs text-muted">
          {mirror ? (
            <span className="rounded border border-line px-1 font-medium text-ink">
              {t({ message: 'Mirror', comment: 'a match between two of one archetype' })}
            </span>
          ) : (
            <span>{t({ message: 'vs', comment: 'between the two players of a match' })}</span>
          )}
          <span className={`whitespace-nowrap ${ageType(false)}`}>
            <SeenAge match={match} />
          </span>
        </div>
        <Player player={p2} entry={second} align="right" />
      </div>
    </div>
  );
});
