import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { AdminLoginPage } from './login/AdminLoginPage';
import { LOGIN_PATH } from './paths';

// Routing comes from the caller (BrowserRouter with basename /admin in main.tsx, a memory
// router in tests). The login page lives at the specification's /Adminconfigpage, where every
// auth redirect of authProvider points; react-admin's fixed /login shows the same page.
//
// No `requireAuth`: with it, react-admin caches the failed auth check while this login route
// (inside the admin router, unlike /login) stays mounted, and sends the admin who just logged
// in straight back out. Pages check auth themselves instead (the dashboard and resource views
// do by default; custom routes with the layout need <Authenticated>).
//
// Resources are registered as their /api/admin endpoints land.
export function App() {
  return (
    <Admin
      title="SelamTopup back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={AdminLoginPage}
      dashboard={Dashboard}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={LOGIN_PATH} element={<AdminLoginPage />} />
      </CustomRoutes>
    </Admin>
  );
}
