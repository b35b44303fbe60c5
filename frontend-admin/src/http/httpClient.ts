import { fetchUtils, HttpError } from 'react-admin';
import { withCsrfToken } from './csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An HttpError of a refusal that said when to try again (429, 503). */
export interface RetryLater {
  /** Seconds to wait, from the answer's Retry-After header(s). */
  retryAfterSeconds?: number;
}

/**
 * Seconds to wait before trying again, from `Retry-After` or the rate limiter's named variants
 * (`Retry-After-ip`, `Retry-After-email`, …: one per limit, the longest wins). Whole seconds
 * only; an HTTP date is not used by this API.
 */
export function retryAfterSeconds(headers: Headers): number | undefined {
  let longest: number | undefined;
  headers.forEach((value, name) => {
    if (!name.toLowerCase().startsWith('retry-after')) return;
    const seconds = Number(value.trim());
    if (Number.isInteger(seconds) && seconds > 0) longest = Math.max(longest ?? 0, seconds);
  });
  return longest;
}

/**
 * react-admin's fetchUtils.fetchJson, keeping how long a refusal asks to wait: the same
 * headers (JSON content type), the same answer, the same HttpError (the server's `message`,
 * its JSON as body), plus `retryAfterSeconds` when the answer has a Retry-After header.
 */
async function fetchJson(url: string, options: fetchUtils.Options) {
  const response = await fetch(url, {
    ...options,
    headers: fetchUtils.createHeadersFromOptions(options),
  });
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON (e.g. an empty answer): the text stays in `body`.
  }
  const { status, statusText, headers } = response;
  if (status < 200 || status >= 300) {
    const message = (json as { message?: unknown } | undefined)?.message;
    const error: HttpError & RetryLater = new HttpError(
      typeof message === 'string' && message ? message : statusText,
      status,
      json,
    );
    const wait = retryAfterSeconds(headers);
    if (wait !== undefined) error.retryAfterSeconds = wait;
    throw error;
  }
  // fetchJson's answer shape; react-admin types its `json` as any.
  return { status, headers, body, json: json as ReturnType<typeof JSON.parse> };
}

/**
 * fetchJson with the session cookie and, on state-changing methods, the `x-csrf-token` header
 * the server demands. Errors are react-admin HttpErrors whose message is the server's JSON
 * `message`.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const method = (options.method ?? 'GET').toUpperCase();
  // Fresh headers per attempt: fetchJson mutates them, and a retry carries a different token.
  const prepare = (csrfToken?: string): fetchUtils.Options => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (csrfToken) headers.set('x-csrf-token', csrfToken);
    return { ...options, credentials: 'include', headers };
  };

  if (SAFE_METHODS.has(method)) return fetchJson(url, prepare());
  return withCsrfToken((token) => fetchJson(url, prepare(token)));
}
