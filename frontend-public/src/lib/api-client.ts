// The one HTTP client of the customer site: same-origin JSON with the session cookie, the CSRF
// token on every mutating call, and the specification's 401/500/503 redirects in one place.
import { markLoggedOut } from './session';
import { t } from '@/i18n/i18n';
import { inSiteLanguage } from '@/i18n/server-text';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Statuses the caller handles itself: no central redirect for them, e.g. `{ handle: [401] }`. */
  handle?: readonly number[];
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Every failed call throws this. `message` is the server's `message` field when it sent one, in
 * the site's language (src/i18n/server-text.ts); `data` keeps the server's own words.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** The parsed error body ({message, ...}), if any. */
    readonly data: unknown,
    /** True when the client already redirected (401 -> /Login, 500 -> /Error500, 503 -> /Error503). */
    readonly handled: boolean,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_TOKEN_PATH = '/api/user/token';
const CSRF_INVALID_MESSAGE = 'Invalid CSRF token';

/** Where each centrally handled status sends the browser. */
export const CENTRAL_REDIRECTS: Readonly<Record<number, string>> = {
  401: '/Login',
  500: '/Error500',
  503: '/Error503',
};

export type Navigate = (to: string) => void;
const fullPageNavigate: Navigate = (to) => window.location.assign(to);
let navigate: Navigate = fullPageNavigate;

/** The app registers its router's navigate here; null restores full-page navigation. */
export function setNavigate(fn: Navigate | null): void {
  navigate = fn ?? fullPageNavigate;
}

// One token per session, shared by concurrent calls; the server rotates the session at login and
// logout, so callers may clear it then (a stale token also heals itself through the 403 retry).
let csrfToken: Promise<string> | null = null;

export function clearCsrfToken(): void {
  csrfToken = null;
}

function getCsrfToken(options: RequestOptions): Promise<string> {
  if (!csrfToken) {
    const pending = request<{ csrfToken: string }>('GET', CSRF_TOKEN_PATH, undefined, {
      handle: options.handle,
    }).then((answer) => answer.csrfToken);
    // A failed fetch must not stay cached.
    pending.catch(() => {
      if (csrfToken === pending) csrfToken = null;
    });
    csrfToken = pending;
  }
  return csrfToken;
}

async function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  // No Content-Type without a body: Fastify rejects an empty body declared as JSON.
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (method !== 'GET') headers[CSRF_HEADER] = await getCsrfToken(options);
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, t('network.error'), undefined, false);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join(', ');
  return undefined;
}

async function failure(status: number, data: unknown, options: RequestOptions): Promise<ApiError> {
  const target = CENTRAL_REDIRECTS[status];
  const handled = target !== undefined && !options.handle?.includes(status);
  if (handled) {
    if (status === 401) {
      markLoggedOut();
      clearCsrfToken();
    }
    navigate(target);
  }
  const message = messageOf(data);
  const shown = message === undefined ? undefined : await inSiteLanguage(message);
  return new ApiError(status, shown ?? `Request failed with status ${status}`, data, handled);
}

async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  let response = await send(method, path, body, options);
  let data = await readBody(response);
  // The token died with its session (expiry, login, logout): fetch a fresh one and retry once.
  if (method !== 'GET' && response.status === 403 && messageOf(data) === CSRF_INVALID_MESSAGE) {
    clearCsrfToken();
    response = await send(method, path, body, options);
    data = await readBody(response);
  }
  if (!response.ok) throw await failure(response.status, data, options);
  return data as T;
}

/** `path` is same-origin, e.g. '/api/user/logout'. Resolves with the parsed JSON answer. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
