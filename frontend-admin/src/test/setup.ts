import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetCsrfToken } from '../http/csrf';
import { server } from './server';

// react-admin's first render in jsdom takes seconds on a busy shared machine; findBy*/waitFor
// would give up after their default second.
configure({ asyncUtilTimeout: 10_000 });

// A call no test answers fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  forgetCsrfToken();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
