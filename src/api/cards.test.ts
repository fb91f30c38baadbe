// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../domain/config.ts';
import { CARD_DATA_MAX_AGE_MS, cardArt, cardsQueryOptions, type SavedValues } from './cards.ts';

const URL_ = 'http://cards.test/cards.json';
const config = { ...DEFAULT_CONFIG, cardDataUrl: URL_ };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function memoryValues(
  initial: Record<string, unknown> = {},
): SavedValues & { values: Record<string, unknown> } {
  const values = { ...initial };
  return {
    values,
    loadValue: async <T>(key: string) => values[key] as T | undefined,
    saveValue: async (key: string, value: unknown) => {
      values[key] = value;
    },
  };
}

const fetchWith = (saved: SavedValues) =>
  new QueryClient().fetchQuery(cardsQueryOptions(config, saved));

describe('card data', () => {
  it('keeps only plain fields, drops bad cards, and saves what it fetched', async () => {
    let fetched = 0;
    server.use(
      http.get(URL_, () => {
        fetched++;
        return HttpResponse.json([
          {
            dbfId: 1,
            id: 'EX1_001',
            name: 'Lightwarden',
            cost: 1,
            rarity: 'RARE',
            text: 'ignored',
          },
          { dbfId: 2, id: '../../x', name: 'Odd code' },
          { id: 'NO_DBF', name: 'Broken' },
        ]);
      }),
    );
    const saved = memoryValues();
    const data = await fetchWith(saved);
    expect(fetched).toBe(1);
    expect(data.cards).toEqual([
      { dbfId: 1, id: 'EX1_001', name: 'Lightwarden', cost: 1, rarity: 'RARE' },
      { dbfId: 2, id: null, name: 'Odd code', cost: null, rarity: null },
    ]);
    expect(data.rejected).toEqual({ 'missing dbfId': 1 });
    expect(saved.values[`cards:${URL_}`]).toMatchObject({ data });
    // A card code that is not plain never becomes part of an image URL.
    expect(cardArt(config, data.cards[1])).toBeNull();
    expect(cardArt(config, data.cards[0])).toBe(
      'https://art.hearthstonejson.com/v1/tiles/EX1_001.png',
    );
  });

  it('uses a recent saved copy without fetching, and refetches an old one', async () => {
    const data = {
      cards: [{ dbfId: 9, id: 'A', name: 'Saved', cost: null, rarity: null }],
      rejected: {},
    };
    const fresh = memoryValues({ [`cards:${URL_}`]: { savedAt: Date.now() - 1000, data } });
    expect(await fetchWith(fresh)).toEqual(data);

    server.use(
      http.get(URL_, () => HttpResponse.json([{ dbfId: 9, id: 'A', name: 'New', cost: 1 }])),
    );
    const old = memoryValues({
      [`cards:${URL_}`]: { savedAt: Date.now() - CARD_DATA_MAX_AGE_MS - 1, data },
    });
    expect((await fetchWith(old)).cards[0]?.name).toBe('New');
  });
});
