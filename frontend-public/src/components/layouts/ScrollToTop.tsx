import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Each new page starts at the top, as the specification asks. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
