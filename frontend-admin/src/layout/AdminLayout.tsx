import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminLoggedIn } from '../components/useAdminLoggedIn';
import { LOGIN_PATH } from '../paths';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

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
  // react-admin's Layout already turns the sidebar into a temporary drawer on small screens.
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
