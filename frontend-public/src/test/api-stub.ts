// A table of API answers for screen tests, on top of the MSW server (test/server.ts): answers by
// 'METHOD /path' (or '/path' for any method), typed against the API's routes, so a test states
// what the server says without caring about the order of CSRF token calls, and records what the
// screen sent. For answers typed by the API's schemas, use test/api-handlers.ts with server.use.
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { CSRF_TOKEN_PATH, clearCsrfToken, setNavigate } from '@/lib/api-client';
import { TEST_SITE_SETTINGS, isApiCall, type ApiRoute, type RouteAnswer } from './api-handlers';
import { server } from './server';

export { TEST_SITE_SETTINGS };

export function json(status: number, body?: unknown): Response {
  return body === undefined
    ? new HttpResponse(null, { status })
    : HttpResponse.json(body as Record<string, unknown>, { status });
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** The statuses of answers other than success, whose bodies the API document does not type. */
export type OtherStatus =
  204 | 304 | 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 502 | 503;

/**
 * One answer of a queue: each is given once, in order; after the last, the call is unhandled.
 * A success carries the body the API document gives the route.
 */
export type StubAnswer<R extends string = string> =
  [status: 200 | 201, body?: RouteAnswer<R>] | [status: OtherStatus, body?: unknown];

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

const SITE_SETTINGS_PATH = '/api/siteSettings';

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function toHandler(route: string, stub: Handler | StubAnswer[]) {
  const [method, path] = route.includes(' ') ? route.split(' ') : ['ALL', route];
  const on = method === 'ALL' ? http.all : http[method.toLowerCase() as 'get'];
  return on(path, async ({ request }) => {
    if (typeof stub === 'function') return stub(await readBody(request.clone()));
    const answer = stub.shift();
    // Past the end of its queue the call is unhandled: the test fails (test/setup.ts).
    return answer ? json(answer[0], answer[1]) : undefined;
  });
}

/**
 * Answers the API's calls from `stubs` (on top of test/api-handlers.ts' defaults: the CSRF token
 * and TEST_SITE_SETTINGS) and forgets the CSRF token. A call without an answer fails the test.
 * The API client's central redirects (401/500/503) go to the `navigate` spy until a rendered
 * router takes them over (renderPage, renderHome). Undo with restoreApi().
 */
export function stubApi<T extends { [route in ApiRoute]?: unknown }>(
  stubs: T & { [R in keyof T]: Handler | StubAnswer<R & string>[] },
) {
  clearCsrfToken();
  const navigate = vi.fn<(to: string) => void>();
  setNavigate(navigate);
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!isApiCall(url)) return;
    const entry: SentRequest = {
      method: request.method,
      url: url.pathname + url.search,
      body: undefined,
    };
    sent.push(entry);
    void readBody(request.clone()).then(
      (body) => (entry.body = body),
      () => undefined,
    );
  });
  server.use(
    ...Object.entries(stubs).map(([route, stub]) =>
      toHandler(route, stub as Handler | StubAnswer[]),
    ),
  );
  return {
    /** Every call made so far, the CSRF token and site settings fetches included. */
    calls: () => [...sent],
    /** The API client's central redirects, unless a rendered router handles them. */
    navigate,
    /** The calls made so far, CSRF token and site settings fetches left out. */
    requests: () => sent.filter((r) => r.url !== CSRF_TOKEN_PATH && r.url !== SITE_SETTINGS_PATH),
    /** The JSON bodies sent to `path`, in order. */
    bodies: (path: string): unknown[] => sent.filter((r) => r.url === path).map((r) => r.body),
  };
}

/** Undoes stubApi: the default handlers only, full-page redirects and no CSRF token. */
export function restoreApi() {
  server.events.removeAllListeners();
  server.resetHandlers();
  setNavigate(null);
  clearCsrfToken();
}
