// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../domain/config.ts';
import { server } from '../test/msw.ts';
import { cardArt, cardsQueryOptions, isCardData } from './cards.ts';

const URL_ = 'http://cards.test/cards.json';
const config = { ...DEFAULT_CONFIG, cardDataUrl: URL_ };

const fetchCards = () => new QueryClient().fetchQuery(cardsQueryOptions(config));

describe('card data', () => {
  it('keeps only plain fields and drops bad cards', async () => {
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
    const data = await fetchCards();
    expect(fetched).toBe(1);
    expect(data.cards).toEqual([
      { dbfId: 1, id: 'EX1_001', name: 'Lightwarden', cost: 1, rarity: 'RARE' },
      { dbfId: 2, id: null, name: 'Odd code', cost: null, rarity: null },
    ]);
    expect(data.rejected).toEqual({ 'missing dbfId': 1 });
    expect(isCardData(data)).toBe(true);
    // A card code that is not plain never becomes part of an image URL.
    expect(cardArt(config, data.cards[1])).toBeNull();
    expect(cardArt(config, data.cards[0])).toBe(
      'https://art.hearthstonejson.com/v1/tiles/EX1_001.png',
    );
  });

  it('recognises saved card data of this build only', () => {
    expect(isCardData({ cards: [], rejected: {} })).toBe(true);
    expect(isCardData({ cards: {}, rejected: {} })).toBe(false);
    expect(isCardData([{ dbfId: 1 }])).toBe(false);
    expect(isCardData(null)).toBe(false);
  });
});
