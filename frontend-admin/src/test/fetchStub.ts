import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
}

type Reply = { status?: number; json?: unknown };

/** Stubs global fetch with a list of replies (one per call, in order) and records the calls. */
export function stubFetch(...replies: Reply[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`Unexpected fetch ${String(input)}`);
    const status = reply.status ?? 200;
    return new Response(reply.json === undefined ? null : JSON.stringify(reply.json), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export type RouteReply = Reply & { headers?: Record<string, string> };
type RouteHandler = RouteReply | ((call: Call) => RouteReply);

/**
 * Stubs global fetch by route, for screens that make several calls in no fixed order. Keys are
 * "METHOD /path" (the query string is ignored for matching; read it from the recorded call). A
 * list of handlers answers successive calls in turn, repeating the last one. The CSRF token
 * route answers by default.
 */
export function stubApi(routes: Record<string, RouteHandler | RouteHandler[]>) {
  const calls: Call[] = [];
  const used: Record<string, number> = {};
  const table: Record<string, RouteHandler | RouteHandler[]> = {
    'GET /api/user/token': { json: { csrfToken: 'tok' } },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    const key = `${call.method} ${call.url.split('?')[0]}`;
    const entry = table[key];
    if (!entry) throw new Error(`Unexpected fetch ${key}`);
    let handler: RouteHandler;
    if (Array.isArray(entry)) {
      const index = used[key] ?? 0;
      used[key] = index + 1;
      handler = entry[Math.min(index, entry.length - 1)];
    } else {
      handler = entry;
    }
    const reply = typeof handler === 'function' ? handler(call) : handler;
    return new Response(reply.json === undefined ? null : JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A ra-data-simple-rest list answer: the rows plus Content-Range. */
export function listReply(resource: string, rows: unknown[], total = rows.length): RouteReply {
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
