// The catalogue on the production build with the simulated service and its card data.
import * as v from 'valibot';
import { feedEntrySchema } from '../src/api/schemas.ts';
import { toMatch } from '../src/api/service.ts';
import { MatchStore } from '../src/domain/match-store.ts';
import { matchups } from '../src/domain/rates.ts';
import { aggregate } from '../src/domain/stats.ts';
import { expect, fixedFeed, test, world } from './fixtures.ts';

const feed = fixedFeed(4000);

/** An archetype with a core and a matchup of at least 30 games in the fixed feed. */
function pickArchetype() {
  const store = new MatchStore();
  store.ingest(
    feed.map((e) => toMatch(v.parse(feedEntrySchema, e))),
    Date.now(),
  );
  const agg = aggregate(store.buckets(), { bracket: 'all', windowMs: null }, Date.now());
  const known = new Map(world.archetypes.map((a) => [a.id, a]));
  for (const a of world.archetypes) {
    if (!a.name || !a.standard_ccp_signature_core) continue;
    const rows = matchups(agg, a.id).filter((m) => m.games >= 30 && known.has(m.opponent));
    if (rows.length > 0) {
      const best = [...rows].sort((x, y) => y.winRate - x.winRate)[0];
      if (best) return { archetype: a, opponent: known.get(best.opponent) };
    }
  }
  throw new Error('no archetype with a 30-game matchup in the fixed feed');
}

test('search, open an archetype, read its core by card name, follow a matchup', async ({
  page,
  feeds,
}) => {
  const { archetype, opponent } = pickArchetype();
  await feeds.serve(feed);
  await page.goto('./#/catalogue');
  await page.getByLabel('Search name or id').fill(archetype.name.toUpperCase());
  await page.getByRole('link', { name: archetype.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/catalogue/${archetype.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: archetype.name })).toBeVisible();

  const cards = page
    .getByRole('list', { name: 'Standard signature core cards' })
    .getByRole('listitem');
  await expect(cards).toHaveCount(10);
  const byDbf = new Map(world.cards.map((c) => [c.dbfId, c.name]));
  const components = archetype.standard_ccp_signature_core?.components ?? [];
  for (const [i, id] of components.entries()) {
    await expect(cards.nth(i)).toContainText(byDbf.get(id) ?? 'missing');
  }
  await expect(page.getByRole('link', { name: /Open on hsreplay\.net/ })).toHaveAttribute(
    'href',
    `https://hsreplay.net${archetype.url}`,
  );

  const best = page.getByText('Best matchups (at least 30 games)').locator('..');
  await best
    .getByRole('link', { name: opponent?.name ?? '' })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/catalogue/${opponent?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: opponent?.name ?? '' })).toBeVisible();
});

test('with card data unreachable, components read "Card #<id>" and the rest shows', async ({
  page,
}) => {
  const archetype = world.archetypes.find((a) => a.name && a.standard_ccp_signature_core);
  if (!archetype) throw new Error('no archetype with a core');
  await page.route('**/sim/cards.json', (route) => route.abort('failed'));
  await page.goto(`./#/catalogue/${archetype.id}`);
  await expect(page.getByRole('heading', { level: 1, name: archetype.name })).toBeVisible();
  const cards = page
    .getByRole('list', { name: 'Standard signature core cards' })
    .getByRole('listitem');
  const first = archetype.standard_ccp_signature_core?.components[0];
  await expect(cards.first()).toContainText(`Card #${first}`);
  await expect(page.getByText('Figures (all ranks, everything kept)')).toBeVisible();
  await expect(page.getByText(/Card names are unavailable/)).toBeVisible({ timeout: 30_000 });
});

test('an id not in the catalogue says so, with a way back', async ({ page }) => {
  await page.goto('./#/catalogue/424242');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unknown archetype #424242' }),
  ).toBeVisible();
  await expect(page.getByText(/catalogue does not list this archetype yet/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archetype catalogue' })).toBeVisible();
  await page.goto('./#/catalogue/not-an-id');
  await expect(page.getByRole('heading', { name: 'Archetype not found' })).toBeVisible();
});

test('an archetype opened from the tier list returns to it and lights it in the navigation', async ({
  page,
  feeds,
}) => {
  await feeds.serve(fixedFeed(3000));
  await page.goto('./#/tiers');
  const first = page.getByRole('table', { name: /^Tier/ }).first().getByRole('rowheader').first();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/#\/catalogue\/\d+\?from=tiers$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Tier list' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Catalogue' })).not.toHaveAttribute('aria-current');
  await page.getByRole('link', { name: 'Back to the tier list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tier list' })).toBeVisible();
});
