// How much the dashboard and the collector accept from anything they read: bytes per answer,
// entries per feed response, and the bounds of the numbers they store. One table, so the
// status page, the collector's log and both readers name the same limits.

/** What is read, as a code: a screen names it in its language (error-text.ts readLimitName). */
export type ReadLimitId = 'feed' | 'catalogue' | 'manifest' | 'live' | 'historyFile' | 'cards';

export interface ReadLimit {
  id: ReadLimitId;
  /** What is read, in English (the collector's log): "the live feed". */
  name: string;
  bytes: number;
}

const MB = 1024 * 1024;

/**
 * Bytes per answer. The real feed (201 entries) is about 60 KB and a feed at the entry cap
 * about 3 MB; the catalogue is a few hundred KB; a day file at the simulated rate about 100 KB;
 * HearthstoneJSON's cards.json (every card, one language) some tens of MB.
 */
export const READ_LIMITS = {
  feed: { id: 'feed', name: 'the live feed', bytes: 4 * MB },
  catalogue: { id: 'catalogue', name: 'the archetype catalogue', bytes: 16 * MB },
  manifest: { id: 'manifest', name: 'the history manifest', bytes: 1 * MB },
  live: { id: 'live', name: "the collector's live list (live.json)", bytes: 1 * MB },
  historyFile: { id: 'historyFile', name: 'a history file', bytes: 8 * MB },
  cards: { id: 'cards', name: 'the card data', bytes: 64 * MB },
} as const satisfies { [K in ReadLimitId]: ReadLimit & { id: K } };

/** Entries read from one feed response; the rest (the oldest) are left out and counted. */
export const MAX_FEED_ENTRIES = 10_000;
/** Archetypes kept from one catalogue; the rest are left out and counted. */
export const MAX_ARCHETYPES = 10_000;
/** Archetype and class numbers are stored as 32-bit integers. */
export const MAX_INT32 = 2 ** 31 - 1;
export const MIN_INT32 = -(2 ** 31);
/** Far above any legend rank seen (a few hundred thousand at most), far below 2^31. */
export const MAX_LEGEND_RANK = 10_000_000;
/** A counter in one published file: a day at 100 matches a second is 8.64 million. */
export const MAX_FILE_COUNT = 100_000_000;
/**
 * Archetype pairs in one history file: every one of 316 archetypes against every other. A day
 * at the simulated demo rate holds about 8,000, an hour about 3,700.
 */
export const MAX_FILE_PAIRS = 100_000;
/** Archetype pairs in all the history files a screen holds at once (the newest kept first). */
export const MAX_HISTORY_PAIRS = 1_000_000;
/** Days a manifest may list (the collector's longest retention). */
export const MAX_HISTORY_DAYS = 3650;
/** How far a published time may be ahead of this device's clock (clocks disagree a little). */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** Names and paths longer than this are not an archetype's. */
export const MAX_TEXT_LENGTH = 200;
/** Card ids in one signature core (10 seen). */
export const MAX_CORE_CARDS = 100;

/** A size in the unit it reads best in: megabytes to one decimal, kilobytes whole, or bytes. */
export function sizeInUnits(bytes: number): { amount: number; unit: 'MB' | 'KB' | 'bytes' } {
  if (bytes >= MB) return { amount: Math.round((bytes / MB) * 10) / 10, unit: 'MB' };
  if (bytes >= 1024) return { amount: Math.round(bytes / 1024), unit: 'KB' };
  return { amount: bytes, unit: 'bytes' };
}

/** "4 MB", in English (the collector's log); a screen writes sizes with error-text.ts formatSize. */
export function formatBytes(bytes: number): string {
  const { amount, unit } = sizeInUnits(bytes);
  return `${amount} ${unit}`;
}
