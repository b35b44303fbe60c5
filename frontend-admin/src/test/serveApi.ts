import { http, HttpResponse } from 'msw';
import type { ApiAnswers, ErrorAnswer } from './handlers';
import { server } from './server';

/** A request as a test reads it back: path and query, method, headers, parsed JSON body. */
export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
}

export interface Reply<T> {
  status?: number;
  json?: T | ErrorAnswer;
  headers?: Record<string, string>;
}
type Route<T> = Reply<T> | ((call: Call) => Reply<T>);
type RouteTable<Answers> = { [K in keyof Answers]?: Route<Answers[K]> | Route<Answers[K]>[] };

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };

/** The call as recorded the moment it arrives (so calls keep their order); body read later. */
function callOf(request: Request): Call {
  const { pathname, search } = new URL(request.url);
  return {
    url: `${pathname}${search}`,
    method: request.method,
    headers: request.headers,
    body: undefined,
    credentials: request.credentials,
  };
}

function serve(routes: Record<string, Route<unknown> | Route<unknown>[] | undefined>): Call[] {
  const calls: Call[] = [];
  const handlers = Object.entries(routes).map(([key, entry]) => {
    const [method, path] = key.split(' ') as [keyof typeof METHODS, string];
    let used = 0;
    return METHODS[method](path, async ({ request }) => {
      const call = callOf(request);
      calls.push(call);
      const text = await request.text();
      if (text) call.body = JSON.parse(text);
      // A list answers successive calls in turn, repeating its last answer.
      const route = Array.isArray(entry) ? entry[Math.min(used++, entry.length - 1)] : entry;
      const reply = typeof route === 'function' ? route(call) : (route ?? {});
      return new HttpResponse(reply.json === undefined ? null : JSON.stringify(reply.json), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...reply.headers },
      });
    });
  });
  server.use(...handlers);
  return calls;
}

/**
 * Answers the given routes for this test (server.use(): MSW's handlers, typed by the contract)
 * and records every call they answer, in order. The CSRF token route answers and is recorded
 * too unless the test gives its own. Routes not given keep the defaults of handlers.ts; any
 * other call fails the test.
 */
export function serveApi(routes: RouteTable<ApiAnswers>): Call[] {
  return serve({ 'GET /api/user/token': { json: { csrfToken: 'tok' } }, ...routes });
}

/** serveApi for any path, for tests of the HTTP client itself rather than of the contract. */
export function serveAnyRoutes(routes: Record<string, Route<unknown> | Route<unknown>[]>): Call[] {
  return serve({ 'GET /api/user/token': { json: { csrfToken: 'tok' } }, ...routes });
}

/** A ra-data-simple-rest list answer: the rows plus Content-Range. */
export function listReply<T>(resource: string, rows: T[], total = rows.length): Reply<T[]> {
  const last = Math.max(0, rows.length - 1);
  return { json: rows, headers: { 'Content-Range': `${resource} 0-${last}/${total}` } };
}

/** The query parameters of a recorded call (ra-data-simple-rest's filter is parsed JSON). */
export function queryOf(call: Pick<Call, 'url'>): Record<string, unknown> {
  const params = new URL(call.url, 'http://localhost').searchParams;
  const query: Record<string, unknown> = {};
  params.forEach((value, key) => {
    try {
      query[key] = JSON.parse(value);
    } catch {
      query[key] = value;
    }
  });
  return query;
}
