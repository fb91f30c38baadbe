// Card data for signature-core components, in HearthstoneJSON's cards.json shape: fetched
// once, validated per card, cached and persisted; looked up by dbfId (a component id).
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { AppConfig } from '../domain/config.ts';
import { ApiError, getJson } from './client.ts';
import { validateEach } from './schemas.ts';

const CARD_CODE = /^[A-Za-z0-9_]{1,64}$/;

/** The fields we show; everything else in cards.json is dropped before it is stored. */
export const cardSchema = z.pipe(
  z.looseObject({
    dbfId: z.number().check(z.int()),
    id: z.string(),
    name: z.string(),
    cost: z.optional(z.number()),
    rarity: z.optional(z.string()),
  }),
  z.transform((c) => ({
    dbfId: c.dbfId,
    // A card code becomes part of an image URL: keep only plain codes.
    id: CARD_CODE.test(c.id) ? c.id : null,
    name: c.name,
    cost: typeof c.cost === 'number' && Number.isInteger(c.cost) ? c.cost : null,
    rarity: typeof c.rarity === 'string' ? c.rarity : null,
  })),
);
export type Card = z.output<typeof cardSchema>;

export interface CardData {
  cards: Card[];
  rejected: Record<string, number>;
}

export const cardsKey = (config: AppConfig) => ['cards', config.cardDataUrl] as const;

async function fetchCards(url: string, timeoutMs: number, signal?: AbortSignal): Promise<CardData> {
  const body = await getJson(new URL(url, document.baseURI).toString(), {
    timeoutMs,
    ...(signal ? { signal } : {}),
  });
  if (!Array.isArray(body)) throw new ApiError('shape', 'The card data is not a list of cards.');
  const { items, rejected } = validateEach(cardSchema, body);
  return { cards: items, rejected };
}

/** Where fetched card data is kept between page loads (the app's IndexedDB store). */
export interface SavedValues {
  loadValue: <T>(key: string) => Promise<T | undefined>;
  saveValue: (key: string, value: unknown) => Promise<void>;
}

/** Card data changes with game patches: a saved copy younger than this is used as it is. */
export const CARD_DATA_MAX_AGE_MS = 7 * 24 * 3_600_000;

/**
 * Card data: read from the saved copy when there is a recent one, else fetched (once per page
 * life) and saved. Only screens that show cards ask for it, so start-up never pays for it.
 */
export function cardsQueryOptions(config: AppConfig, saved?: SavedValues) {
  const url = config.cardDataUrl;
  const storageKey = `cards:${url}`;
  return queryOptions({
    queryKey: cardsKey(config),
    queryFn: async ({ signal }) => {
      if (!url) throw new ApiError('shape', 'Card data is turned off.');
      const copy = await saved?.loadValue<{ savedAt: number; data: CardData }>(storageKey);
      if (
        copy &&
        Array.isArray(copy.data?.cards) &&
        Date.now() - copy.savedAt < CARD_DATA_MAX_AGE_MS
      ) {
        return copy.data;
      }
      // cards.json is several megabytes: give it more time than an API call.
      const data = await fetchCards(url, Math.max(config.requestTimeoutMs, 30_000), signal);
      void saved?.saveValue(storageKey, { savedAt: Date.now(), data });
      return data;
    },
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 2,
    networkMode: 'always',
  });
}

export function selectCardIndex(data: CardData): ReadonlyMap<number, Card> {
  return new Map(data.cards.map((c) => [c.dbfId, c]));
}

/** The tile image of a card, or null when images are off or the card code is unusable. */
export function cardArt(config: AppConfig, card: Card | undefined): string | null {
  if (!config.cardArtUrl || !card?.id) return null;
  return config.cardArtUrl.replace('{id}', encodeURIComponent(card.id));
}
