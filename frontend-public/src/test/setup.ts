import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { activateLanguage, loadAllMessages } from '@/i18n/i18n';
import { isApiCall } from './api-handlers';
import { rememberUnhandled, server, takeUnhandled } from './server';

// jsdom does not implement scrolling; ScrollToTop calls it on every route change. (No window in
// the tests that run in Node, e.g. app/import-zones.test.ts.)
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

// findBy*/waitFor wait up to 10 s instead of 1 s: on a loaded CI machine a render can take longer
// (a test that waits for something that never comes still fails, only later).
configure({ asyncUtilTimeout: 10_000 });

// The API is MSW's (test/api-handlers.ts); a call no handler answers fails the test.
// Screens render without the boot, which loads the language's messages, and without the router,
// which loads the messages beyond the core (src/i18n/parts.ts).
beforeAll(async () => {
  await loadAllMessages();
  await activateLanguage('en');
});

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      // Files the test environment loads itself (jsdom) are not the test's to answer.
      if (!isApiCall(new URL(request.url))) return;
      rememberUnhandled(request);
      print.error();
    },
  }),
);
// Explicit, not Testing Library's own: that one registers when the library is first imported, which
// is once per worker when test files share their modules (vitest.config.ts, `isolate: false`).
afterEach(() => {
  cleanup();
  // Every test starts in English, the specification's language (a test may have switched).
  void activateLanguage('en');
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
  server.resetHandlers();
  // Globals a test stubbed (EventSource, matchMedia, …) are the real ones again.
  vi.unstubAllGlobals();
  const unhandled = takeUnhandled();
  if (unhandled.length > 0) {
    throw new Error(`API calls no handler answered: ${unhandled.join(', ')}`);
  }
});
afterAll(() => server.close());
