import { fetchUtils } from 'react-admin';
import { withCsrfToken } from './csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * fetchUtils.fetchJson with the session cookie and, on state-changing methods, the
 * `x-csrf-token` header the server demands. Errors are react-admin HttpErrors whose message is
 * the server's JSON `message`.
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

  if (SAFE_METHODS.has(method)) return fetchUtils.fetchJson(url, prepare());
  return withCsrfToken((token) => fetchUtils.fetchJson(url, prepare(token)));
}
