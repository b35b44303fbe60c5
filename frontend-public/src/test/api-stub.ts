// A fake backend for screen tests: answers by 'METHOD /path' (or '/path' for any method), so a
// test states what the server says without caring about the order of CSRF token calls, and
// records what the screen sent.
import { vi } from 'vitest';
import { CSRF_TOKEN_PATH, clearCsrfToken, setNavigate } from '../lib/api-client';

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** One answer of a queue: each is given once, in order; the path is unstubbed after the last. */
type Answer = [status: number, body?: unknown];

/** A handler that answers `status` and `body` (a fresh Response each time: bodies read once). */
export const reply =
  (status: number, body?: unknown): Handler =>
  () =>
    json(status, body);

/** Answers each call with the next handler; the last one repeats. */
export const replies =
  (...handlers: Handler[]): Handler =>
  (body) =>
    (handlers.length > 1 ? handlers.shift()! : handlers[0])(body);

/** A response that never comes, e.g. to look at a screen while it waits. */
export const pending: Handler = () => new Promise<Response>(() => {});

const unstubbed = (method: string, url: string) =>
  json(599, { message: `No stub for ${method} ${url}` });

/** What `GET /api/siteSettings` answers unless a test says otherwise. */
export const TEST_SITE_SETTINGS = {
  contactEmail: 'desk@selamtopup.test',
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/selamtopup.test' },
    { network: 'youtube', url: 'https://www.youtube.com/@selamtopup.test' },
  ],
  mvmBusinessName: 'Test Training Academy',
};

const SITE_SETTINGS_PATH = '/api/siteSettings';

/**
 * Stubs the global fetch and forgets the CSRF token. `GET /api/user/token` answers a token and
 * `GET /api/siteSettings` TEST_SITE_SETTINGS unless overridden; a call without a handler (or past the end of its queue) answers 599 so the test
 * sees it. The API client's central redirects (401/500/503) go to the `navigate` spy until a
 * rendered router takes them over (renderPage, renderHome). Undo with restoreApi().
 */
export function stubApi(stubs: Record<string, Handler | Answer[]>) {
  clearCsrfToken();
  const navigate = vi.fn<(to: string) => void>();
  setNavigate(navigate);
  const sent: SentRequest[] = [];
  const all: Record<string, Handler | Answer[]> = {
    [`GET ${CSRF_TOKEN_PATH}`]: reply(200, { csrfToken: 'test-token' }),
    [`GET ${SITE_SETTINGS_PATH}`]: reply(200, TEST_SITE_SETTINGS),
    ...stubs,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    const stub = all[`${method} ${url}`] ?? all[url];
    if (typeof stub === 'function') return stub(body);
    const answer = stub?.shift();
    return answer ? json(...answer) : unstubbed(method, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    /** The same mock as `fetch`. */
    fetchMock,
    /** The API client's central redirects, unless a rendered router handles them. */
    navigate,
    /** The calls made so far, CSRF token and site settings fetches left out. */
    requests: () => sent.filter((r) => r.url !== CSRF_TOKEN_PATH && r.url !== SITE_SETTINGS_PATH),
    /** The JSON bodies sent to `path`, in order. */
    bodies: (path: string): unknown[] => sent.filter((r) => r.url === path).map((r) => r.body),
  };
}

/** Undoes stubApi: the real fetch, full-page redirects and no CSRF token. */
export function restoreApi() {
  vi.unstubAllGlobals();
  setNavigate(null);
  clearCsrfToken();
}
