// @vitest-environment jsdom
// The bar charts' drawing rules: win-rate bars diverge from 50 % on the shared axis, whiskers
// span the interval, "*" marks an interval that excludes 50 %, names link, popularity bars start
// at 0 on a round axis; and a poll that changes no shown figure leaves the chart untouched.
import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { WinRateBar } from '../../domain/chart-rows.ts';
import { I18nWrapper } from '../../test/i18n.ts';
import { ChartMotion } from './bar-chart-frame.tsx';
import { type PopularityBar, PopularityChart, popularityAxis } from './popularity-chart.tsx';
import { WinRateChart } from './win-rate-chart.tsx';

/** Rendered inside the page's I18nProvider. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nWrapper });

function bar(key: string, name: string, winPct: number, lowPct: number, highPct: number) {
  const games = 200;
  const wins = Math.round((games * winPct) / 100);
  return {
    key,
    name,
    color: '#3366cc',
    winPct,
    lowPct,
    highPct,
    games,
    wins,
    losses: games - wins,
    winRate: winPct / 100,
    interval: { low: lowPct / 100, high: highPct / 100 },
    popularity: 0.125,
    mirrorsExcluded: 0,
  } satisfies WinRateBar;
}

const styleOf = (el: Element | null | undefined) => (el as HTMLElement | null | undefined)?.style;
const transformOf = (el: Element | null | undefined) => styleOf(el)?.transform;
const rowsOf = (figure: HTMLElement) => [...figure.querySelectorAll('[data-bar-row]')];
const ticksOf = (figure: HTMLElement) =>
  [...figure.querySelectorAll('[data-tick]')].map((t) => t.textContent).join(' ');

describe('WinRateChart', () => {
  const rows = [bar('a', 'Spell Mage', 60, 55, 65), bar('b', 'Arcane Mage', 45, 38, 52)];

  it('grows each bar from 50 % towards its win rate on the axis it is given', () => {
    render(<WinRateChart rows={rows} title="Mage" spread={20} />);
    const figure = screen.getByRole('figure', { name: 'Mage' });
    expect(ticksOf(figure)).toBe('30% 40% 50% 60% 70%');
    // 30–70 %: 60 % is a quarter of the plot right of the middle, 45 % an eighth left of it.
    const [first, second] = rowsOf(figure);
    expect(transformOf(first?.querySelector('[data-bar]'))).toBe('scaleX(0.25)');
    expect(transformOf(second?.querySelector('[data-bar]'))).toBe('scaleX(-0.125)');
    for (const row of [first, second]) {
      expect(styleOf(row?.querySelector('[data-bar]'))?.left).toBe('50%');
    }
  });

  it('uses the wider shared axis when the screen needs it: the same rate draws shorter', () => {
    render(<WinRateChart rows={rows} title="Mage" spread={30} />);
    const figure = screen.getByRole('figure', { name: 'Mage' });
    expect(ticksOf(figure)).toBe('20% 30% 40% 50% 60% 70% 80%');
    const first = rowsOf(figure)[0];
    expect(transformOf(first?.querySelector('[data-bar]'))).toBe('scaleX(0.1667)');
  });

  it('spans the whisker over the 95% interval and marks an interval excluding 50 %', () => {
    render(<WinRateChart rows={rows} title="Mage" spread={20} />);
    const [first, second] = rowsOf(screen.getByRole('figure'));
    // 55–65 % on 30–70 %: from 62.5 % of the plot, a quarter of it wide.
    expect(transformOf(first?.querySelector('[data-whisker]'))).toBe(
      'translateX(62.5%) scaleX(0.25)',
    );
    expect(first?.querySelector('[data-bar-figures]')?.textContent).toBe('60.0%* · 200 games');
    expect(second?.querySelector('[data-bar-figures]')?.textContent).toBe('45.0% · 200 games');
    expect(first).toHaveAttribute(
      'title',
      'Spell Mage: win rate 60.0% (95%: 55.0%–65.0%), 120–80 in 200 games, popularity 12.5%',
    );
  });

  it('where the charts stand still, draws bar, whisker and ends as shapes along the plot', () => {
    render(
      <ChartMotion value={false}>
        <WinRateChart rows={rows} title="Mage" spread={20} />
      </ChartMotion>,
    );
    const [first, second] = rowsOf(screen.getByRole('figure'));
    const attrs = (el: Element | null | undefined, ...names: string[]) =>
      names.map((n) => el?.getAttribute(n));
    // On 30–70 %: 60 % ends a quarter of the plot right of the middle; 45 % an eighth left of it.
    expect(attrs(first?.querySelector('[data-bar]'), 'x', 'width')).toEqual(['50%', '25%']);
    expect(attrs(second?.querySelector('[data-bar]'), 'x', 'width')).toEqual(['37.5%', '12.5%']);
    // 55–65 % and 38–52 %.
    expect(attrs(first?.querySelector('[data-whisker]'), 'x', 'width')).toEqual(['62.5%', '25%']);
    expect(attrs(second?.querySelector('[data-whisker]'), 'x', 'width')).toEqual(['20%', '35%']);
    const ends = [...(first?.querySelectorAll('[data-whisker-end]') ?? [])];
    expect(ends.map((e) => attrs(e, 'x1', 'x2'))).toEqual([
      ['62.5%', '62.5%'],
      ['87.5%', '87.5%'],
    ]);
    // Nothing in a row but the row itself is placed by a transform.
    for (const row of [first, second]) {
      expect(row?.querySelectorAll('[style*="transform"]')).toHaveLength(0);
    }
  });

  it('keeps a bar and its whisker inside the plot when an interval leaves the axis', () => {
    render(<WinRateChart rows={[bar('c', 'Rare', 90, 72, 97)]} title="Rare" spread={20} />);
    const row = rowsOf(screen.getByRole('figure'))[0];
    expect(transformOf(row?.querySelector('[data-bar]'))).toBe('scaleX(0.5)');
    expect(transformOf(row?.querySelector('[data-whisker]'))).toBe('translateX(100%) scaleX(0)');
  });

  it('links each name to its page, and leaves a name without a page as text', () => {
    render(
      <WinRateChart
        rows={rows}
        title="Mage"
        spread={20}
        linkOf={(r) => (r.key === 'a' ? '#/catalogue/1' : null)}
      />,
    );
    const figure = screen.getByRole('figure');
    // Its visible name is its name (a name shortened to fit would say its whole self).
    expect(within(figure).getByRole('link', { name: 'Spell Mage' })).toHaveAttribute(
      'href',
      '#/catalogue/1',
    );
    expect(within(figure).getAllByRole('link')).toHaveLength(1);
    expect(within(figure).getByText('Arcane Mage')).toBeInTheDocument();
  });

  it('puts name and rate on one line when the rows are too tight for two', () => {
    render(<WinRateChart rows={rows} title="Mage" spread={20} height={80} fontSize={20} />);
    const first = rowsOf(screen.getByRole('figure'))[0];
    expect(first?.querySelector('[data-bar-figures]')?.textContent).toBe('60.0%*');
  });

  it("says a ranked row's tier in words, on one line too, where it is not clear", () => {
    const ranked = [
      { ...bar('a', 'Spell Mage', 60, 55, 65), standing: 'clearly above 50%', settled: true },
      { ...bar('b', 'Arcane Mage', 52, 45, 58), standing: 'not yet clear', settled: false },
    ];
    const tight = render(
      <WinRateChart rows={ranked} title="Top" spread={20} height={80} fontSize={20} />,
    );
    const figures = [...tight.container.querySelectorAll('[data-bar-figures]')].map(
      (f) => f.textContent,
    );
    // No "*" on a ranked row: its words say what the tier test found.
    expect(figures).toEqual(['60.0%', '52.0% · not yet clear']);
    tight.unmount();
    render(<WinRateChart rows={ranked} title="Top" spread={20} />);
    expect([...document.querySelectorAll('[data-bar-figures]')].map((f) => f.textContent)).toEqual([
      '60.0% · 200 games',
      '52.0% · not yet clear',
    ]);
  });

  it('leaves the drawing untouched when a poll changes no shown figure', () => {
    const { rerender } = render(<WinRateChart rows={rows} title="Mage" spread={20} />);
    const before = screen.getByRole('figure').innerHTML;
    // Same shown figures (a new object, one more game behind an invisible digit: none here).
    rerender(<WinRateChart rows={rows.map((r) => ({ ...r }))} title="Mage" spread={20} />);
    expect(screen.getByRole('figure').innerHTML).toBe(before);
    const moved = [{ ...bar('a', 'Spell Mage', 61, 56, 66) }, rows[1] as WinRateBar];
    rerender(<WinRateChart rows={moved} title="Mage" spread={20} />);
    const first = rowsOf(screen.getByRole('figure'))[0];
    expect(transformOf(first?.querySelector('[data-bar]'))).toBe('scaleX(0.275)');
  });

  it('moves rows that change places or count by a transform, never by their layout', () => {
    // 120 px: 21 px of axis labels at 13 px type, then two rows of 49.5 px.
    const { rerender } = render(<WinRateChart rows={rows} title="Mage" spread={20} height={120} />);
    const [spell, arcane] = rowsOf(screen.getByRole('figure'));
    const place = (row: Element | undefined) => [
      styleOf(row)?.top,
      styleOf(row)?.height,
      transformOf(row),
    ];
    expect(place(spell)).toEqual(['21px', '49.5px', 'translateY(0px)']);
    expect(place(arcane)).toEqual(['21px', '49.5px', 'translateY(49.5px)']);
    // Arcane Mage overtakes, and a third archetype comes: the same two elements, at the same
    // layout place (top), moved along by their transforms, and read in their new order.
    const third = bar('c', 'Tempo Mage', 50, 45, 55);
    rerender(
      <WinRateChart
        rows={[bar('b', 'Arcane Mage', 70, 65, 75), rows[0] as WinRateBar, third]}
        title="Mage"
        spread={20}
        height={120}
      />,
    );
    const after = rowsOf(screen.getByRole('figure'));
    expect(after[0]).toBe(arcane);
    expect(after[1]).toBe(spell);
    expect(place(arcane)).toEqual(['21px', '33px', 'translateY(0px)']);
    expect(place(spell)).toEqual(['21px', '33px', 'translateY(33px)']);
    expect(place(after[2])).toEqual(['21px', '33px', 'translateY(66px)']);
  });
});

describe('PopularityChart', () => {
  const rows: PopularityBar[] = [
    { ...bar('m', 'Mage', 50, 45, 55), popularityPct: 12.5 },
    { ...bar('w', 'Warlock', 50, 45, 55), popularityPct: 4 },
  ];

  it('rounds its axis up to 5-point steps, then 10-point steps past 20 %', () => {
    expect(popularityAxis(rows)).toEqual({ max: 15, step: 5 });
    expect(popularityAxis([{ popularityPct: 1 }])).toEqual({ max: 5, step: 5 });
    expect(popularityAxis([{ popularityPct: 23.4 }])).toEqual({ max: 30, step: 10 });
  });

  it('draws each share from 0 with its figure, readable without the plot', () => {
    render(<PopularityChart rows={rows} title="Popularity" />);
    const figure = screen.getByRole('figure', { name: 'Popularity' });
    expect(ticksOf(figure)).toBe('0% 5% 10% 15%');
    const [mage, warlock] = rowsOf(figure);
    expect(styleOf(mage?.querySelector('[data-bar]'))?.left).toBe('0%');
    expect(transformOf(mage?.querySelector('[data-bar]'))).toBe('scaleX(0.8333)');
    expect(transformOf(warlock?.querySelector('[data-bar]'))).toBe('scaleX(0.2667)');
    expect(mage?.querySelector('[data-bar-figures]')?.textContent).toBe('12.5%');
    // The plot is hidden from assistive technology; the row's text carries the share.
    expect(within(mage as HTMLElement).getByText('12.5%', { selector: '.sr-only' })).toBeTruthy();
  });
});
