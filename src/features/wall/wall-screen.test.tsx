// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Match } from '../../domain/buckets.ts';
import { archetype } from '../../test/fixtures.ts';
import { serveCatalogue, server } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { WallScreen } from './wall-screen.tsx';

/** How many times the wall drew a chart: the chart itself, counted on its way in. */
const chartRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/charts/win-rate-chart.tsx', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../components/charts/win-rate-chart.tsx')>();
  function CountedChart(props: Parameters<typeof actual.WinRateChart>[0]) {
    chartRenders.count++;
    return <actual.WinRateChart {...props} />;
  }
  return { ...actual, WinRateChart: CountedChart };
});

const CATALOGUE = [
  archetype(1, 'Spell Mage', 4, 'MAGE'),
  archetype(10, 'Zoo Warlock', 9, 'WARLOCK'),
  archetype(20, 'Ramp Druid', 2, 'DRUID'),
];

beforeEach(() => {
  serveCatalogue(CATALOGUE);
  server.use(http.get('*/version.json', () => HttpResponse.json({ version: __BUILD_VERSION__ })));
});
afterEach(() => {
  vi.useRealTimers();
});

let n = 0;
function games(
  a: number,
  b: number,
  count: number,
  rank = 45,
  legend: number | null = null,
): Match[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `w${n++}`,
    players: [
      { archetype: a, rank, legendRank: legend, won: i % 2 === 0 },
      { archetype: b, rank, legendRank: legend, won: i % 2 === 1 },
    ],
  }));
}

function renderWall(search = '') {
  const view = renderWithRuntime(<WallScreen />, { path: `/wall${search}`, poll: false });
  act(() => {
    view.runtime.store.ingest([...games(1, 10, 40), ...games(20, 10, 40, 51, 500)], Date.now());
    view.runtime.tracker.success(Date.now(), 80, {});
  });
  return view;
}

const rotationHeading = () => document.getElementById('wall-rotation') as HTMLElement;
/** The rotation's heading and the countdown line under it. */
const rotationText = () =>
  `${rotationHeading().textContent} | ${document.querySelector('[data-countdown]')?.textContent}`;

describe('WallScreen', () => {
  it('rotates through the top archetypes, then the classes with data, every N seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWall('?rotate=30');
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Top archetypes, all classes/ }),
    ).toBeInTheDocument();
    // At 30 s a slide the top archetypes come back after every other slide: within a minute.
    expect(rotationText()).toBe('Top archetypes, all classes | 1 of 6 · next in 30 s');
    // The countdown is true: it counts down with the clock, whose hand moves on the whole
    // seconds of the time of day (the last one up to a second before the exact time).
    act(() => vi.advanceTimersByTime(10_000));
    expect(rotationText()).toMatch(/next in 2[01] s$/);
    act(() => vi.advanceTimersByTime(20_000));
    expect(rotationText()).toBe('Druid archetypes | 2 of 6 · next in 30 s');
    act(() => vi.advanceTimersByTime(30_000));
    expect(rotationText()).toMatch(/^Top archetypes, all classes \| 3 of 6/);
    act(() => vi.advanceTimersByTime(30_000));
    expect(rotationText()).toMatch(/^Mage archetypes \| 4 of 6/);
    act(() => vi.advanceTimersByTime(60_000));
    expect(rotationText()).toMatch(/^Warlock archetypes \| 6 of 6/);
    act(() => vi.advanceTimersByTime(30_000));
    expect(rotationText()).toMatch(/^Top archetypes, all classes \| 1 of 6/);
  });

  it('draws the next chart unseen before its turn, shows that same chart, and keeps it for its next turn', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWall('?rotate=30');
    const first = await screen.findByRole('figure', { name: /^Top archetypes, all classes/ });
    act(() => vi.advanceTimersByTime(28_000));
    expect(screen.queryByRole('figure', { name: /^Druid archetypes/ })).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    // Drawn, but neither seen nor read: the rotation still shows the first chart.
    const prepared = document.querySelector('[data-rotation-slot="next"] figure');
    expect(prepared?.getAttribute('aria-label')).toMatch(/^Druid archetypes/);
    expect(screen.queryByRole('figure', { name: /^Druid archetypes/ })).toBeNull();
    expect(screen.getByRole('figure', { name: /^Top archetypes, all classes/ })).toBe(first);
    // 1.5 s left, counted from the clock's last whole second: 2 s, or 3.
    expect(rotationText()).toMatch(/^Top archetypes, all classes \| 1 of 6 · next in [23] s$/);
    act(() => vi.advanceTimersByTime(1_500));
    expect(rotationText()).toBe('Druid archetypes | 2 of 6 · next in 30 s');
    // The same element, now shown; the chart before it is kept, neither seen nor read.
    expect(screen.getByRole('figure', { name: /^Druid archetypes/ })).toBe(prepared);
    expect(first.isConnected).toBe(true);
    expect(screen.queryByRole('figure', { name: /^Top archetypes/ })).toBeNull();
    const keptSlot = first.closest<HTMLElement>('[data-rotation-slot]');
    expect(keptSlot?.dataset.rotationSlot).toBe('kept');
    expect(keptSlot?.style.opacity).toBe('0');
    expect(keptSlot?.getAttribute('aria-hidden')).toBe('true');
    // Kept, it is not rendered at all (neither painted nor composited with every frame); the
    // chart shown and the one drawn for the next turn are.
    expect(keptSlot?.style.contentVisibility).toBe('hidden');
    expect(prepared?.closest<HTMLElement>('[data-rotation-slot]')?.style.contentVisibility).toBe(
      '',
    );
    // Its next turn (the top archetypes come back every other slide) shows that same element.
    act(() => vi.advanceTimersByTime(30_000));
    expect(rotationText()).toMatch(/^Top archetypes, all classes \| 3 of 6/);
    expect(screen.getByRole('figure', { name: /^Top archetypes, all classes/ })).toBe(first);
    expect(screen.queryByRole('figure', { name: /^Druid archetypes/ })).toBeNull();
    // One chart for each item that has had its turn, however many turns it has had.
    for (let turn = 0; turn < 4; turn++) act(() => vi.advanceTimersByTime(30_000));
    expect(rotationText()).toMatch(/^Top archetypes, all classes \| 1 of 6/);
    const titles = [...document.querySelectorAll('[data-rotation-slot] figure')].map(
      (f) => f.getAttribute('aria-label')?.split(':')[0],
    );
    expect(titles.sort()).toEqual([
      'Druid archetypes',
      'Mage archetypes',
      'Top archetypes, all classes',
      'Warlock archetypes',
    ]);
    expect(screen.getAllByRole('figure', { name: /archetypes/ })).toHaveLength(1);
  });

  it('shows the notable matchups after the top archetypes, told from the winning side', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A 1080p screen: names get the room they have on a real wall.
    const jsdomSize = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
    Object.assign(window, { innerWidth: 1920, innerHeight: 1080 });
    onTestFinished(() => {
      Object.assign(window, jsdomSize);
    });
    const view = renderWithRuntime(<WallScreen />, { path: '/wall?rotate=30', poll: false });
    const won = (a: number, b: number, aWins: number, bWins: number): Match[] =>
      Array.from({ length: aWins + bWins }, (_, i) => ({
        id: `w${n++}`,
        players: [
          { archetype: a, rank: 45, legendRank: null, won: i < aWins },
          { archetype: b, rank: 45, legendRank: null, won: i >= aWins },
        ],
      }));
    act(() => {
      view.runtime.store.ingest([...won(1, 10, 60, 20), ...won(20, 10, 50, 10)], Date.now());
      view.runtime.tracker.success(Date.now(), 140, {});
    });
    await screen.findByRole('heading', { level: 2, name: /^Top archetypes, all classes/ });
    act(() => vi.advanceTimersByTime(30_000));
    expect(rotationText()).toMatch(/^Notable matchups, most played \| 2 of 8/);
    const chart = screen.getByRole('figure', { name: /^Notable matchups/ });
    expect(
      [...chart.querySelectorAll('[data-bar-name], [data-bar-figures]')].map((e) => e.textContent),
    ).toEqual([
      // Fitted to the label's room (20 characters at 1080p) in whole words, both sides kept.
      'Ramp Druid vs Zoo',
      '83.3%* · 60 games',
      'Spell Mage vs Zoo',
      '75.0%* · 80 games',
    ]);
  });

  it('applies bracket, window and panels from the URL', async () => {
    renderWall('?bracket=legend&window=1h&panels=ticker,rotation');
    expect(await screen.findByText(/^Legend · 1 hour · This screen only/)).toBeInTheDocument();
    expect(await screen.findByText('80 Legend player games in window')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Classes by win rate' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest matches' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Top archetypes, all classes/ }),
    ).toBeInTheDocument();
  });

  it('shows the ticker, the class overview and a status bar with the clock', async () => {
    renderWall();
    expect(
      await screen.findByRole('list', { name: 'Latest matches, newest first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Classes by win rate' })).toBeInTheDocument();
    expect(await screen.findByText('80 games in window')).toBeInTheDocument();
    expect(screen.getByText('Live').closest('[data-state]')).toHaveTextContent(
      '● Live · updated now',
    );
    expect(screen.getByText(/^\d{2}:\d{2}/)).toBeInTheDocument();
  });

  it('brings new matches on one at a time, never the whole list at once', async () => {
    const { runtime } = renderWall();
    const list = await screen.findByRole('list', { name: 'Latest matches, newest first' });
    const top = () =>
      [...list.querySelectorAll('[data-match-id]')].map((li) => li.getAttribute('data-match-id'));
    const before = top();
    vi.useFakeTimers();
    // 300 ms into a second: the rows' arrivals a pace apart fall clear of the seconds' ticks.
    vi.setSystemTime(Math.ceil(Date.now() / 1000) * 1000 + 300);
    const fresh = games(1, 20, 5);
    act(() => {
      runtime.store.ingest(fresh, Date.now());
    });
    // The five wait their turn: nothing moved yet.
    expect(top()).toEqual(before);
    act(() => vi.advanceTimersByTime(1500));
    expect(top()[0]).toBe(fresh[0]?.id);
    // The oldest row goes a frame later, once the list has moved down.
    expect(top().slice(1)).toEqual(before);
    act(() => vi.advanceTimersByTime(50));
    expect(top().slice(1)).toEqual(before.slice(0, -1));
    act(() => vi.advanceTimersByTime(1500));
    expect(top().slice(0, 2)).toEqual([fresh[1]?.id, fresh[0]?.id]);
  });

  it('says what is coming instead of drawing empty axes while it warms up', async () => {
    renderWall('?min=500');
    expect(
      await screen.findByText(
        'Warming up: a class is charted once it has 500 games (80 games so far).',
      ),
    ).toBeInTheDocument();
    // Each panel takes the statistics in a render of its own: the second may come a task later.
    expect(
      await screen.findByText(
        "Warming up: a class's archetype is charted once it has 500 games (80 games so far).",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows an unmissable banner when offline, and clears it on recovery', async () => {
    const { runtime } = renderWall();
    act(() => {
      runtime.tracker.failure(Date.now(), 'network', 'Cannot reach the service (network error).');
      runtime.tracker.failure(Date.now(), 'network', 'Cannot reach the service (network error).');
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      /^Cannot reach the service — last update now\. Cannot reach the service \(network error\)\. Retrying automatically\.$/,
    );
    act(() => runtime.tracker.success(Date.now(), 10, {}));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks stale data after three silent intervals', async () => {
    const { runtime } = renderWall();
    act(() => runtime.tracker.success(Date.now() - 90_000, 10, {}));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      /^Data is stale — last update 1 min. ago/,
    );
  });

  it('keeps its time moving every second without drawing its charts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWall('?rotate=30&shift=1');
    await screen.findByRole('heading', { level: 2, name: /^Top archetypes, all classes/ });
    const ages = () =>
      [...document.querySelectorAll('[data-match-id]')].map((row) => row.textContent).join('|');
    act(() => vi.advanceTimersByTime(1000));
    const drawn = chartRenders.count;
    const agesBefore = ages();
    expect(drawn).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(5000));
    // What tells the time moved: the countdown (24 s left, up to a second more on the clock's
    // last whole second) and the rows' ages.
    expect(rotationText()).toMatch(/next in 2[45] s$/);
    expect(ages()).not.toBe(agesBefore);
    // Nothing the charts show changed: neither was drawn again.
    expect(chartRenders.count).toBe(drawn);
  });

  it('hides the cursor after a few idle seconds and shows it on movement', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWall();
    const wall = await screen.findByTestId('wall');
    expect(wall).toHaveAttribute('data-idle', 'false');
    act(() => vi.advanceTimersByTime(3500));
    expect(wall).toHaveAttribute('data-idle', 'true');
    expect(wall).toHaveClass('cursor-none');
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    expect(wall).toHaveAttribute('data-idle', 'false');
  });
});
