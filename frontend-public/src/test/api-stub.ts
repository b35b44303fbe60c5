// A fetch stub for screen tests: answers by 'METHOD /path', so a test states what the server
// says without caring about the order of CSRF token calls, and records what the screen sent.
import { vi } from 'vitest';

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

/**
 * Stubs the global fetch. `GET /api/user/token` answers a CSRF token unless overridden; a call
 * without a handler answers 599 so the test sees it. Undo with vi.unstubAllGlobals().
 */
export function stubApi(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const all: Record<string, Handler> = {
    'GET /api/user/token': reply(200, { csrfToken: 'test-token' }),
    ...handlers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    const handler = all[`${method} ${url}`];
    return handler ? handler(body) : json(599, { message: `No stub for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    /** The calls made so far, CSRF token fetches left out. */
    requests: () => sent.filter((r) => r.url !== '/api/user/token'),
  };
}
