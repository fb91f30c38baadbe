// #/overlay: a stream overlay for OBS browser sources. No page colour at all (html, body and the
// root stay transparent), none of the app's header or navigation, just a compact ticker of
// matches or class/archetype bars chosen by URL options, outlined so it reads over gameplay.
import { useEffect, useMemo } from 'react';
import { ClassSwatch } from '../../components/class-badge.tsx';
import { archetypeName } from '../../domain/archetypes.ts';
import { classOverview } from '../../domain/chart-rows.ts';
import { formatPercent } from '../../domain/format.ts';
import { OVERLAY_SIZES, type OverlayOptions, overlayOptions } from '../../domain/overlay.ts';
import { DEFAULT_MIN_POPULARITY, rankArchetypes } from '../../domain/ranking.ts';
import { rankLabel } from '../../domain/ranks.ts';
import { windowMs } from '../../domain/windows.ts';
import { useDocumentTheme } from '../../hooks/use-document-theme.ts';
import { useUrlState } from '../../hooks/use-url-state.ts';
import { useAggregate, useArchetypeIndex, useRecentMatches } from '../../runtime/hooks.ts';

/** While shown: no page colour, the overlay's theme and type size. */
function useOverlayPage(options: OverlayOptions) {
  useDocumentTheme(options.theme);
  useEffect(() => {
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

/** A bar growing from 50 % towards the rate, on a fixed 30–70 % scale (clamped at its ends). */
function FromEven({ rate, color }: { rate: number; color: string }) {
  const offset = Math.max(-20, Math.min(20, rate * 100 - 50));
  const width = `${(Math.abs(offset) / 40) * 100}%`;
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
  const recent = useRecentMatches();
  const index = useArchetypeIndex().data;
  const lookup = (id: number) => index?.get(id);
  return (
    <ol aria-label="Latest matches" className="space-y-[0.2em]">
      {recent.slice(0, rows).map((m) => {
        const [winner, loser] = m.players[0].won ? m.players : [m.players[1], m.players[0]];
        const w = lookup(winner.archetype);
        const l = lookup(loser.archetype);
        return (
          <li key={m.id} className="flex items-center gap-[0.4em] whitespace-nowrap">
            <ClassSwatch classId={w?.classId ?? null} className="h-[1em] w-[0.3em]" />
            <span className="font-bold">{archetypeName(winner.archetype, w)}</span>
            <span className="opacity-80">beat</span>
            <ClassSwatch classId={l?.classId ?? null} className="h-[1em] w-[0.3em]" />
            <span>{archetypeName(loser.archetype, l)}</span>
            <span className="text-[0.8em] opacity-80">
              {rankLabel(winner.rank, winner.legendRank)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Bars({ options }: { options: OverlayOptions }) {
  const index = useArchetypeIndex().data;
  const filter = useMemo(
    () => ({ bracket: options.bracket, windowMs: windowMs(options.window) }),
    [options.bracket, options.window],
  );
  const agg = useAggregate(filter);
  // The options object is new on every render: the memo follows the fields it reads.
  const { content, minGames, rows: count } = options;
  const rows = useMemo(() => {
    if (content === 'classes') {
      return classOverview(agg, (id) => index?.get(id)?.classId)
        .filter((r) => r.games >= minGames)
        .slice(0, count)
        .map((r) => ({
          key: r.key,
          name: r.name,
          rate: r.winRate ?? 0.5,
          color: r.color,
          note: `${formatPercent(r.popularity, 0)} play`,
        }));
    }
    return rankArchetypes(agg, (id) => index?.get(id), {
      minGames,
      minPopularity: DEFAULT_MIN_POPULARITY,
    })
      .slice(0, count)
      .map((r) => ({
        key: String(r.archetype),
        name: r.name,
        rate: r.winRate,
        color: r.color,
        note: `${r.games} games`,
      }));
  }, [agg, index, content, minGames, count]);
  if (rows.length === 0) {
    return <p>Warming up: nothing has {options.minGames} games in this window yet.</p>;
  }
  return (
    <ol
      aria-label={options.content === 'classes' ? 'Class win rates' : 'Top archetypes'}
      className="grid grid-cols-[auto_minmax(6em,1fr)_auto] items-center gap-x-[0.5em] gap-y-[0.25em]"
    >
      {rows.map((r) => (
        <li key={r.key} className="contents">
          <span className="truncate font-bold">{r.name}</span>
          <FromEven rate={r.rate} color={r.color} />
          <span className="whitespace-nowrap tabular-nums">
            {formatPercent(r.rate)} <span className="text-[0.8em] opacity-80">· {r.note}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function OverlayScreen() {
  const [params] = useUrlState();
  const options = overlayOptions(params);
  useOverlayPage(options);
  return (
    <div className="overlay-text p-[0.4em] text-ink" data-testid="overlay">
      {options.content === 'ticker' ? <Ticker rows={options.rows} /> : <Bars options={options} />}
    </div>
  );
}
