// The one fetch function every request goes through, and the typed errors a screen explains.
import type { FailureKind } from '../domain/connection.ts';
import type { ReadLimit } from '../domain/limits.ts';
import {
  type Problem,
  problem,
  problemEnglish,
  problemMessage,
  problemOf,
} from '../domain/problems.ts';
import { nextTask } from './next-task.ts';

/**
 * A failed request. `problem` (its `code` and `values`) is what a screen words in its language
 * (domain/error-text.ts errorText); `message` is the same in English, for the collector's log.
 */
export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly status: number | undefined;
  /** From Retry-After on 429/503: how long the service asked us to wait. */
  readonly retryAfterMs: number | undefined;
  readonly problem: Problem;

  /** `what`: the problem, or a text with no code (the collector's own, tests). */
  constructor(
    kind: FailureKind,
    what: Problem | string,
    extra: { status?: number; retryAfterMs?: number } = {},
  ) {
    const p = typeof what === 'string' ? problem('text', { text: what }) : what;
    super(problemMessage(p));
    this.name = 'ApiError';
    this.kind = kind;
    this.problem = p;
    this.status = extra.status;
    this.retryAfterMs = extra.retryAfterMs;
  }

  get code(): Problem['code'] {
    return this.problem.code;
  }

  get values(): Problem['values'] {
    return this.problem.values;
  }
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

function statusProblem(status: number): Problem {
  if (status === 429) return problem('rate-limited', {});
  if (status === 404) return problem('not-found', {});
  if (status >= 500) return problem('service-failing', { status });
  return problem('service-refused', { status });
}

/** Resolves an API path against the configured base ("" = this page's own origin and prefix). */
export function apiUrl(apiBaseUrl: string, path: string, pageUrl: string): string {
  const relative = path.replace(/^\/+/, '');
  if (apiBaseUrl === '') return new URL(relative, pageUrl).toString();
  const base = new URL(apiBaseUrl, pageUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(relative, base).toString();
}

export interface GetJsonOptions {
  timeoutMs: number;
  /** The most bytes read: a longer answer is cut off there and refused (also when it streams). */
  limit: ReadLimit;
  /** Off for the collector: a redirect is refused, never followed to where it points. */
  followRedirects?: boolean;
  /** React Query's signal, so an unmounted or cancelled query stops its request. */
  signal?: AbortSignal;
  /**
   * Ask the server every time, with the validators of the browser's cached copy: an unchanged
   * file costs a 304 (and needs no CORS preflight, unlike a header set by hand).
   */
  revalidate?: boolean;
  fetchImpl?: typeof fetch;
}

/**
 * The body as text, read chunk by chunk and refused once it passes the limit. Stops when
 * `signal` aborts, whatever the fetch implementation does with its stream.
 */
async function readText(
  response: Response,
  limit: ReadLimit,
  signal: AbortSignal,
): Promise<string> {
  const tooLarge = () =>
    new ApiError('too-large', problem('too-large', { limit: limit.id, bytes: limit.bytes }), {
      status: response.status,
    });
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (declared > limit.bytes) {
    void response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const stopped = new Promise<never>((_, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  stopped.catch(() => {});
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await Promise.race([reader.read(), stopped]);
    } catch (error) {
      void reader.cancel().catch(() => {});
      throw error;
    }
    const { done, value } = chunk;
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit.bytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** GET a URL expecting JSON; every failure becomes an ApiError of a kind a screen can explain. */
export async function getJson(url: string, options: GetJsonOptions): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const relay = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', relay, { once: true });
  const doFetch = options.fetchImpl ?? fetch;
  try {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
        credentials: 'omit',
        ...(options.revalidate ? { cache: 'no-cache' as const } : {}),
        ...(options.followRedirects === false ? { redirect: 'manual' as const } : {}),
      });
    } catch (cause) {
      if (timedOut) {
        throw new ApiError('timeout', problem('timeout', { seconds: options.timeoutMs / 1000 }));
      }
      if (options.signal?.aborted) throw cause;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new ApiError('offline', problem('offline', {}));
      }
      throw new ApiError('network', problem('network', {}));
    }
    if (
      options.followRedirects === false &&
      (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))
    ) {
      void response.body?.cancel().catch(() => {});
      throw new ApiError('http', problem('redirect', { status: response.status }), {
        status: response.status,
      });
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => {});
      const retryAfterMs =
        response.status === 429 || response.status === 503
          ? parseRetryAfter(response.headers.get('Retry-After'))
          : undefined;
      throw new ApiError('http', statusProblem(response.status), {
        status: response.status,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      });
    }
    const type = response.headers.get('Content-Type') ?? '';
    let text: string;
    try {
      text = await readText(response, options.limit, controller.signal);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      if (timedOut) {
        throw new ApiError(
          'timeout',
          problem('timeout-reading', { seconds: options.timeoutMs / 1000 }),
        );
      }
      if (options.signal?.aborted) throw cause;
      throw new ApiError('network', problem('read-broken', {}));
    }
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim())) {
      throw new ApiError('not-json', problem('not-json', { type }), { status: response.status });
    }
    // Reading a body and parsing it (with what the caller then does with it: checking, storing,
    // drawing) are a task each: together they were one task over 50 ms on a 6× slower CPU.
    await nextTask();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError('not-json', problem('broken-json', {}), { status: response.status });
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', relay);
  }
}

/**
 * A plain-language line for any error a query may hold, in English (logs, tests). A screen words
 * it in its own language with domain/error-text.ts errorText.
 */
export function describeError(error: unknown): string {
  return problemEnglish(problemOf(error));
}
