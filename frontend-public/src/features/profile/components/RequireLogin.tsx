import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useIsLoggedIn } from '../../../lib/session';

/** Customer-only screens: without loginStatus 'true' the visitor goes to /Login (seed §6). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? children : <Navigate to="/Login" replace />;
}
