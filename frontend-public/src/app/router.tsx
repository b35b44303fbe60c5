import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../components/layouts/PageLoader';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Every page is its own lazily loaded chunk: a visitor downloads only the page they open.
// (Declarative <Routes> rather than a data router: it keeps ~20 KB gzipped of router code out of
// the home page, whose budget is 170 KB; screens fetch their data with react-query.)
const Home = lazy(() => import('./routes/home'));
const RequestMobileTopup = lazy(() => import('./routes/request-mobile-topup'));
const About = lazy(() => import('./routes/about'));
const Contact = lazy(() => import('./routes/contact'));
const Signup = lazy(() => import('./routes/signup'));
const Verification = lazy(() => import('./routes/verification'));
const Login = lazy(() => import('./routes/login'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const PasswordVerification = lazy(() => import('./routes/password-verification'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const TermsAndPolicies = lazy(() => import('./routes/terms-and-policies'));
const Profile = lazy(() => import('./routes/profile'));
const ChangePassword = lazy(() => import('./routes/change-password'));
const TopupTransaction = lazy(() => import('./routes/topup-transaction'));
const CallTransaction = lazy(() => import('./routes/call-transaction'));
const Payment = lazy(() => import('./routes/payment'));
const PayementSuccess = lazy(() => import('./routes/payement-success'));
const PayementFailed = lazy(() => import('./routes/payement-failed'));
const Error500 = lazy(() => import('./routes/error-500'));
const Error503 = lazy(() => import('./routes/error-503'));
const MvmRegistrationFee = lazy(() => import('./routes/mvm-registration-fee'));
const MvmProjectFee = lazy(() => import('./routes/mvm-project-fee'));
const MvmProjectFeeSucess = lazy(() => import('./routes/mvm-project-fee-sucess'));
const MvmProjectFeeSucessFailed = lazy(() => import('./routes/mvm-project-fee-sucess-failed'));
const Ch = lazy(() => import('./routes/ch'));
const AdminRedirect = lazy(() => import('./routes/admin-redirect'));
const NotFound = lazy(() => import('./routes/not-found'));

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
          <Route path="/" element={<Home />} />
          <Route path="/Requestmobiletopup" element={<RequestMobileTopup />} />
          <Route path="/About" element={<About />} />
          <Route path="/Contact" element={<Contact />} />
          <Route path="/Signup" element={<Signup />} />
          <Route path="/Verification" element={<Verification />} />
          <Route path="/Login" element={<Login />} />
          <Route path="/ForgotPassword" element={<ForgotPassword />} />
          <Route path="/passwordverification" element={<PasswordVerification />} />
          <Route path="/resetpassword" element={<ResetPassword />} />
          <Route path="/Termsandpolicies" element={<TermsAndPolicies />} />
          <Route path="/Profile" element={<Profile />} />
          <Route path="/Changepassword" element={<ChangePassword />} />
          <Route path="/Topuptransaction" element={<TopupTransaction />} />
          <Route path="/Calltransaction" element={<CallTransaction />} />
          <Route path="/Payment" element={<Payment />} />
          <Route path="/payementSuccess" element={<PayementSuccess />} />
          <Route path="/PayementFailed" element={<PayementFailed />} />
          <Route path="/Error500" element={<Error500 />} />
          <Route path="/Error503" element={<Error503 />} />
          <Route path="/MvmRegistrationFee" element={<MvmRegistrationFee />} />
          <Route path="/MvmProjectFee" element={<MvmProjectFee />} />
          <Route path="/MvmProjectFeeSucess" element={<MvmProjectFeeSucess />} />
          <Route path="/MvmProjectFeeSucessFailed" element={<MvmProjectFeeSucessFailed />} />
          <Route path="/ch" element={<Ch />} />
          {adminPaths.map((path) => (
            <Route key={path} path={path} element={<AdminRedirect />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
