// The back-forward cache: a page shown again exactly as it was left (kept apart from browser.ts,
// which tests replace).
import { useEffect, useRef } from 'react';

/**
 * Calls `onRestore` when the browser shows this page again from its back-forward cache (Back
 * from a hosted checkout): the page comes back exactly as it was left, spinners included.
 */
export function usePageRestore(onRestore: () => void): void {
  const callback = useRef(onRestore);
  useEffect(() => {
    callback.current = onRestore;
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) callback.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
