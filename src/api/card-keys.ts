// What the start-up needs of the card data (its address, its query key, the check of a saved
// copy) apart from the card data's code, which only the screens that show cards load.
import type { AppConfig } from '../domain/config.ts';
import type { Card } from './cards.ts';

export interface CardData {
  cards: Card[];
  rejected: Record<string, number>;
}

/** Where the card data is, in the configured language. */
export const cardDataAddress = (config: Pick<AppConfig, 'cardDataUrl' | 'locale'>) =>
  config.cardDataUrl?.replace('{locale}', config.locale) ?? null;

export const cardsKey = (config: AppConfig) => ['cards', cardDataAddress(config)] as const;

/** A saved copy is used only if it still has this build's shape. */
export function isCardData(value: unknown): value is CardData {
  const data = value as CardData | null;
  return Array.isArray(data?.cards) && typeof data.rejected === 'object';
}
