// A fake backend for screen tests: answers by path from queued [status, body] pairs and records
// what each call sent. The CSRF token call is always answered.
import { vi } from 'vitest';
import { clearCsrfToken, setNavigate } from '../../../lib/api-client';

type Answer = [status: number, body?: unknown];

export function stubApi(answers: Record<string, Answer[]>) {
  clearCsrfToken();
  const navigate = vi.fn<(to: string) => void>();
  setNavigate(navigate);
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    if (path === '/api/user/token') return json(200, { csrfToken: 'test-token' });
    const answer = answers[path]?.shift();
    if (!answer) throw new Error(`Unexpected call to ${path}`);
    return json(...answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The API client's central redirects (401/500/503). */
    navigate,
    /** The JSON bodies sent to `path`, in order. */
    bodies: (path: string): unknown[] =>
      fetchMock.mock.calls
        .filter(([input]) => String(input) === path)
        .map(([, init]) => JSON.parse(String(init?.body))),
  };
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function restoreApi() {
  vi.unstubAllGlobals();
  setNavigate(null);
  clearCsrfToken();
}
