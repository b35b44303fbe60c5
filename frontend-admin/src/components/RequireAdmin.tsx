import type { ReactNode } from 'react';
import { Authenticated } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { isAdminLoggedIn } from '../adminStorage';
import { LOGIN_PATH } from '../paths';

/**
 * docs/specification.md#admin-transitions route guard of the custom pages: without AdloginStatus
 * 'true', straight to
 * /Adminconfigpage (checked synchronously from the flag, as the specification does, so nothing of
 * the
 * page renders or loads first). <Authenticated> then runs authProvider.checkAuth like the
 * resource pages do.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  if (!isAdminLoggedIn()) return <Navigate to={LOGIN_PATH} replace />;
  return <Authenticated>{children}</Authenticated>;
}
