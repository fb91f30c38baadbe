// The statistics service's two resources, fetched and checked: the replay feed and the archetype
// catalogue (and the copy of the catalogue the collector publishes). No React in here: the
// collector reads the service through the same functions.

import * as v from 'valibot';
import type { Archetype, SignatureCore } from '../domain/archetypes.ts';
import type { Match } from '../domain/buckets.ts';
import type { AppConfig } from '../domain/config.ts';
import { CATALOGUE_FILE } from '../domain/history-format.ts';
import { MAX_ARCHETYPES, MAX_FEED_ENTRIES, READ_LIMITS } from '../domain/limits.ts';
import { problem } from '../domain/problems.ts';
import { reasonKey } from '../domain/reject-reasons.ts';
import { ApiError, apiUrl, getJson } from './client.ts';
import { fetchHistoryFile, historyFileUrl, historyReadLimit } from './history-files.ts';
import {
  archetypeSchema,
  catalogueEnvelopeSchema,
  type FeedEntry,
  feedEntrySchema,
  feedEnvelopeSchema,
  validateEach,
} from './schemas.ts';

export const FEED_PATH = '/api/v1/live/replay_feed/';
export const ARCHETYPES_PATH = '/api/v1/archetypes/';

export interface FeedResult {
  matches: Match[];
  received: number;
  rejected: Record<string, number>;
  /** Ids of entries taken as already known (see parseFeed), not checked again. */
  repeated?: readonly string[];
}

export interface CatalogueResult {
  archetypes: Archetype[];
  rejected: Record<string, number>;
  /** Archetypes whose url was not their own safe path: kept, but never linked. */
  urlsRejected: number;
}

export function toMatch(e: FeedEntry): Match {
  return {
    id: e.id,
    players: [
      {
        archetype: e.player1_archetype,
        rank: e.player1_rank,
        legendRank: e.player1_legend_rank,
        won: e.player1_won,
      },
      {
        archetype: e.player2_archetype,
        rank: e.player2_rank,
        legendRank: e.player2_legend_rank,
        won: e.player2_won,
      },
    ],
  };
}

/** What a request needs from the configuration (the collector passes only this). */
export type FetchConfig = Pick<AppConfig, 'apiBaseUrl' | 'requestTimeoutMs'> & {
  /** The collector refuses redirects; a browser follows them within its own rules. */
  followRedirects?: boolean;
  fetchImpl?: typeof fetch;
};

const requestOptions = (config: FetchConfig, signal: AbortSignal | undefined) => ({
  timeoutMs: config.requestTimeoutMs,
  ...(config.followRedirects === false ? { followRedirects: false } : {}),
  ...(config.fetchImpl ? { fetchImpl: config.fetchImpl } : {}),
  ...(signal ? { signal } : {}),
});

/** The reason counted for archetypes past the cap. */
export const OVER_ARCHETYPE_CAP = reasonKey({
  code: 'over-archetype-cap',
  values: { max: MAX_ARCHETYPES },
});

/** The reason counted for entries past the cap. */
export const OVER_ENTRY_CAP = reasonKey({
  code: 'over-entry-cap',
  values: { max: MAX_FEED_ENTRIES },
});

export function pageUrl(): string {
  return typeof document !== 'undefined' ? document.baseURI : 'http://localhost/';
}

/** A feed body, checked: the envelope whole, the entries one by one (the collector's too). */
export function parseFeed(body: unknown, known?: (id: string) => boolean): FeedResult {
  const envelope = v.safeParse(feedEnvelopeSchema, body);
  if (!envelope.success) {
    throw new ApiError('shape', problem('feed-shape', {}));
  }
  const entries = envelope.output.data;
  // Oldest first: past the cap, the newest are kept.
  const over = Math.max(0, entries.length - MAX_FEED_ENTRIES);
  const kept = over > 0 ? entries.slice(over) : entries;
  // An entry whose match the caller holds already is a repeat (at the real rate, 200 of every
  // 201): its id is all that is read of it, so a poll checks and copies only what is new.
  const repeated: string[] = [];
  const unknown: unknown[] = [];
  for (const entry of kept) {
    const id = known ? heldId(entry, known) : null;
    if (id === null) unknown.push(entry);
    else repeated.push(id);
  }
  const { items, rejected } = validateEach(feedEntrySchema, unknown);
  if (over > 0) rejected[OVER_ENTRY_CAP] = over;
  return { matches: items.map(toMatch), received: entries.length, rejected, repeated };
}

/** `entry`'s id (as the schema reads it, lower case) when `known` holds its match; else null. */
function heldId(entry: unknown, known: (id: string) => boolean): string | null {
  const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : null;
  if (typeof id !== 'string') return null;
  const lower = id.toLowerCase();
  return known(lower) ? lower : null;
}

/** The feed body as the service sent it, read within the feed's byte limit. */
export function fetchFeedBody(config: FetchConfig, signal?: AbortSignal): Promise<unknown> {
  return getJson(apiUrl(config.apiBaseUrl, FEED_PATH, pageUrl()), {
    ...requestOptions(config, signal),
    limit: READ_LIMITS.feed,
  });
}

/** The feed, checked; `known` (see parseFeed) names the matches the caller holds already. */
export async function fetchFeed(
  config: FetchConfig,
  signal?: AbortSignal,
  known?: (id: string) => boolean,
): Promise<FeedResult> {
  return parseFeed(await fetchFeedBody(config, signal), known);
}

/** An archetype list body, checked element by element. */
export function parseCatalogue(body: unknown): CatalogueResult {
  const envelope = v.safeParse(catalogueEnvelopeSchema, body);
  if (!envelope.success) {
    throw new ApiError('shape', problem('catalogue-shape', {}));
  }
  const over = Math.max(0, envelope.output.length - MAX_ARCHETYPES);
  const { items, rejected } = validateEach(
    archetypeSchema,
    over > 0 ? envelope.output.slice(0, MAX_ARCHETYPES) : envelope.output,
  );
  if (over > 0) rejected[OVER_ARCHETYPE_CAP] = over;
  return { archetypes: items, rejected, urlsRejected: items.filter((a) => a.url === null).length };
}

export async function fetchCatalogueBody(
  config: FetchConfig,
  signal?: AbortSignal,
): Promise<unknown> {
  return getJson(apiUrl(config.apiBaseUrl, `${ARCHETYPES_PATH}?format=json`, pageUrl()), {
    ...requestOptions(config, signal),
    limit: READ_LIMITS.catalogue,
  });
}

export async function fetchCatalogue(
  config: FetchConfig,
  signal?: AbortSignal,
): Promise<CatalogueResult> {
  return parseCatalogue(await fetchCatalogueBody(config, signal));
}

/**
 * A saved copy is used only if it still has this build's shape, every entry checked (one
 * damaged entry and the copy is set aside: the catalogue is fetched again).
 */
export function isCatalogueResult(value: unknown): value is CatalogueResult {
  const data = value as CatalogueResult | null;
  return (
    Array.isArray(data?.archetypes) &&
    typeof data.urlsRejected === 'number' &&
    data.archetypes.every(isStoredArchetype)
  );
}

function isStoredArchetype(value: unknown): value is Archetype {
  const a = value as Archetype | null;
  const core = (c: SignatureCore | null) =>
    c === null ||
    (typeof c === 'object' &&
      typeof c.asOf === 'string' &&
      Number.isSafeInteger(c.format) &&
      Array.isArray(c.components) &&
      c.components.every(Number.isSafeInteger));
  return (
    typeof a === 'object' &&
    a !== null &&
    Number.isSafeInteger(a.id) &&
    typeof a.name === 'string' &&
    Number.isSafeInteger(a.classId) &&
    typeof a.className === 'string' &&
    (a.url === null || (typeof a.url === 'string' && a.url.startsWith('/'))) &&
    core(a.standardCore) &&
    core(a.wildCore)
  );
}

/** The catalogue the collector publishes beside its history (liveSource "history"). */
export async function fetchPublishedCatalogue(
  config: Pick<AppConfig, 'historyUrl' | 'requestTimeoutMs'>,
  signal?: AbortSignal,
): Promise<CatalogueResult> {
  const url = historyFileUrl(config.historyUrl ?? '', CATALOGUE_FILE, pageUrl());
  return parseCatalogue(
    await fetchHistoryFile(url, {
      timeoutMs: config.requestTimeoutMs,
      limit: historyReadLimit(CATALOGUE_FILE),
      ...(signal ? { signal } : {}),
    }),
  );
}
