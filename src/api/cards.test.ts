// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../domain/config.ts';
import { server } from '../test/msw.ts';
import { cardDataAddress, isCardData } from './card-keys.ts';
import { cardArt, cardsQueryOptions, selectCardIndex } from './cards.ts';

const URL_ = 'http://cards.test/cards.json';
const config = { ...DEFAULT_CONFIG, cardDataUrl: URL_ };

const fetchCards = () => new QueryClient().fetchQuery(cardsQueryOptions(config));

describe('card data', () => {
  it('asks for the configured language', async () => {
    server.use(
      http.get('http://cards.test/frFR/cards.json', () =>
        HttpResponse.json([{ dbfId: 7, id: 'CS2_029', name: 'Boule de feu' }]),
      ),
    );
    const french = {
      ...DEFAULT_CONFIG,
      cardDataUrl: 'http://cards.test/{locale}/cards.json',
      locale: 'frFR' as const,
    };
    const data = await new QueryClient().fetchQuery(cardsQueryOptions(french));
    expect(data.cards.map((c) => c.name)).toEqual(['Boule de feu']);
    expect(cardDataAddress(french)).toBe('http://cards.test/frFR/cards.json');
    expect(cardDataAddress({ cardDataUrl: null, locale: 'enUS' })).toBeNull();
  });

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

describe('card data, in detail', () => {
  it('keeps whole costs only, and indexes cards by dbfId', async () => {
    server.use(
      http.get(URL_, () =>
        HttpResponse.json([
          { dbfId: 3, id: 'A', name: 'Half', cost: 2.5 },
          { dbfId: 5, id: 'C', name: 'Whole', cost: 3 },
        ]),
      ),
    );
    const data = await fetchCards();
    expect(data.cards.map((c) => c.cost)).toEqual([null, 3]);
    expect(selectCardIndex(data).get(5)?.name).toBe('Whole');
    expect([...selectCardIndex(data).keys()]).toEqual([3, 5]);
  });

  it('refuses card data that is not a list', async () => {
    server.use(http.get(URL_, () => HttpResponse.json({ cards: [] })));
    const once = { ...cardsQueryOptions(config), retry: false };
    await expect(new QueryClient().fetchQuery(once)).rejects.toMatchObject({
      kind: 'shape',
      message: 'The card data is not a list of cards.',
    });
  });

  it('is off without a URL, waits at least 30 s for the big file, and keeps it a week', async () => {
    const off = cardsQueryOptions({ ...config, cardDataUrl: null });
    expect(off.enabled).toBe(false);
    const options = cardsQueryOptions({ ...config, requestTimeoutMs: 5000 });
    expect(options).toMatchObject({
      enabled: true,
      staleTime: 7 * 24 * 3_600_000,
    });
    let aborted: boolean | undefined;
    server.use(
      http.get(URL_, async ({ request }) => {
        aborted = request.signal.aborted;
        return HttpResponse.json([]);
      }),
    );
    expect(await new QueryClient().fetchQuery(options)).toEqual({ cards: [], rejected: {} });
    expect(aborted).toBe(false);
    await expect(new QueryClient().fetchQuery({ ...off, retry: false })).rejects.toMatchObject({
      message: 'Card data is turned off.',
    });
  });

  it('has no image for an unknown card or with images off', () => {
    const card = { dbfId: 1, id: 'EX1_001', name: 'x', cost: null, rarity: null };
    expect(cardArt(config, undefined)).toBeNull();
    expect(cardArt({ ...config, cardArtUrl: null }, card)).toBeNull();
    expect(cardArt({ ...config, cardArtUrl: 'tiles/{id}.webp' }, card)).toBe('tiles/EX1_001.webp');
  });
});
