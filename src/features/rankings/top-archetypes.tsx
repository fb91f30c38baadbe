import { ArchetypeLabel } from '../../components/archetype-name.tsx';
import { MethodsLink } from '../../components/methods-link.tsx';
import { TrendMark } from '../../components/trend-mark.tsx';
import { DEFAULT_MIN_GAMES } from '../../domain/chart-rows.ts';
import { formatCount, formatInterval, formatPercent } from '../../domain/format.ts';
import { DEFAULT_RANKING, RANKING_RULE, trendRule } from '../../domain/ranking.ts';
import { useRanking } from '../../runtime/use-ranking.ts';

const TOP = 5;

export function TopArchetypes() {
  const { ranked, totalGames, trend } = useRanking('all', null, DEFAULT_RANKING);
  if (ranked.length === 0) {
    return (
      <p className="text-sm text-muted">
        No archetype has {DEFAULT_MIN_GAMES} games yet ({formatCount(totalGames)} games so far).
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <ol className="space-y-1" aria-label="Top archetypes, best first">
        {ranked.slice(0, TOP).map((r) => (
          <li key={r.archetype} className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
            <span className="w-5 text-muted">{r.rank}.</span>
            <ArchetypeLabel row={r} className="min-w-0 flex-1 [overflow-wrap:anywhere]" />
            <TrendMark trend={r.trend} />
            <span className="font-semibold">{formatPercent(r.winRate)}</span>
            {/* A phone gives the figures a line of their own, so the name is never cut. */}
            <span className="w-full pl-7 text-xs text-muted sm:w-auto sm:pl-0">
              {formatInterval(r.interval, 0)} · {formatCount(r.games)} g ·{' '}
              {formatPercent(r.popularity)} play
            </span>
          </li>
        ))}
      </ol>
      <details className="text-sm text-muted">
        <summary className="cursor-pointer">How this is ranked</summary>
        <p>{RANKING_RULE}</p>
        <p>{trendRule(trend)}</p>
        <p>
          <MethodsLink />
        </p>
      </details>
    </div>
  );
}
