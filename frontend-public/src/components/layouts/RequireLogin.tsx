import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from './PageLoader';
import { useIsLoggedIn } from '@/lib/session';

/**
 * Customer-only screens: without loginStatus 'true' the visitor goes to /Login
 * (docs/specification.md#roles).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  // Unknown in the prerendered page: a loader until the browser has read the flag.
  if (loggedIn === null) return <PageLoader tall />;
  return loggedIn ? children : <Navigate to="/Login" replace />;
}
