import { fetchUtils } from 'react-admin';

const TOKEN_URL = '/api/user/token';

// The token is bound to the server session, so one fetch serves every mutation until the
// session changes. Caching the promise lets concurrent mutations share that one fetch.
let pending: Promise<string> | null = null;

export function getCsrfToken(): Promise<string> {
  if (!pending) {
    const request = fetchUtils.fetchJson(TOKEN_URL, { credentials: 'include' }).then(({ json }) => {
      if (typeof json?.csrfToken !== 'string') throw new Error('No CSRF token in the answer');
      return json.csrfToken as string;
    });
    // A failed fetch must not stay cached, or every later mutation would fail with it.
    request.catch(() => {
      if (pending === request) pending = null;
    });
    pending = request;
  }
  return pending;
}

/** Drops the cached token; call it when the session changes (login rotates it, logout ends it). */
export function forgetCsrfToken(): void {
  pending = null;
}

export function isInvalidCsrfError(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return status === 403 && message === 'Invalid CSRF token';
}

/**
 * Runs `send` with the current token. When the server rejects it as stale (the session expired
 * or was rotated), fetches a fresh token and retries exactly once.
 */
export async function withCsrfToken<T>(send: (token: string) => Promise<T>): Promise<T> {
  const used = getCsrfToken();
  try {
    return await send(await used);
  } catch (error) {
    if (!isInvalidCsrfError(error)) throw error;
    if (pending === used) pending = null;
    return send(await getCsrfToken());
  }
}
