import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// jsdom does not implement scrolling; ScrollToTop calls it on every route change. (No window in
// the tests that run in Node, e.g. app/import-zones.test.ts.)
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

// findBy*/waitFor wait up to 10 s instead of 1 s: on a loaded CI machine a render can take longer
// (a test that waits for something that never comes still fails, only later).
configure({ asyncUtilTimeout: 10_000 });
