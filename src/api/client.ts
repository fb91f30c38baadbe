// The one fetch function every request goes through, and the typed errors a screen explains.
import type { FailureKind } from '../domain/connection.ts';

export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly status: number | undefined;
  /** From Retry-After on 429/503: how long the service asked us to wait. */
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: FailureKind,
    message: string,
    extra: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = extra.status;
    this.retryAfterMs = extra.retryAfterMs;
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

function statusMessage(status: number): string {
  if (status === 429) return 'The service is rate-limiting us (HTTP 429).';
  if (status === 404) return 'The service does not know this address (HTTP 404): check apiBaseUrl.';
  if (status >= 500) return `The service is failing (HTTP ${status}).`;
  return `The service refused the request (HTTP ${status}).`;
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
  /** React Query's signal, so an unmounted or cancelled query stops its request. */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
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
  options.signal?.addEventListener('abort', relay, { once: true });
  const doFetch = options.fetchImpl ?? fetch;
  try {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
        credentials: 'omit',
      });
    } catch (cause) {
      if (timedOut) {
        throw new ApiError(
          'timeout',
          `The service did not answer within ${options.timeoutMs / 1000} s.`,
        );
      }
      if (options.signal?.aborted) throw cause;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw new ApiError('offline', 'This device is offline.');
      }
      throw new ApiError('network', 'Cannot reach the service (network error).');
    }
    if (!response.ok) {
      const retryAfterMs =
        response.status === 429 || response.status === 503
          ? parseRetryAfter(response.headers.get('Retry-After'))
          : undefined;
      throw new ApiError('http', statusMessage(response.status), {
        status: response.status,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      });
    }
    const type = response.headers.get('Content-Type') ?? '';
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      if (timedOut) {
        throw new ApiError(
          'timeout',
          `The service did not finish answering within ${options.timeoutMs / 1000} s.`,
        );
      }
      if (options.signal?.aborted) throw cause;
      throw new ApiError('network', 'The connection broke while reading the answer.');
    }
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim())) {
      const what = /html/i.test(type) ? 'a web page' : `"${type || 'no content type'}"`;
      throw new ApiError('not-json', `The service sent ${what} instead of JSON data.`, {
        status: response.status,
      });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError('not-json', 'The service sent broken JSON (cut off or malformed).', {
        status: response.status,
      });
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', relay);
  }
}

/** A plain-language line for any error a query may hold. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return `Unexpected error: ${error.message}`;
  return 'Unexpected error.';
}
