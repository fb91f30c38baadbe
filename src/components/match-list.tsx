// A list of matches, newest first, one MatchRow each: the live page, the overview and the wall.
// Each row is its match's own element (keyed by it): a poll mounts only the rows of its new
// matches. Rows are of one height (their text is cut to one line) and stand at slots that do
// not change as newer rows come (row-slots.ts); the list itself is moved down by a transform.
// So a poll shifts no layout box and lays out none of the rows that were already there.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ArchetypeLookup, matchSentence } from '../domain/match-filter.ts';
import type { SeenMatch } from '../domain/match-store.ts';
import { ageType, MatchRow, seenSamples } from './match-row.tsx';
import { rowSlots } from './row-slots.ts';
import { SampleRoom } from './steady-text.tsx';

export function MatchList({
  matches,
  label,
  lookup,
  compact,
  large = false,
  gap,
  lazy = false,
}: {
  matches: readonly SeenMatch[];
  /** Accessible name of the list. */
  label: string;
  lookup: ArchetypeLookup;
  compact: boolean;
  /** Wall type sizes (compact rows only). */
  large?: boolean;
  /** Space between rows, a CSS length. */
  gap: string;
  /** Longer than a screen: rows out of sight are not styled, laid out or painted. */
  lazy?: boolean;
}) {
  // Which matches are new: those not in the list as it last changed (none on the first). Kept
  // while the list stays the same, so a re-render for the clock does not cut a flash short.
  const ids = matches.map((m) => m.id).join(' ');
  const last = useRef<{ ids: string; fresh: ReadonlySet<string> } | null>(null);
  let fresh: ReadonlySet<string> = new Set();
  if (last.current !== null) {
    if (last.current.ids === ids) fresh = last.current.fresh;
    else {
      const before = new Set(last.current.ids.split(' '));
      fresh = new Set(matches.filter((m) => !before.has(m.id)).map((m) => m.id));
    }
  }
  const committed = useRef<ReadonlyMap<string, number> | null>(null);
  const slots = rowSlots(committed.current, ids === '' ? [] : ids.split(' '));
  // The list as last shown whole. New matches on top of it come in two frames: first drawn
  // where they will stand while the list has not yet moved (above its top, where the list's
  // clip hides them: their style and layout in a frame of their own), then the list moved down
  // (one transform) and the oldest rows dropped. A slow device then spends one frame on styling
  // and laying out a row and the next on painting it, not both in one. Its flash starts when it
  // is in sight: an animation started out of sight is not left to the compositor.
  const [settled, setSettled] = useState(ids);
  const shown = useRef<{ matches: readonly SeenMatch[]; slots: ReadonlyMap<string, number> }>({
    matches,
    slots,
  });
  const staged = settled !== ids && continues(shown.current, matches, slots);
  const drawn = staged ? withDropped(matches, shown.current.matches) : matches;
  const at = (m: SeenMatch) => slots.get(m.id) ?? shown.current.slots.get(m.id) ?? 0;
  useEffect(() => {
    last.current = { ids, fresh };
    committed.current = slots;
    if (!staged) shown.current = { matches, slots };
  });
  useEffect(() => {
    if (!staged) return;
    // After the frame that draws the new rows unseen: a task queued from that frame's start runs
    // once it is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSettled(ids), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [staged, ids]);
  const rowHeight = useRowHeight();
  const ageRoom = useWidth();
  const pitch = (n: number) => `calc(${n * rowHeight.px}px + ${n} * ${gap})`;
  const newest = (staged ? shown.current.matches : matches)[0];
  const top = newest ? at(newest) : 0;
  const count = staged ? shown.current.matches.length : matches.length;
  return (
    // The list's box keeps the room of its rows, which are out of the flow, and clips them (a
    // new row waits above it for a frame); the rows stand in a layer that moves. Roles, not
    // ol/li: an element between a list and its items is not valid HTML, and the moving layer
    // has to be one.
    // biome-ignore lint/a11y/useSemanticElements: an ol could not hold the moving layer.
    <div
      role="list"
      aria-label={label}
      className="relative overflow-clip"
      style={
        {
          height: `calc(${count * rowHeight.px}px + ${Math.max(0, count - 1)} * ${gap})`,
          '--age-room': `${ageRoom.px}px`,
        } as React.CSSProperties
      }
    >
      {/* The widest age in this language, in the rows' type, measured once for every row. */}
      <SampleRoom
        ref={ageRoom.ref}
        samples={seenSamples()}
        className={`absolute top-0 left-0 whitespace-nowrap ${ageType(large)}`}
      />
      {/* The layer has no height of its own (its rows stand out of flow) and its size and
          layout are contained: a row's age ticking over every second lays out the layer, not
          the page (see steady-text.tsx). */}
      <div
        ref={rowHeight.ref}
        data-rows=""
        className="absolute inset-x-0 top-0 h-0 [contain:size_layout_style]"
        style={{ transform: `translateY(${pitch(top)})` }}
      >
        {drawn.map((m) => (
          <MatchRow
            key={m.id}
            fresh={!staged && fresh.has(m.id)}
            match={m}
            first={lookup(m.players[0].archetype)}
            second={lookup(m.players[1].archetype)}
            sentence={matchSentence(m, lookup)}
            compact={compact}
            large={large}
            top={pitch(-at(m))}
            lazy={lazy}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * Whether `matches` is the list shown before with newer matches on top (its rows keep their
 * slots): only then are the new rows drawn unseen for a frame first.
 */
function continues(
  before: { matches: readonly SeenMatch[]; slots: ReadonlyMap<string, number> },
  matches: readonly SeenMatch[],
  slots: ReadonlyMap<string, number>,
): boolean {
  const newest = before.matches[0];
  if (!newest || !matches[0] || matches[0].id === newest.id) return false;
  const kept = before.matches.filter((m) => slots.has(m.id));
  return kept.length > 0 && kept.every((m) => slots.get(m.id) === before.slots.get(m.id));
}

/** The new list and, after it, the rows of the old one it drops (kept until the list moves). */
function withDropped(
  matches: readonly SeenMatch[],
  before: readonly SeenMatch[],
): readonly SeenMatch[] {
  const ids = new Set(matches.map((m) => m.id));
  return [...matches, ...before.filter((m) => !ids.has(m.id))];
}

/**
 * The height of the list's rows (they are of one height), measured from its first row before the
 * list is painted and again whenever that row's size changes (the wall's type follows its screen).
 */
function useRowHeight(): { ref: React.RefObject<HTMLDivElement | null>; px: number } {
  const [px, setPx] = useState(0);
  const list = useRef<HTMLDivElement | null>(null);
  const watched = useRef<{ row: Element; observer: ResizeObserver } | null>(null);
  // After every render, but a new observer only when the first row is another element.
  useLayoutEffect(() => {
    const row = list.current?.firstElementChild ?? null;
    if (row === (watched.current?.row ?? null)) return;
    watched.current?.observer.disconnect();
    watched.current = null;
    if (!row) return;
    // Measured at once only for the first paint (a forced layout); after that the observer's
    // first report, made after the browser's own layout, is enough. A row off screen is not laid
    // out (its height is a stand-in): its report is not taken.
    const measure = () => {
      const content = row.lastElementChild;
      const skipped = content?.checkVisibility?.({ contentVisibilityAuto: true }) === false;
      setPx((known) => (skipped && known > 0 ? known : row.getBoundingClientRect().height));
    };
    if (px === 0) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    watched.current = { row, observer };
  });
  useEffect(
    () => () => {
      watched.current?.observer.disconnect();
      watched.current = null;
    },
    [],
  );
  return { ref: list, px };
}

/**
 * The width of an element that is always there, measured before the first paint and again
 * whenever it changes (a font loaded, another language).
 */
function useWidth(): { ref: React.RefObject<HTMLSpanElement | null>; px: number } {
  const ref = useRef<HTMLSpanElement | null>(null);
  const [px, setPx] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setPx(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, px };
}
