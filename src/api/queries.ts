// queryOptions factories for the two resources: key and fetcher side by side, the body
// validated inside the queryFn so a bad body is an ordinary query error.
import { type Query, queryOptions } from '@tanstack/react-query';
import type { AppConfig } from '../domain/config.ts';
import type { Match } from '../domain/match-store.ts';
import { ApiError, apiUrl, getJson } from './client.ts';
import {
  type Archetype,
  archetypeSchema,
  catalogueEnvelopeSchema,
  type FeedEntry,
  feedEntrySchema,
  feedEnvelopeSchema,
  validateEach,
} from './schemas.ts';

export const FEED_PATH = '/api/v1/live/replay_feed/';
export const ARCHETYPES_PATH = '/api/v1/archetypes/';
export const MAX_BACKOFF_MS = 60_000;

export interface FeedResult {
  matches: Match[];
  received: number;
  rejected: Record<string, number>;
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

function pageUrl(): string {
  return typeof document !== 'undefined' ? document.baseURI : 'http://localhost/';
}

export async function fetchFeed(config: AppConfig, signal?: AbortSignal): Promise<FeedResult> {
  const body = await getJson(apiUrl(config.apiBaseUrl, FEED_PATH, pageUrl()), {
    timeoutMs: config.requestTimeoutMs,
    ...(signal ? { signal } : {}),
  });
  const envelope = feedEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new ApiError('shape', 'The feed answer has the wrong shape (no "data" list of matches).');
  }
  const { items, rejected } = validateEach(feedEntrySchema, envelope.data.data);
  return { matches: items.map(toMatch), received: envelope.data.data.length, rejected };
}

export async function fetchCatalogue(
  config: AppConfig,
  signal?: AbortSignal,
): Promise<CatalogueResult> {
  const body = await getJson(
    apiUrl(config.apiBaseUrl, `${ARCHETYPES_PATH}?format=json`, pageUrl()),
    {
      timeoutMs: config.requestTimeoutMs,
      ...(signal ? { signal } : {}),
    },
  );
  const envelope = catalogueEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new ApiError(
      'shape',
      'The archetype list has the wrong shape (not a list of archetypes).',
    );
  }
  const { items, rejected } = validateEach(archetypeSchema, envelope.data);
  return { archetypes: items, rejected, urlsRejected: items.filter((a) => a.url === null).length };
}

/**
 * Delay before the next feed poll: the interval after a success; after failures, exponential
 * backoff capped at 60 s with jitter, never under the interval nor under Retry-After. The
 * jitter is derived from the failure time, so the same state always gives the same delay
 * (React Query recomputes this on every render and restarts its timer when it changes).
 */
export function nextPollDelay(
  state: { status: string; error: unknown; errorUpdatedAt: number },
  intervalMs: number,
): number {
  if (state.status !== 'error') return intervalMs;
  const failures = state.error instanceof ApiError ? state.error.attempt : 1;
  const base = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** (failures - 1));
  const frac = (((state.errorUpdatedAt % 9973) * 7919) % 9973) / 9973;
  const jittered = Math.max(intervalMs, Math.round(base * (0.8 + 0.2 * frac)));
  const retryAfter = state.error instanceof ApiError ? (state.error.retryAfterMs ?? 0) : 0;
  return Math.max(jittered, Math.min(retryAfter, 10 * MAX_BACKOFF_MS));
}

export const feedKey = (config: AppConfig) => ['feed', config.apiBaseUrl] as const;
export const catalogueKey = (config: AppConfig) => ['catalogue', config.apiBaseUrl] as const;

/**
 * The feed: polled every pollIntervalMs, in background tabs too (it hangs on a wall). Polling
 * does its own backoff through refetchInterval rather than React Query's retries, because
 * those pause while the tab is unfocused (TanStack/query#8353) and a wall display is rarely
 * focused. React Query never starts a poll while one is in flight.
 */
export function feedQueryOptions(config: AppConfig, priorFailures: () => number) {
  return queryOptions({
    queryKey: feedKey(config),
    queryFn: async ({ signal }) => {
      try {
        return await fetchFeed(config, signal);
      } catch (error) {
        if (error instanceof ApiError) error.attempt = priorFailures() + 1;
        throw error;
      }
    },
    refetchInterval: (query: Query<FeedResult, Error, FeedResult, readonly unknown[]>) =>
      nextPollDelay(query.state, config.pollIntervalMs),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: false,
    networkMode: 'always',
    staleTime: 0,
    structuralSharing: false,
  });
}

/** The catalogue: cached for catalogueRefreshMs, refreshed on that interval, retried with backoff. */
export function catalogueQueryOptions(config: AppConfig) {
  return queryOptions({
    queryKey: catalogueKey(config),
    queryFn: ({ signal }) => fetchCatalogue(config, signal),
    staleTime: config.catalogueRefreshMs,
    gcTime: Number.POSITIVE_INFINITY,
    refetchInterval: config.catalogueRefreshMs,
    refetchIntervalInBackground: true,
    networkMode: 'always',
    retry: true,
    retryDelay: (attempt) =>
      Math.min(MAX_BACKOFF_MS, 2000 * 2 ** attempt) * (0.8 + Math.random() * 0.2),
  });
}

/** Catalogue by archetype id; a module-level select, so React Query memoises it once per data. */
export function selectArchetypeIndex(data: CatalogueResult): ReadonlyMap<number, Archetype> {
  return new Map(data.archetypes.map((a) => [a.id, a]));
}
