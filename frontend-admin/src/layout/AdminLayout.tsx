import { type ReactNode, Suspense } from 'react';
import { LoadingPage } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { isAdminLoggedIn } from '../adminStorage';
import { lazyNamed } from '../components/lazyNamed';
import { useAdminLoggedIn } from '../components/useAdminLoggedIn';
import { LOGIN_PATH } from '../paths';

// The frame (app bar, menu, react-admin's Layout) loads once someone logged in needs it: a
// visitor on their way to the login page never downloads it
// (docs/performance.md#back-office-first-load).
const loadFrame = () => import('./AdminFrame');
const AdminFrame = lazyNamed(loadFrame, 'AdminFrame');
// Someone logged in will see it: asked for at once, beside the page's own screen, not after it.
if (isAdminLoggedIn()) void loadFrame();

/**
 * Every screen with the menu sits in this layout, so this is where a visitor who is not logged
 * in (or whose session the server has just refused) leaves for the login page: once, replacing
 * the page in the history, with the page they asked for in the router state so the login can
 * lead there. Nothing of the screen renders meanwhile, so nothing asks the server or checks the
 * login again (react-admin's own check redirects, clears its caches and re-checks, and the two
 * kept starting each other over: the address changed hundreds of times a second).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const loggedIn = useAdminLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) {
    return (
      <Navigate to={LOGIN_PATH} replace state={{ nextPathname: pathname, nextSearch: search }} />
    );
  }
  return (
    <Suspense fallback={<LoadingPage />}>
      <AdminFrame>{children}</AdminFrame>
    </Suspense>
  );
}
