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
