// @vitest-environment jsdom
import { render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { TrendPoint } from '../../domain/trend.ts';
import { I18nWrapper } from '../../test/i18n.ts';
import { TrendSection } from './trend-section.tsx';

/** Rendered inside the page's I18nProvider. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nWrapper });

const hour = (i: number, games: number): TrendPoint => ({
  start: i * 3_600_000,
  width: 3_600_000,
  games,
  wins: Math.floor(games / 2),
  winRate: games > 0 ? 0.5 : null,
  interval: { low: 0.3, high: 0.7 },
  popularity: 0.01,
});

const section = (points: TrendPoint[]) =>
  render(
    <TrendSection
      heading="Trend"
      points={points}
      chartTitle="Spell Mage per hour"
      color="#38f"
      notEnough="Not enough hours with games of Spell Mage yet for a trend."
    />,
  );

describe('TrendSection', () => {
  it('says in words why there is no trend while no two hours have games enough for a rate', () => {
    // Games every hour, but never 10 in one: a chart would be empty axes.
    section([hour(0, 4), hour(1, 6), hour(2, 9), hour(3, 3)]);
    expect(
      screen.getByText(
        /^Not enough hours with games of Spell Mage yet for a trend\. A win rate is drawn for an hour with 10 games, and a trend needs two such hours \(0 so far\)\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('draws the chart once two hours have games enough', () => {
    section([hour(0, 12), hour(1, 3), hour(2, 10)]);
    expect(screen.queryByText(/Not enough hours/)).not.toBeInTheDocument();
  });
});
