import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

// jsdom does not implement scrolling; ScrollToTop calls it on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
