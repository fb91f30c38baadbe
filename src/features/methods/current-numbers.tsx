// #/methods' "The numbers right now": what the rules give on the tier list's default filter,
// read live from the ranking.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HOUR } from '../../domain/buckets.ts';
import { formatCount, formatPercent } from '../../domain/format.ts';
import { DEFAULT_RANKING } from '../../domain/ranking.ts';
import { betaPrior, clearZ, PRIOR_MIN_ARCHETYPES } from '../../domain/tiers.ts';
import { useRanking } from '../../runtime/use-ranking.ts';
import { formatDecimal } from './calibration-text.ts';

/** One figure of "The numbers right now": its name, then its value. */
function Figure({ name, children }: { name: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{name}</dt> <dd className="inline">{children}</dd>
    </div>
  );
}

/** What the rules give right now, on every bracket since start (the tier list's default). */
export function CurrentNumbers() {
  const { t } = useLingui();
  const { ranked, totalGames, trend } = useRanking('all', null, DEFAULT_RANKING);
  const prior = betaPrior(ranked);
  const count = (tier: number) => formatCount(ranked.filter((r) => r.tier === tier).length);
  const shown = formatCount(ranked.length);
  const [first, second, third, fourth] = [count(1), count(2), count(3), count(4)];
  const z = formatDecimal(clearZ(ranked.length));
  const fifty = formatPercent(0.5, 0);
  const priorGames = Math.round(prior.alpha + prior.beta);
  const worth = formatCount(priorGames);
  const minimum = PRIOR_MIN_ARCHETYPES;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <Figure name={<Trans>Games counted:</Trans>}>{formatCount(totalGames)}</Figure>
      <Figure name={<Trans>Archetypes shown:</Trans>}>
        {t`${shown} (tiers 1–4: ${first}, ${second}, ${third}, ${fourth})`}
      </Figure>
      <Figure name={<Trans>Clear for certain from:</Trans>}>
        {t({
          message: `|z| ≥ ${z} against ${fifty}`,
          comment: 'the z-score from which a win rate is clearly above or below 50%',
        })}
      </Figure>
      <Figure name={<Trans>The prior is worth:</Trans>}>
        {ranked.length >= PRIOR_MIN_ARCHETYPES
          ? t`${plural(priorGames, { one: `about ${worth} game`, other: `about ${worth} games` })}`
          : t`${plural(minimum, {
              one: 'nothing (flat: fewer than # archetype shown)',
              other: 'nothing (flat: fewer than # archetypes shown)',
            })}`}
      </Figure>
      <Figure name={<Trans>Trend marks compare:</Trans>}>
        {trend.spanMs === null ? t`nothing yet (too few games before the recent hours)` : null}
        {trend.spanMs !== null ? <RecentSpan ms={trend.spanMs} /> : null}
      </Figure>
      <Figure name={<Trans>Archetypes tested for a trend:</Trans>}>
        {formatCount(trend.tested)}
      </Figure>
    </dl>
  );
}

/** "the last 6 hours with the hours before", "the last 2 days with the hours before". */
function RecentSpan({ ms }: { ms: number }) {
  const { t } = useLingui();
  const hours = Math.round(ms / HOUR);
  if (hours >= 48 && hours % 24 === 0) {
    const days = hours / 24;
    return t`${plural(days, {
      one: 'the last # day with the hours before',
      other: 'the last # days with the hours before',
    })}`;
  }
  return t`${plural(hours, {
    one: 'the last # hour with the hours before',
    other: 'the last # hours with the hours before',
  })}`;
}
