// Card data for signature-core components, in HearthstoneJSON's cards.json shape: fetched
// once, validated per card, cached and persisted; looked up by dbfId (a component id).
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { AppConfig } from '../domain/config.ts';
import { READ_LIMITS } from '../domain/limits.ts';
import { problem } from '../domain/problems.ts';
import { type CardData, cardDataAddress, cardsKey } from './card-keys.ts';
import { ApiError, getJson } from './client.ts';
import { validateEach } from './schemas.ts';

const CARD_CODE = /^[A-Za-z0-9_]{1,64}$/;

/** The fields we show; everything else in cards.json is dropped before it is stored. */
export const cardSchema = v.pipe(
  v.object({
    dbfId: v.pipe(v.number(), v.integer()),
    id: v.string(),
    name: v.string(),
    cost: v.optional(v.number()),
    rarity: v.optional(v.string()),
  }),
  v.transform((c) => ({
    dbfId: c.dbfId,
    // A card code becomes part of an image URL: keep only plain codes.
    id: CARD_CODE.test(c.id) ? c.id : null,
    name: c.name,
    cost: typeof c.cost === 'number' && Number.isInteger(c.cost) ? c.cost : null,
    rarity: typeof c.rarity === 'string' ? c.rarity : null,
  })),
);
export type Card = v.InferOutput<typeof cardSchema>;

async function fetchCards(url: string, timeoutMs: number, signal?: AbortSignal): Promise<CardData> {
  const body = await getJson(new URL(url, document.baseURI).toString(), {
    timeoutMs,
    limit: READ_LIMITS.cards,
    ...(signal ? { signal } : {}),
  });
  if (!Array.isArray(body)) throw new ApiError('shape', problem('cards-shape', {}));
  const { items, rejected } = validateEach(cardSchema, body);
  return { cards: items, rejected };
}

/** Card data changes with game patches: a saved copy younger than this is used as it is. */
export const CARD_DATA_MAX_AGE_MS = 7 * 24 * 3_600_000;

/**
 * Card data: fetched once and kept for a week (the runtime saves it and seeds the cache from the
 * saved copy). Only screens that show cards ask for it, so start-up never pays for it.
 */
export function cardsQueryOptions(config: AppConfig) {
  const url = cardDataAddress(config);
  return queryOptions({
    queryKey: cardsKey(config),
    queryFn: ({ signal }) => {
      if (!url) throw new ApiError('shape', problem('cards-off', {}));
      // cards.json is several megabytes: give it more time than an API call.
      return fetchCards(url, Math.max(config.requestTimeoutMs, 30_000), signal);
    },
    enabled: url !== null,
    staleTime: CARD_DATA_MAX_AGE_MS,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 2,
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
