// The collector's live list (live.json) as a feed: read with a conditional request, checked
// with the same rules as the service's entries (a bad match is skipped and counted), and its
// failures told as the files' failures, not the service's.
import * as v from 'valibot';
import type { Match } from '../domain/buckets.ts';
import type { AppConfig } from '../domain/config.ts';
import { CLOCK_SKEW_MS, READ_LIMITS } from '../domain/limits.ts';
import {
  LIVE_FILE,
  LIVE_FORMAT,
  LIVE_MATCHES,
  type LiveMatch,
  liveFileSchema,
  liveMatchSchema,
} from '../domain/live-format.ts';
import type { CollectorFacts } from '../domain/live-source.ts';
import { type Problem, problem } from '../domain/problems.ts';
import { reasonKey } from '../domain/reject-reasons.ts';
import { ApiError, getJson } from './client.ts';
import { historyFileUrl } from './history-files.ts';
import { validateEach } from './schemas.ts';
import type { FeedResult } from './service.ts';

export interface LiveFileResult extends FeedResult {
  /** The file's own facts: when it was written, and how the collector's polling goes. */
  collector: CollectorFacts;
}

/** The reason counted for matches past the file's cap. */
export const OVER_LIVE_CAP = reasonKey({ code: 'over-live-cap', values: { max: LIVE_MATCHES } });
const AFTER_FILE = reasonKey({ code: 'after-file', values: {} });

const toMatch = (m: LiveMatch): Match => ({ id: m.id, players: m.players, collectedAt: m.seenAt });

/**
 * A live.json body, checked: the envelope whole (a wrong shape, another format or a time
 * ahead of this device's clock refuses the file), the matches one by one. Matches come back
 * oldest first, as the service's feed sends them.
 */
export function parseLiveFile(body: unknown, now = Date.now()): LiveFileResult {
  const envelope = v.safeParse(liveFileSchema, body);
  if (!envelope.success) throw new ApiError('shape', problem('live-shape', {}));
  const file = envelope.output;
  if (file.format !== LIVE_FORMAT)
    throw new ApiError(
      'shape',
      problem('live-format', { format: file.format, expected: LIVE_FORMAT }),
    );
  if (file.asOf - now > CLOCK_SKEW_MS)
    throw new ApiError('shape', problem('live-future', { at: file.asOf }));
  const over = Math.max(0, file.matches.length - LIVE_MATCHES);
  const { items, rejected } = validateEach(liveMatchSchema, file.matches.slice(0, LIVE_MATCHES));
  if (over > 0) rejected[OVER_LIVE_CAP] = over;
  const kept = items.filter((m) => m.seenAt <= file.asOf);
  if (kept.length < items.length) rejected[AFTER_FILE] = items.length - kept.length;
  return {
    matches: kept.reverse().map(toMatch),
    received: file.matches.length,
    rejected,
    collector: {
      writtenAt: file.asOf,
      heartbeatMs: file.heartbeatMs,
      lastSuccessAt: file.poll.lastSuccessAt,
      consecutiveFailures: file.poll.consecutiveFailures,
      lastError: file.poll.lastError,
    },
  };
}

/** A failure to read live.json, said as the files' failure (the service is not asked). */
function filesError(error: unknown, url: string, timeoutMs: number): unknown {
  if (!(error instanceof ApiError)) return error;
  const extra = {
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
  };
  const say = (p: Problem) => new ApiError(error.kind, p, extra);
  switch (error.kind) {
    case 'network':
      return say(problem('files-network', { url }));
    case 'timeout':
      return say(problem('files-timeout', { url, seconds: timeoutMs / 1000 }));
    case 'http':
      return error.status === 404
        ? say(problem('files-no-live', { url }))
        : say(problem('files-http', { url, status: error.status ?? null }));
    case 'not-json':
      // "The service sent a web page instead of JSON data." -> "… is not JSON: a web page …"
      return error.problem.code === 'not-json'
        ? say(problem('files-not-json', { url, type: error.problem.values.type }))
        : say(problem('files-broken-json', { url }));
    default:
      return error;
  }
}

/** live.json from `historyUrl`, read within its byte limit, revalidated with the host. */
export async function fetchLiveFile(
  config: Pick<AppConfig, 'historyUrl' | 'requestTimeoutMs'>,
  pageUrl: string,
  signal?: AbortSignal,
): Promise<LiveFileResult> {
  const url = historyFileUrl(config.historyUrl ?? '', LIVE_FILE, pageUrl);
  let body: unknown;
  try {
    body = await getJson(url, {
      timeoutMs: config.requestTimeoutMs,
      limit: READ_LIMITS.live,
      revalidate: true,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw filesError(error, url, config.requestTimeoutMs);
  }
  return parseLiveFile(body);
}
