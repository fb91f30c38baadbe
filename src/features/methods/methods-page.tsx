// #/methods: every rule behind the figures in plain words, with the numbers they use now and
// how well they matched the simulated ladder's truth (docs/statistics.md).
import type { ReactNode } from 'react';
import { TableHead } from '../../components/table-head.tsx';
import { HOUR } from '../../domain/buckets.ts';
import { DEFAULT_MIN_GAMES, MATCHUP_MIN_GAMES } from '../../domain/chart-rows.ts';
import { formatCount, formatPercent } from '../../domain/format.ts';
import { bracketLabel } from '../../domain/labels.ts';
import { DEFAULT_MIN_POPULARITY, DEFAULT_RANKING } from '../../domain/ranking.ts';
import { BRACKETS } from '../../domain/ranks.ts';
import {
  betaPrior,
  clearZ,
  PRIOR_MIN_ARCHETYPES,
  SETTLE_HORIZON_GAMES,
  SETTLE_HORIZON_HOURS,
  TIER_FDR,
} from '../../domain/tiers.ts';
import {
  spanLabel,
  TREND_FDR,
  TREND_MIN_GAMES,
  TREND_RECENT_GAMES,
  TREND_SPANS_MS,
} from '../../domain/trend-test.ts';
import { useRanking } from '../../runtime/use-ranking.ts';
import figures from './calibration.json' with { type: 'json' };
import { RULE_COLUMNS, ruleRows, summaryRows } from './calibration-table.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-2 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const SPANS = TREND_SPANS_MS.map((ms) => `${ms / HOUR}`).join(', ');

/** What the rules give right now, on every bracket since start (the tier list's default). */
function CurrentNumbers() {
  const { ranked, totalGames, trend } = useRanking('all', null, DEFAULT_RANKING);
  const prior = betaPrior(ranked);
  const count = (tier: number) => ranked.filter((r) => r.tier === tier).length;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="inline font-medium">Games counted: </dt>
        <dd className="inline">{formatCount(totalGames)}</dd>
      </div>
      <div>
        <dt className="inline font-medium">Archetypes shown: </dt>
        <dd className="inline">
          {ranked.length} (tiers 1–4: {count(1)}, {count(2)}, {count(3)}, {count(4)})
        </dd>
      </div>
      <div>
        <dt className="inline font-medium">Clear for certain from: </dt>
        <dd className="inline">|z| ≥ {clearZ(ranked.length).toFixed(2)} against 50%</dd>
      </div>
      <div>
        <dt className="inline font-medium">The prior is worth: </dt>
        <dd className="inline">
          {ranked.length >= PRIOR_MIN_ARCHETYPES
            ? `about ${formatCount(Math.round(prior.alpha + prior.beta))} games`
            : `nothing (flat: fewer than ${PRIOR_MIN_ARCHETYPES} archetypes shown)`}
        </dd>
      </div>
      <div>
        <dt className="inline font-medium">Trend marks compare: </dt>
        <dd className="inline">
          {trend.spanMs === null
            ? 'nothing yet (too few games before the recent hours)'
            : `${spanLabel(trend.spanMs)} with the hours before`}
        </dd>
      </div>
      <div>
        <dt className="inline font-medium">Archetypes tested for a trend: </dt>
        <dd className="inline">{trend.tested}</dd>
      </div>
    </dl>
  );
}

function CalibrationTables() {
  return (
    <>
      <dl className="space-y-1 text-sm">
        {summaryRows(figures).map(([name, value]) => (
          <div key={name}>
            <dt className="font-medium">{name}</dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="py-2 text-left">
            How well each rule orders archetypes by their true win rate (ρ: rank correlation, mean
            and range over seeds 1–5), and how often its first tier was truly above 50%. Measured at
            commit {figures.commit}.
          </caption>
          <TableHead
            columns={[
              { label: 'Rule' },
              ...RULE_COLUMNS.map((c) => ({ label: `${c.label}: ρ · tier 1`, className: 'px-2' })),
            ]}
          />
          <tbody>
            {ruleRows(figures).map((row) => (
              <tr key={row.rule} className="border-t border-line">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {row.rule}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={RULE_COLUMNS[i]?.label} className="px-2">
                    {cell.correlation} · {cell.tierOne}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function MethodsPage() {
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold">How the figures are computed</h1>
      <p className="text-sm text-muted">
        Every rule the ranked screens use, with the numbers it uses now, and how well it matched a
        simulated ladder whose true win rates are known.
      </p>
      <Section id="m-now" title="The numbers right now">
        <CurrentNumbers />
      </Section>
      <Section id="m-rate" title="Win rate and its interval">
        <p>
          A win rate is wins over games. A mirror match (both players on the same archetype, or for
          a class the same class) gives one win and one loss to the same side, so it is left out of
          the win rate; it still counts for popularity. Every win rate comes with its 95% Wilson
          interval: the range of true win rates the games are consistent with. Over the simulated
          ladder the intervals held the true rate{' '}
          {formatPercent(figures.demo.covered / figures.demo.ranked)} of the time at the demo rate
          and {formatPercent(figures.real.covered / figures.real.ranked)} at the real service's
          rate, where 95% is right.
        </p>
      </Section>
      <Section id="m-tiers" title="Tiers">
        <p>
          Every archetype shown is tested against 50% at once. Tier 1 (or 4) means its win rate is
          clearly above (or below) 50%: the test's p-value passes the Benjamini–Hochberg line, which
          keeps the share of wrong "clear" calls at {TIER_FDR * 100}% or less however many
          archetypes are shown. Tested one at a time at 95%, about one archetype in twenty that is
          truly even would be called clear by chance, and with 60 shown that is three at any moment.
          Tiers 2 and 3 are not yet clear, with the estimate above, or at or below, 50%.
        </p>
        <p>
          An archetype not yet clear says roughly how many more games would settle it if its win
          rate stayed where it is, and how long that takes at the rate its games arrive. That looks
          at most {SETTLE_HORIZON_HOURS / 24} days ahead at its current rate of games (
          {formatCount(SETTLE_HORIZON_GAMES)} games while it has no rate yet): beyond that horizon
          it says "too close to call", since a win rate that near 50% would take longer to settle
          than a patch usually lasts.
        </p>
      </Section>
      <Section id="m-order" title="Order within a tier">
        <p>
          Within a tier, archetypes are ordered by their empirical-Bayes win rate, and that estimate
          is the figure every ranked list shows (the tier list, the overview, the wall, the overlay
          and an archetype's page), with its 95% interval (the posterior's), the observed win rate
          and the games beside it where there is room. The spread of all shown archetypes' win
          rates, less what chance alone would spread them, gives a prior; each archetype's estimate
          is its wins and games with the prior's worth of games at the field's average added. A
          handful of lucky games moves that estimate little; thousands move it all the way. With
          fewer than {PRIOR_MIN_ARCHETYPES} archetypes shown there is no spread to learn from, and
          the prior is flat: each estimate is close to its own win rate, with an interval as wide as
          its games leave it. Of the rules measured below it ordered archetypes best.
        </p>
      </Section>
      <Section id="m-trends" title="Rising and falling (▲/▼)">
        <p>
          The window is split into a recent span and the hours before it. The recent span is the
          shortest of {SPANS} hours that holds {formatCount(TREND_RECENT_GAMES)} games (or half the
          window's games when it holds fewer), shorter than the window and leaving games before it:
          at one game a minute, 3 hours hold too few games to compare. Every archetype shown with{' '}
          {TREND_MIN_GAMES} games on both sides is tested (a two-proportion z-test), all at once,
          and the marks are held to a {TREND_FDR * 100}% false discovery rate (Benjamini–Hochberg).
          Both sides need the games: flooring only the recent side would hide the archetypes that
          fell out of play. Stricter than the tiers, because a wall re-tests every 5 seconds for
          days.
        </p>
      </Section>
      <Section id="m-floors" title="Floors, brackets and windows">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Ranked screens show archetypes with at least {DEFAULT_MIN_GAMES} games and{' '}
            {formatPercent(DEFAULT_MIN_POPULARITY)} of play (popularity: the share of all player
            slots, mirrors included); both can be changed on the tier list.
          </li>
          <li>
            Brackets count a player's slot by their own rank:{' '}
            {BRACKETS.map(bracketLabel).join(', ')}. Top 1000 Legend players are also in Legend.
          </li>
          <li>
            "Since start" is everything this page holds: the shared history (as far back as the
            collector keeps it) and the matches this screen saw itself. "History since" beside a
            figure says where the shared history begins; "This screen only" means there is none.
          </li>
          <li>
            A matchup cell needs {MATCHUP_MIN_GAMES} games. A row's "vs field" is its win rate
            against the opponents whose cells have enough games, each weighted by how often that
            opponent is played.
          </li>
        </ul>
      </Section>
      <Section id="m-sample" title="The real feed's sample">
        <p>
          The real service adds at most one game a minute. An archetype with 5% of play gets about
          six games an hour (an interval about ±31 points wide) and about 144 a day (±8 points). So
          after a day most archetypes are not yet clear, no rule orders them well, and a change
          takes a day or more to show: the marks then say nothing rather than guess.
        </p>
      </Section>
      <Section id="m-measured" title="Measured against the truth">
        <p className="text-sm">
          The simulated service knows every archetype's true win rate. Its stream went through the
          dashboard's own ingest and statistics on five ladders at each rate, and the figures were
          compared with the truth ({formatCount(figures.demo.snapshots + figures.real.snapshots)}{' '}
          moments; the same figures are in docs/statistics.md).
        </p>
        <CalibrationTables />
      </Section>
    </div>
  );
}
