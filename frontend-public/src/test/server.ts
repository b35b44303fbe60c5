// The MSW server of the component tests (started in test/setup.ts): the default handlers of
// test/api-handlers.ts, reset after each test. A request no handler answers fails the test.
import { setupServer } from 'msw/node';
import { defaultHandlers } from './api-handlers';

export const server = setupServer(...defaultHandlers);

const unhandled: string[] = [];

/** For setupServer's onUnhandledRequest: remembers the call, so the test fails after it. */
export function rememberUnhandled(request: Request) {
  const url = new URL(request.url);
  unhandled.push(`${request.method} ${url.pathname}${url.search}`);
}

/** The calls no handler answered since the last call, forgotten once read. */
export function takeUnhandled(): string[] {
  return unhandled.splice(0);
}
