// #/overlay: a stream overlay for OBS browser sources. No page colour at all (html, body and the
// root stay transparent), none of the app's header or navigation, just a compact ticker of
// matches or class/archetype bars chosen by URL options, outlined so it reads over gameplay. It
// speaks the page's language (`?lang=` before the hash, or `lang=` among its options).
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { ClassSwatch } from '../../components/class-badge.tsx';
import { archetypeName, type NamedArchetype } from '../../domain/archetypes.ts';
import { classOverview } from '../../domain/chart-rows.ts';
import { SPREADS, type Spread, sharedSpread, tickLabel } from '../../domain/chart-scale.ts';
import { formatCount, formatPercent } from '../../domain/format.ts';
import { bracketLabel, rankLabel } from '../../domain/labels.ts';
import {
  chooseWindow,
  OVERLAY_SIZES,
  type OverlayOptions,
  overlayOptions,
  overlayWindowLabel,
} from '../../domain/overlay.ts';
import { DEFAULT_MIN_POPULARITY, rankArchetypes, tierWords } from '../../domain/ranking.ts';
import type { Aggregate } from '../../domain/stats.ts';
import { isClear } from '../../domain/tiers.ts';
import { type WindowId, windowMs } from '../../domain/windows.ts';
import { useDocumentTheme } from '../../hooks/use-document-theme.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import { useRuntime } from '../../runtime/context.ts';
import { useArchetypeIndex } from '../../runtime/use-reference-data.ts';
import { useAggregator } from '../../runtime/use-statistics.ts';
import { useRecentMatches } from '../../runtime/use-store.ts';
import { useVersionWatch } from '../../runtime/use-version-watch.ts';

/** While shown: no page colour, the overlay's theme and type size. */
function useOverlayPage(options: OverlayOptions) {
  useDocumentTheme(options.theme);
  // Before the first paint: the overlay is never drawn at the page's size and then rescaled.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const font = root.style.fontSize;
    root.dataset.overlay = '';
    root.style.fontSize = `${OVERLAY_SIZES[options.size]}px`;
    return () => {
      delete root.dataset.overlay;
      root.style.fontSize = font;
    };
  }, [options.size]);
}

/**
 * The browser source is a fixed box: when the content would not fit it at the chosen size, the
 * type shrinks a pixel at a time (to 10 px at least) until it does, so nothing is cut or clipped.
 * Checked whenever the content changes (a frame later); it grows back only when the box is
 * resized, so a poll does not make it pulse.
 */
function useFitToBox(box: RefObject<HTMLElement | null>, size: OverlayOptions['size']) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const root = document.documentElement;
    // A row wider than its own box runs into the box's padding before the box itself overflows:
    // that is too wide already (a wider font than ours, say: Noto Sans on Android).
    const overflows = () =>
      element.scrollWidth > element.clientWidth ||
      root.scrollWidth > window.innerWidth ||
      root.scrollHeight > window.innerHeight ||
      [...element.querySelectorAll('li')].some((row) => row.scrollWidth > row.clientWidth);
    const fit = () => {
      let px = Number.parseFloat(root.style.fontSize) || OVERLAY_SIZES[size];
      while (px > 10 && overflows()) {
        px -= 1;
        root.style.fontSize = `${px}px`;
      }
    };
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const changes = new MutationObserver(later);
    changes.observe(element, { childList: true, subtree: true, characterData: true });
    const reset = () => {
      root.style.fontSize = `${OVERLAY_SIZES[size]}px`;
      later();
    };
    window.addEventListener('resize', reset);
    fit();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('resize', reset);
    };
  }, [box, size]);
}

/** A bar growing from 50 % towards the rate, on a scale of 50 % ± `spread` points. */
function FromEven({ rate, color, spread }: { rate: number; color: string; spread: Spread }) {
  const offset = Math.max(-spread, Math.min(spread, rate * 100 - 50));
  const width = `${(Math.abs(offset) / (2 * spread)) * 100}%`;
  return (
    <span className="relative block h-[0.6em] w-full" aria-hidden="true">
      <span className="absolute inset-y-[-0.15em] left-1/2 w-px bg-current opacity-70" />
      <span
        className="absolute inset-y-0 rounded-sm outline outline-1 outline-black/60"
        style={{ background: color, width, left: offset >= 0 ? '50%' : `calc(50% - ${width})` }}
      />
    </span>
  );
}

function Ticker({ rows }: { rows: number }) {
  const { t } = useLingui();
  const recent = useRecentMatches();
  const index = useArchetypeIndex().data;
  const lookup = (id: number) => index?.get(id);
  return (
    <ol aria-label={t`Latest matches`} className="space-y-[0.2em]">
      {recent.slice(0, rows).map((m) => {
        const [winner, loser] = m.players[0].won ? m.players : [m.players[1], m.players[0]];
        const w = lookup(winner.archetype);
        const l = lookup(loser.archetype);
        const winnerName = archetypeName(winner.archetype, w);
        const loserName = archetypeName(loser.archetype, l);
        return (
          <li key={m.id} className="flex items-center gap-[0.4em] whitespace-nowrap leading-tight">
            {/* One sentence, its parts in the order the language puts them. */}
            <Trans comment="stream overlay: a match's winner beat its loser; <0/> and <3/> are their class colours">
              <ClassSwatch classId={w?.classId ?? null} className="h-[1em] w-[0.3em]" />
              <span className="font-bold">{winnerName}</span>
              <span className="opacity-80">beat</span>
              <ClassSwatch classId={l?.classId ?? null} className="h-[1em] w-[0.3em]" />
              <span>{loserName}</span>
            </Trans>
            <span className="text-[0.8em] opacity-80">
              {rankLabel(winner.rank, winner.legendRank)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A share of play: "12% of play". */
const ofPlay = (share: string) => t`${share} of play`;

interface OverlayRow {
  key: string;
  name: string;
  rate: number;
  color: string;
  note: string;
}

function overlayRows(
  agg: Aggregate,
  options: Pick<OverlayOptions, 'content' | 'minGames' | 'rows'>,
  classOf: (id: number) => NamedArchetype | undefined,
): OverlayRow[] {
  const gamesNote = (gameCount: number) => {
    const games = formatCount(gameCount);
    return t`${plural(gameCount, { one: `${games} game`, other: `${games} games` })}`;
  };
  if (options.content === 'classes') {
    // Ordered by the figure drawn: the win rate.
    return classOverview(agg, (id) => classOf(id)?.classId)
      .filter((r) => r.games >= options.minGames)
      .sort((a, b) => (b.winRate ?? 0) - (a.winRate ?? 0))
      .slice(0, options.rows)
      .map((r) => ({
        key: r.key,
        name: r.name,
        rate: r.winRate ?? 0.5,
        color: r.color,
        note: `${gamesNote(r.games)} · ${ofPlay(formatPercent(r.popularity, 0))}`,
      }));
  }
  // The tier list's order and figure: the estimate, with the tier in words.
  return rankArchetypes(agg, (id) => classOf(id), {
    minGames: options.minGames,
    minPopularity: DEFAULT_MIN_POPULARITY,
  })
    .slice(0, options.rows)
    .map((r) => ({
      key: String(r.archetype),
      name: r.name,
      rate: r.estimate,
      color: r.color,
      note: isClear(r.tier) ? gamesNote(r.games) : `${gamesNote(r.games)} · ${tierWords(r.tier)}`,
    }));
}

function Bars({ options }: { options: OverlayOptions }) {
  const { t } = useLingui();
  const index = useArchetypeIndex().data;
  const { aggregateOf } = useAggregator();
  const { bracket, content, minGames, rows: count, window: fixed } = options;
  const { rows, window } = useMemo(() => {
    const lookup = (id: number) => index?.get(id);
    const rowsIn = (w: WindowId) =>
      overlayRows(
        aggregateOf({ bracket, windowMs: windowMs(w) }),
        { content, minGames, rows: count },
        lookup,
      );
    const window = fixed ?? chooseWindow((w) => rowsIn(w).length, Math.min(count, 3));
    return { rows: rowsIn(window), window };
  }, [aggregateOf, index, bracket, content, minGames, count, fixed]);
  // The narrowest scale that holds every bar: figures a few points apart differ visibly. It is
  // named in the caption, since the bars have no axis.
  const spread = sharedSpread(
    [rows.map((r) => ({ lowPct: r.rate * 100, highPct: r.rate * 100 }))],
    SPREADS,
  );
  const title = content === 'classes' ? t`Class win rates` : t`Top archetypes`;
  const caption = `${title} · ${bracketLabel(bracket)} · ${overlayWindowLabel(window)}`;
  if (rows.length === 0) {
    return (
      <p>
        {t({
          message: `${caption}: warming up, nothing has ${plural(minGames, { one: '# game', other: '# games' })} yet.`,
          comment: 'stream overlay: {caption} is "Class win rates · Legend · last 24 hours"',
        })}
      </p>
    );
  }
  const low = tickLabel(-spread);
  const high = tickLabel(spread);
  return (
    <figure>
      <figcaption className="text-[0.8em] opacity-90">
        {caption} ·{' '}
        {t({
          message: `bars ${low}–${high}`,
          comment: "stream overlay: the bars' scale, from 45% to 55%",
        })}
      </figcaption>
      <ol
        aria-label={title}
        className="grid grid-cols-[auto_minmax(4em,1fr)_auto] items-center gap-x-[0.5em] gap-y-[0.15em] leading-tight"
      >
        {rows.map((r) => (
          <li key={r.key} className="contents">
            <span className="whitespace-nowrap font-bold">{r.name}</span>
            <FromEven rate={r.rate} color={r.color} spread={spread} />
            <span className="whitespace-nowrap tabular-nums">
              {formatPercent(r.rate)} <span className="text-[0.8em] opacity-80">· {r.note}</span>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export function OverlayScreen() {
  const [params] = useUrlState();
  const options = overlayOptions(params);
  useOverlayPage(options);
  // Nobody works at an overlay: a new build loads at once.
  useVersionWatch(__BUILD_VERSION__, useRuntime().persistence.flush);
  const box = useRef<HTMLDivElement>(null);
  useFitToBox(box, options.size);
  return (
    <div ref={box} className="overlay-text p-[0.4em] text-ink" data-testid="overlay">
      {options.content === 'ticker' ? <Ticker rows={options.rows} /> : <Bars options={options} />}
    </div>
  );
}
