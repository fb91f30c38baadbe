import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { HOUR } from '../../domain/buckets.ts';
import { formatCount, formatPercent } from '../../domain/format.ts';
import { bracketLabel } from '../../domain/labels.ts';
import { DEFAULT_MIN_GAMES, MATCHUP_MIN_GAMES } from '../../domain/min-games.ts';
import { DEFAULT_MIN_POPULARITY } from '../../domain/ranking.ts';
import { BRACKETS } from '../../domain/ranks.ts';
import {
  PRIOR_MIN_ARCHETYPES,
  SETTLE_HORIZON_GAMES,
  SETTLE_HORIZON_HOURS,
  TIER_FDR,
} from '../../domain/tiers.ts';
import {
  TREND_FDR,
  TREND_MIN_GAMES,
  TREND_RECENT_GAMES,
  TREND_SPANS_MS,
} from '../../domain/trend-test.ts';
import { windowLabel } from '../../domain/windows.ts';
import figures from './calibration.json' with { type: 'json' };
import { CalibrationTables } from './calibration-tables.tsx';
import { formatAll, formatAlternatives, formatDays } from './calibration-text.ts';
import { CurrentNumbers } from './current-numbers.tsx';

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

export function MethodsPage() {
  const { t } = useLingui();
  const confidence = formatPercent(0.95, 0);
  const fifty = formatPercent(0.5, 0);
  const demoCoverage = formatPercent(figures.demo.covered / figures.demo.ranked);
  const realCoverage = formatPercent(figures.real.covered / figures.real.ranked);
  const tierFdr = formatPercent(TIER_FDR, 0);
  const horizon = formatDays(SETTLE_HORIZON_HOURS / 24);
  const horizonGames = formatCount(SETTLE_HORIZON_GAMES);
  const minArchetypes = formatCount(PRIOR_MIN_ARCHETYPES);
  const spans = formatAlternatives(TREND_SPANS_MS.map((ms) => formatCount(ms / HOUR)));
  const recentGames = formatCount(TREND_RECENT_GAMES);
  const trendMinGames = formatCount(TREND_MIN_GAMES);
  const trendFdr = formatPercent(TREND_FDR, 0);
  const minGames = formatCount(DEFAULT_MIN_GAMES);
  const minShare = formatPercent(DEFAULT_MIN_POPULARITY);
  const brackets = formatAll(BRACKETS.map(bracketLabel));
  const sinceStart = windowLabel('all');
  const screenOnly = t`This screen only`;
  const matchupMinGames = formatCount(MATCHUP_MIN_GAMES);
  const fivePercent = formatPercent(0.05, 0);
  const moments = formatCount(figures.demo.snapshots + figures.real.snapshots);
  const doc = 'docs/statistics.md';
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold">
        <Trans>How the figures are computed</Trans>
      </h1>
      <p className="text-sm text-muted">
        <Trans>
          Every rule the ranked screens use, with the numbers it uses now, and how well it matched a
          simulated ladder whose true win rates are known.
        </Trans>
      </p>
      <p className="text-sm text-muted">
        <Trans>
          Archetype names are shown exactly as the service's catalogue gives them, in every
          language, because the service has them in no other.
        </Trans>
      </p>
      <Section id="m-now" title={t`The numbers right now`}>
        <CurrentNumbers />
      </Section>
      <Section id="m-rate" title={t`Win rate and its interval`}>
        <p>
          <Trans>
            A win rate is wins over games. A mirror match (both players on the same archetype, or
            for a class the same class) gives one win and one loss to the same side, so it is left
            out of the win rate; it still counts for popularity. Every win rate comes with its{' '}
            {confidence} Wilson interval: the range of true win rates the games are consistent with.
            Over the simulated ladder the intervals held the true rate {demoCoverage} of the time at
            the demo rate and {realCoverage} at the real service's rate, where {confidence} is
            right.
          </Trans>
        </p>
      </Section>
      <Section id="m-tiers" title={t({ message: 'Tiers', comment: 'heading: how tiers are made' })}>
        <p>
          <Trans>
            Every archetype shown is tested against {fifty} at once. Tier 1 (or 4) means its win
            rate is clearly above (or below) {fifty}: the test's p-value passes the
            Benjamini–Hochberg line, which keeps the share of wrong "clear" calls at {tierFdr} or
            less however many archetypes are shown. Tested one at a time at {confidence}, about one
            archetype in twenty that is truly even would be called clear by chance, and with 60
            shown that is three at any moment. Tiers 2 and 3 are not yet clear, with the estimate
            above, or at or below, {fifty}.
          </Trans>
        </p>
        <p>
          <Trans>
            An archetype not yet clear says roughly how many more games would settle it if its win
            rate stayed where it is, and how long that takes at the rate its games arrive. That
            looks at most {horizon} ahead at its current rate of games ({horizonGames} games while
            it has no rate yet): beyond that horizon it says "too close to call", since a win rate
            that near {fifty} would take longer to settle than a patch usually lasts.
          </Trans>
        </p>
      </Section>
      <Section id="m-order" title={t`Order within a tier`}>
        <p>
          <Trans>
            Within a tier, archetypes are ordered by their empirical-Bayes win rate, and that
            estimate is the figure every ranked list shows (the tier list, the overview, the wall,
            the overlay and an archetype's page), with its {confidence} interval (the posterior's),
            the observed win rate and the games beside it where there is room. The spread of all
            shown archetypes' win rates, less what chance alone would spread them, gives a prior;
            each archetype's estimate is its wins and games with the prior's worth of games at the
            field's average added. A handful of lucky games moves that estimate little; thousands
            move it all the way. With fewer than {minArchetypes} archetypes shown there is no spread
            to learn from, and the prior is flat: each estimate is close to its own win rate, with
            an interval as wide as its games leave it. Of the rules measured below it ordered
            archetypes best.
          </Trans>
        </p>
      </Section>
      <Section id="m-trends" title={t`Rising and falling (▲/▼)`}>
        <p>
          <Trans>
            The window is split into a recent span and the hours before it. The recent span is the
            shortest of {spans} hours that holds {recentGames} games (or half the window's games
            when it holds fewer), shorter than the window and leaving games before it: at one game a
            minute, 3 hours hold too few games to compare. Every archetype shown with{' '}
            {trendMinGames} games on both sides is tested (a two-proportion z-test), all at once,
            and the marks are held to a {trendFdr} false discovery rate (Benjamini–Hochberg). Both
            sides need the games: flooring only the recent side would hide the archetypes that fell
            out of play. Stricter than the tiers, because a wall re-tests every 5 seconds for days.
          </Trans>
        </p>
      </Section>
      <Section id="m-floors" title={t`Floors, brackets and windows`}>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <Trans>
              Ranked screens show archetypes with at least {minGames} games and {minShare} of play
              (popularity: the share of all player slots, mirrors included); both can be changed on
              the tier list.
            </Trans>
          </li>
          <li>
            <Trans>
              Brackets count a player's slot by their own rank: {brackets}. Top 1000 Legend players
              are also in Legend.
            </Trans>
          </li>
          <li>
            <Trans>
              "{sinceStart}" is everything this page holds: the shared history (as far back as the
              collector keeps it) and the matches this screen saw itself. "History since" beside a
              figure says where the shared history begins; "{screenOnly}" means there is none.
            </Trans>
          </li>
          <li>
            <Trans>
              A matchup cell needs {matchupMinGames} games. A row's "vs field" is its win rate
              against the opponents whose cells have enough games, each weighted by how often that
              opponent is played.
            </Trans>
          </li>
        </ul>
      </Section>
      <Section id="m-sample" title={t`The real feed's sample`}>
        <p>
          <Trans>
            The real service adds at most one game a minute. An archetype with {fivePercent} of play
            gets about six games an hour (an interval about ±31 points wide) and about 144 a day (±8
            points). So after a day most archetypes are not yet clear, no rule orders them well, and
            a change takes a day or more to show: the marks then say nothing rather than guess.
          </Trans>
        </p>
      </Section>
      <Section id="m-measured" title={t`Measured against the truth`}>
        <p className="text-sm">
          <Trans>
            The simulated service knows every archetype's true win rate. Its stream went through the
            dashboard's own ingest and statistics on five ladders at each rate, and the figures were
            compared with the truth ({moments} moments; the same figures are in {doc}).
          </Trans>
        </p>
        <CalibrationTables />
      </Section>
    </div>
  );
}
