import type { ReactElement } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  localStorageStore,
  Resource,
  ResourceContextProvider,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { Navigate, Route } from 'react-router-dom';
import { isMasterAdmin } from './adminStorage';
import admins from './admins';
import auditLog from './audit-log';
import { authProvider } from './authProvider';
import clients from './clients';
import { APP_TITLE } from './components/PageHeading';
import { lazyNamed } from './components/lazyNamed';
import { RequireAdmin } from './components/RequireAdmin';
import { i18nProvider } from './i18nProvider';
import { lazyDataProvider } from './lazyDataProvider';
import mvmPayments from './mvm-payments';
import { AdminLayout } from './layout/AdminLayout';
import {
  AccessDeniedScreen,
  AdminNotification,
  AuthenticationErrorScreen,
  ErrorScreen,
  NotFoundScreen,
} from './layout/AdminScreens';
import { adminTheme } from './layout/theme';
import { AdminLoginPage } from './login/AdminLoginPage';
import {
  ADMIN_HEADER_PATH,
  ADMIN_LIST_ALIAS,
  ADMIN_LIST_PATH,
  BUILD_PATH,
  CHANGE_PASSWORD_PATH,
  CLIENTS_PATH,
  CONFIG_PATH,
  CONTACT_EMAIL_PATH,
  CREATE_ADMIN_PATH,
  LOGIN_PATH,
  PROFILE_ALIAS,
  PROFILE_PATH,
  TRANSACTIONS_PATH,
  landingPath,
} from './paths';
import transactions from './transactions';

// Every screen behind the login is loaded when first shown, so the login page (the first load
// of most visits) carries none of their lists, forms and charts
// (docs/performance.md#back-office-first-load). Their resources' show views do the same.
const Dashboard = lazyNamed(() => import('./dashboard/Dashboard'), 'Dashboard');
const TransactionList = lazyNamed(
  () => import('./transactions/TransactionList'),
  'TransactionList',
);
const ClientList = lazyNamed(() => import('./clients/ClientList'), 'ClientList');
const AdminList = lazyNamed(() => import('./admins/AdminList'), 'AdminList');
const CreateAdminPage = lazyNamed(() => import('./admins/CreateAdminPage'), 'CreateAdminPage');
const ContactEmailPage = lazyNamed(() => import('./settings/ContactEmailPage'), 'ContactEmailPage');
const ProfilePage = lazyNamed(() => import('./profile/ProfilePage'), 'ProfilePage');
const ChangePasswordPage = lazyNamed(
  () => import('./profile/ChangePasswordPage'),
  'ChangePasswordPage',
);
const ConfigSwitchPage = lazyNamed(() => import('./settings/ConfigSwitchPage'), 'ConfigSwitchPage');
const BuildOffersPage = lazyNamed(() => import('./settings/BuildOffersPage'), 'BuildOffersPage');

// What <Admin> keeps by default: list filters, sort and the sidebar survive a reload.
const store = localStorageStore();

/** Custom pages check the login themselves (see below): a visitor goes to /Adminconfigpage. */
const page = (element: ReactElement) => <RequireAdmin>{element}</RequireAdmin>;

/** A resource list shown at the specification's own path (the resource's URL forwards here). */
const listAt = (resource: string, element: ReactElement) =>
  page(<ResourceContextProvider value={resource}>{element}</ResourceContextProvider>);

/**
 * docs/specification.md#back-office-routes: /Adminheader exists but its content is not shown; send
 * to the landing page.
 */
function LandingRedirect() {
  return <Navigate to={landingPath(isMasterAdmin())} replace />;
}

// Routing comes from the caller (BrowserRouter with basename /admin in main.tsx, a memory
// router in tests). The login page lives at the specification's /Adminconfigpage, where every
// auth redirect of authProvider points; react-admin's fixed /login shows the same page.
//
// No `requireAuth`: with it, react-admin caches the failed auth check while this login route
// (inside the admin router, unlike /login) stays mounted, and sends the admin who just logged
// in straight back out. Pages check auth themselves instead (the dashboard and resource views
// do by default; custom routes with the layout use <RequireAdmin>).
//
// Every specified path (docs/specification.md#back-office-routes), aliases included, leads to its
// screen in the specification's spelling. Master
// screens are wrapped in <MasterOnly> (a 403 notice for ordinary admins, see there).
export function App() {
  // react-admin's <Admin> is <AdminContext> + <AdminUI>, and <AdminUI> imports a default for every
  // screen it lets you replace (its login form with react-hook-form, its Layout, ...) even when
  // replaced. The same two layers written out import only what this app shows, so the login
  // page's first load is the login page (docs/performance.md#back-office-first-load).
  return (
    <AdminContext
      theme={adminTheme}
      dataProvider={lazyDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={APP_TITLE}
          loginPage={AdminLoginPage}
          dashboard={Dashboard}
          layout={AdminLayout}
          loading={LoadingPage}
          catchAll={NotFoundScreen}
          error={ErrorScreen}
          accessDenied={AccessDeniedScreen}
          authenticationError={AuthenticationErrorScreen}
          disableTelemetry
        >
          <Resource name="transactions" {...transactions} />
          <Resource name="clients" {...clients} />
          <Resource name="admins" {...admins} />
          <Resource name="audit-log" {...auditLog} options={{ label: 'Audit log' }} />
          <Resource name="mvm-payments" {...mvmPayments} options={{ label: 'Mvm Payments' }} />
          <CustomRoutes noLayout>
            <Route path={LOGIN_PATH} element={<AdminLoginPage />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path={TRANSACTIONS_PATH} element={listAt('transactions', <TransactionList />)} />
            <Route path={CLIENTS_PATH} element={listAt('clients', <ClientList />)} />
            <Route path={ADMIN_LIST_PATH} element={listAt('admins', <AdminList />)} />
            <Route path={ADMIN_LIST_ALIAS} element={listAt('admins', <AdminList />)} />
            <Route path={CREATE_ADMIN_PATH} element={page(<CreateAdminPage />)} />
            <Route path={CONTACT_EMAIL_PATH} element={page(<ContactEmailPage />)} />
            <Route path={PROFILE_PATH} element={page(<ProfilePage />)} />
            <Route path={PROFILE_ALIAS} element={page(<ProfilePage />)} />
            <Route path={CHANGE_PASSWORD_PATH} element={page(<ChangePasswordPage />)} />
            <Route path={CONFIG_PATH} element={page(<ConfigSwitchPage />)} />
            <Route path={BUILD_PATH} element={page(<BuildOffersPage />)} />
            <Route path={ADMIN_HEADER_PATH} element={page(<LandingRedirect />)} />
          </CustomRoutes>
        </CoreAdminUI>
        <AdminNotification />
      </CssBaseline>
    </AdminContext>
  );
}
