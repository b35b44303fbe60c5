import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startLanguage } from '@/i18n/switch-language';
import { setAdopting } from '@/lib/adoption';
import { App } from './App';

/**
 * Starts React on #root. A page prerendered at build time (scripts/prerender.mjs) is adopted
 * (hydrated) rather than drawn again, in small slices, so that the phone's main thread stays free
 * to answer taps while the page comes alive.
 */
export async function boot(container: HTMLElement): Promise<void> {
  // The page's language (docs/i18n.md) before the first render: a page prerendered in another
  // language (e.g. the English one, served before the visitor chose) is drawn anew, not adopted.
  const prerenderedIn = document.documentElement.lang;
  const language = await startLanguage();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Inside a transition React renders in slices of a few milliseconds (a plain initial render or
  // hydration is one long task).
  startTransition(() => {
    if (container.firstElementChild && prerenderedIn === language) {
      setAdopting(true);
      hydrateRoot(container, app);
    } else createRoot(container).render(app);
  });
}
