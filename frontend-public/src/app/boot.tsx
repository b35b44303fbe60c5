import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setAdopting } from '@/lib/adoption';
import { App } from './App';

/**
 * Starts React on #root. A page prerendered at build time (scripts/prerender.mjs) is adopted
 * (hydrated) rather than drawn again, in small slices, so that the phone's main thread stays free
 * to answer taps while the page comes alive.
 */
export function boot(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Inside a transition React renders in slices of a few milliseconds (a plain initial render or
  // hydration is one long task).
  startTransition(() => {
    if (container.firstElementChild) {
      setAdopting(true);
      hydrateRoot(container, app);
    } else createRoot(container).render(app);
  });
}
