import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '@/components/layouts/PageLoader';
import { loadAllMessages } from '@/i18n/i18n';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Every page is its own lazily loaded chunk: a visitor downloads only the page they open.
// (Declarative <Routes> rather than a data router: it keeps ~20 KB gzipped of router code out of
// the home page; screens fetch their data with react-query.) `module` names the file under
// ./routes, which scripts/prerender.mjs looks up in the build manifest to preload the page's
// chunks; `prerender: false` for pages that only make sense with navigation state.
// Every page but the home page waits for all the messages of the language, not only the core
// the home page's budget carries (src/i18n/parts.ts).
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadAllMessages()]).then(([module]) => module));

const pages: {
  path: string;
  module: string;
  Page: LazyExoticComponent<ComponentType>;
  prerender?: false;
}[] = [
  { path: '/', module: 'home', Page: lazy(() => import('./routes/home')) },
  {
    path: '/Requestmobiletopup',
    module: 'request-mobile-topup',
    Page: page(() => import('./routes/request-mobile-topup')),
  },
  { path: '/About', module: 'about', Page: page(() => import('./routes/about')) },
  { path: '/Contact', module: 'contact', Page: page(() => import('./routes/contact')) },
  { path: '/Signup', module: 'signup', Page: page(() => import('./routes/signup')) },
  {
    path: '/Verification',
    module: 'verification',
    Page: page(() => import('./routes/verification')),
    prerender: false,
  },
  { path: '/Login', module: 'login', Page: page(() => import('./routes/login')) },
  {
    path: '/ForgotPassword',
    module: 'forgot-password',
    Page: page(() => import('./routes/forgot-password')),
  },
  {
    path: '/passwordverification',
    module: 'password-verification',
    Page: page(() => import('./routes/password-verification')),
    prerender: false,
  },
  {
    path: '/resetpassword',
    module: 'reset-password',
    Page: page(() => import('./routes/reset-password')),
    prerender: false,
  },
  {
    path: '/Termsandpolicies',
    module: 'terms-and-policies',
    Page: page(() => import('./routes/terms-and-policies')),
  },
  { path: '/Profile', module: 'profile', Page: page(() => import('./routes/profile')) },
  {
    path: '/Changepassword',
    module: 'change-password',
    Page: page(() => import('./routes/change-password')),
  },
  {
    path: '/Topuptransaction',
    module: 'topup-transaction',
    Page: page(() => import('./routes/topup-transaction')),
  },
  {
    path: '/Calltransaction',
    module: 'call-transaction',
    Page: page(() => import('./routes/call-transaction')),
  },
  { path: '/Payment', module: 'payment', Page: page(() => import('./routes/payment')) },
  {
    path: '/payementSuccess',
    module: 'payement-success',
    Page: page(() => import('./routes/payement-success')),
  },
  {
    path: '/PayementFailed',
    module: 'payement-failed',
    Page: page(() => import('./routes/payement-failed')),
    // It shows the purchase kept in the browser's storage.
    prerender: false,
  },
  { path: '/Error500', module: 'error-500', Page: page(() => import('./routes/error-500')) },
  { path: '/Error503', module: 'error-503', Page: page(() => import('./routes/error-503')) },
  {
    path: '/MvmRegistrationFee',
    module: 'mvm-registration-fee',
    Page: page(() => import('./routes/mvm-registration-fee')),
  },
  {
    path: '/MvmProjectFee',
    module: 'mvm-project-fee',
    Page: page(() => import('./routes/mvm-project-fee')),
  },
  {
    path: '/MvmProjectFeeSucess',
    module: 'mvm-project-fee-sucess',
    Page: page(() => import('./routes/mvm-project-fee-sucess')),
  },
  {
    path: '/MvmProjectFeeSucessFailed',
    module: 'mvm-project-fee-sucess-failed',
    Page: page(() => import('./routes/mvm-project-fee-sucess-failed')),
  },
  { path: '/ch', module: 'ch', Page: page(() => import('./routes/ch')) },
];
const AdminRedirect = page(() => import('./routes/admin-redirect'));
const NotFound = page(() => import('./routes/not-found'));

/** The pages the build renders to HTML ahead of time (scripts/prerender.mjs). */
export const prerenderedPages = pages
  .filter((p) => p.prerender !== false)
  .map(({ path, module }) => ({ path, module }));

/** Every path the site has a page (or a redirect) for; scripts/prerender.mjs writes them out. */
export const routePaths = (): string[] => [...pages.map((p) => p.path), ...adminPaths];

// Matching is case-insensitive, so each path also serves the other spellings the specification
// uses (/profile, /getAdmins, /Updateadmin).

/** Back-office paths of the specification; the back office is the separate app at /admin/. */
export const adminPaths = [
  '/Adminconfigpage',
  '/getadmins',
  '/createadmin',
  '/updateadmin',
  '/Userinformation',
  '/Admintransactionhistory',
  '/Configfilemanagement',
  '/Buildmanagement',
  '/Adminchangepassword',
  '/Adminheader',
] as const;

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {adminPaths.map((path) => (
            <Route key={path} path={path} element={<AdminRedirect />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
