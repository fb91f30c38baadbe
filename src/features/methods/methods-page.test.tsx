// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { archetype } from '../../test/fixtures.ts';
import { serveCatalogue } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { gamesBetween } from '../../test/synthetic-matches.ts';
import figures from './calibration.json' with { type: 'json' };
import { MethodsPage } from './methods-page.tsx';

beforeEach(() =>
  serveCatalogue([
    archetype(1, 'Big Sample Mage', 4, 'MAGE'),
    archetype(3, 'Plain Warrior', 10, 'WARRIOR'),
  ]),
);

describe('MethodsPage', () => {
  it('states every rule with the numbers it uses now', async () => {
    const view = renderWithRuntime(
      <I18nProvider i18n={i18n}>
        <MethodsPage />
      </I18nProvider>,
      { path: '/methods', poll: false },
    );
    act(() => {
      view.runtime.store.ingest(gamesBetween(1, 3, 580, 420), Date.now());
    });
    for (const title of [
      'Win rate and its interval',
      'Tiers',
      'Order within a tier',
      'Rising and falling (▲/▼)',
      'Floors, brackets and windows',
      "The real feed's sample",
      'Measured against the truth',
    ]) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    const now = screen.getByRole('region', { name: 'The numbers right now' });
    await within(now).findByText('1,000');
    // Both archetypes shown, Mage clear above 50%, Warrior clear below.
    expect(within(now).getByText('2 (tiers 1–4: 1, 0, 0, 1)')).toBeInTheDocument();
    expect(now).toHaveTextContent('Trend marks compare: nothing yet');
    expect(screen.getByText(/held to a 1% false discovery rate/)).toBeInTheDocument();
    expect(screen.getByText(/at least 30 games and 0\.5% of play/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Archetype names are shown exactly as the service's catalogue gives them, in every language, because the service has them in no other.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the calibration table from the committed figures', () => {
    renderWithRuntime(
      <I18nProvider i18n={i18n}>
        <MethodsPage />
      </I18nProvider>,
      { path: '/methods', poll: false },
    );
    const table = screen.getByRole('table', { name: /How well each rule orders archetypes/ });
    const rules = Object.keys(figures.demo.rules);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(rules);
    expect(table).toHaveTextContent(`commit ${figures.commit}`);
    expect(
      screen.getByText(/▲\/▼ shown on the stationary ladder \(demo rate\)/),
    ).toBeInTheDocument();
  });
});
