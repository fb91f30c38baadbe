// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../domain/buckets.ts';
import { archetype } from '../../test/fixtures.ts';
import { server, TEST_API } from '../../test/msw.ts';
import { renderWithRuntime } from '../../test/render-with-runtime.tsx';
import { ArchetypeDetail } from './archetype-detail.tsx';
import { CataloguePanel } from './catalogue-panel.tsx';

const CORE = [5, 3, 9, 1, 2, 8, 7, 6, 4, 10];
const CATALOGUE = [
  archetype(12, 'Évolve Shaman', 8, 'SHAMAN', CORE),
  archetype(4, 'Ramp Druid', 2, 'DRUID'),
  archetype(20, 'Aggro Druid', 2, 'DRUID', CORE),
  { ...archetype(7, '', 3, 'HUNTER'), url: '/archetypes/7/' },
  { ...archetype(99, 'Mystery', 42, 'MYSTERY'), url: 'javascript:alert(1)' },
  archetype(30, 'Zoo Warlock', 9, 'WARLOCK'),
];
const CARDS = [
  { dbfId: 5, id: 'CORE_005', name: 'Fireball', cost: 4, rarity: 'COMMON' },
  { dbfId: 3, id: 'CORE_003', name: 'Frostbolt', cost: 2, rarity: 'RARE' },
];

function serve(cards: 'ok' | 'down' = 'ok') {
  server.use(
    http.get(`${TEST_API}/api/v1/archetypes/`, () => HttpResponse.json(CATALOGUE)),
    http.get('http://cards.test/cards.json', () =>
      cards === 'ok' ? HttpResponse.json(CARDS) : HttpResponse.error(),
    ),
  );
}

const sectionNames = () =>
  screen.getAllByRole('region').map((r) => r.querySelector('h2')?.textContent);

describe('CataloguePanel', () => {
  it('groups every archetype by class with a count, in class order, unsorted input sorted', async () => {
    serve();
    renderWithRuntime(<CataloguePanel />, { path: '/catalogue', poll: false });
    expect(await screen.findByText('6 of 6 archetypes')).toBeInTheDocument();
    expect(sectionNames()).toEqual([
      'Druid(2)',
      'Hunter(1)',
      'Shaman(1)',
      'Warlock(1)',
      'Class 42(1)',
    ]);
    const druid = screen.getByRole('region', { name: /Druid/ });
    expect(
      within(druid)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Aggro Druid', 'Ramp Druid']);
    expect(screen.getByRole('link', { name: 'Unnamed Hunter archetype #7' })).toHaveAttribute(
      'href',
      '/catalogue/7',
    );
  });

  it('searches by name ignoring accents and case, and by id, keeping it in the URL', async () => {
    serve();
    const user = userEvent.setup();
    const { location } = renderWithRuntime(<CataloguePanel />, { path: '/catalogue', poll: false });
    await screen.findByText('6 of 6 archetypes');
    await user.type(screen.getByLabelText('Search name or id'), 'EVOLVE');
    expect(await screen.findByText('1 of 6 archetypes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Évolve Shaman' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/catalogue?q=EVOLVE');
    await user.clear(screen.getByLabelText('Search name or id'));
    await user.type(screen.getByLabelText('Search name or id'), '30');
    expect(await screen.findByRole('link', { name: 'Zoo Warlock' })).toBeInTheDocument();
    expect(screen.getByText('1 of 6 archetypes')).toBeInTheDocument();
  });

  it('filters by class and core, and sorts, from the URL', async () => {
    serve();
    renderWithRuntime(<CataloguePanel />, {
      path: '/catalogue?class=druid&core=1&sort=id',
      poll: false,
    });
    expect(await screen.findByText('1 of 6 archetypes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aggro Druid' })).toBeInTheDocument();
    expect(screen.getByLabelText('Has a standard core')).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('id');
  });

  it('says when nothing matches', async () => {
    serve();
    renderWithRuntime(<CataloguePanel />, { path: '/catalogue?q=zzz', poll: false });
    expect(await screen.findByText('No archetype matches these filters.')).toBeInTheDocument();
  });
});

function renderDetail(id: string, cards: 'ok' | 'down' = 'ok', cardArtUrl: string | null = null) {
  serve(cards);
  return renderWithRuntime(<ArchetypeDetail id={id} />, {
    path: `/catalogue/${id}`,
    poll: false,
    config: {
      cardDataUrl: 'http://cards.test/cards.json',
      cardArtUrl,
      siteUrl: 'https://site.test',
    },
  });
}

describe('ArchetypeDetail', () => {
  it('shows name, id, class, a safe link to the site, and the core as ranked cards', async () => {
    renderDetail('12', 'ok', 'https://art.test/{id}.png');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Évolve Shaman' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Archetype #12')).toBeInTheDocument();
    expect(screen.getByText('Shaman')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open on site\.test/ });
    expect(link).toHaveAttribute('href', 'https://site.test/archetypes/12/volve-shaman');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const cards = screen.getByRole('list', { name: 'Standard signature core cards' });
    await within(cards).findByText('Fireball');
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent(/^Rank 1Cost 4Fireballcommon$/);
    expect(items[1]).toHaveTextContent('Frostbolt');
    expect(items[2]).toHaveTextContent('Card #9');
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', 'https://art.test/CORE_005.png');
    expect(items[0]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(/Standard · as of/)).toBeInTheDocument();
    expect(screen.getByText('No wild core.')).toBeInTheDocument();
  });

  it('shows "Card #<id>" when card data is unreachable, and everything else', async () => {
    renderDetail('12', 'down');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Évolve Shaman' }),
    ).toBeInTheDocument();
    const items = within(
      screen.getByRole('list', { name: 'Standard signature core cards' }),
    ).getAllByRole('listitem');
    expect(items.map((i) => i.textContent?.replace(/^Rank \d+/, ''))).toEqual(
      CORE.map((id) => `Card #${id}`),
    );
    expect(
      await screen.findByText(/Card names are unavailable/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('has no link when the url was rejected, and copes with an unknown class', async () => {
    renderDetail('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mystery' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open on/ })).not.toBeInTheDocument();
    expect(screen.getByText('No safe link to the site for this archetype.')).toBeInTheDocument();
    expect(screen.getByText('Class 42')).toBeInTheDocument();
    expect(screen.getByText('No standard core.')).toBeInTheDocument();
  });

  it('names an empty-named archetype by class and id', async () => {
    renderDetail('7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unnamed Hunter archetype #7' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open on/ })).toHaveAttribute(
      'href',
      'https://site.test/archetypes/7/',
    );
  });

  it('gives an archetype the catalogue lacks a page of its figures, with a way back', async () => {
    renderDetail('555');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown archetype #555' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/catalogue does not list this archetype yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Figures/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
      'href',
      '/catalogue',
    );
  });

  it('says "not found" with a way back for an id that is no archetype id', async () => {
    renderDetail('abc');
    expect(await screen.findByRole('heading', { name: 'Archetype not found' })).toBeInTheDocument();
    expect(screen.getByText(/no archetype with id "abc"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
      'href',
      '/catalogue',
    );
  });

  it('shows live figures and the best and worst matchups with enough games, linked', async () => {
    const view = renderDetail('4');
    await screen.findByRole('heading', { level: 1, name: 'Ramp Druid' });
    let n = 0;
    const games = (opp: number, wins: number, losses: number): Match[] =>
      Array.from({ length: wins + losses }, (_, i) => ({
        id: `m${n++}`,
        players: [
          { archetype: 4, rank: 45, legendRank: null, won: i < wins },
          { archetype: opp, rank: 45, legendRank: null, won: i >= wins },
        ],
      }));
    act(() => {
      view.runtime.store.ingest(
        [...games(30, 25, 10), ...games(12, 10, 25), ...games(20, 5, 5)],
        Date.now(),
      );
    });
    expect(await screen.findByText('80')).toBeInTheDocument();
    expect(screen.getByText('Observed win rate').nextElementSibling).toHaveTextContent('50.0%');
    expect(screen.getByText('Popularity').nextElementSibling).toHaveTextContent('50.0%');
    expect(screen.getByText('95% interval').nextElementSibling).toHaveTextContent('39.3%–60.7%');
    const best = screen.getByText('Best matchups (at least 30 games)').parentElement as HTMLElement;
    expect(within(best).getAllByRole('listitem')[0]).toHaveTextContent(
      /^vs Zoo Warlock: 71\.4% \(25–10/,
    );
    expect(within(best).getByRole('link', { name: 'Zoo Warlock' })).toHaveAttribute(
      'href',
      '/catalogue/30',
    );
    const worst = screen.getByText('Worst matchups (at least 30 games)')
      .parentElement as HTMLElement;
    expect(within(worst).getAllByRole('listitem')[0]).toHaveTextContent(
      /^vs Évolve Shaman: 28\.6%/,
    );
    expect(screen.queryByText(/vs Aggro Druid/)).not.toBeInTheDocument();
    expect(screen.getByText(/^This screen only/)).toBeInTheDocument();
  });

  it('shows progress, not a bare percentage, under the minimum games', async () => {
    const view = renderDetail('4');
    await screen.findByRole('heading', { level: 1, name: 'Ramp Druid' });
    const matches: Match[] = Array.from({ length: 16 }, (_, i) => ({
      id: `few${i}`,
      players: [
        { archetype: 4, rank: 45, legendRank: null, won: i < 7 },
        { archetype: 12, rank: 45, legendRank: null, won: i >= 7 },
      ],
    }));
    act(() => {
      view.runtime.store.ingest(matches, Date.now());
    });
    await waitFor(() =>
      expect(screen.getByText('Observed win rate').nextElementSibling).toHaveTextContent(
        '16/30 games',
      ),
    );
    expect(screen.queryByText('43.8%')).not.toBeInTheDocument();
    expect(screen.getByText('95% interval').nextElementSibling).toHaveTextContent('23.1%–66.8%');
  });
});
