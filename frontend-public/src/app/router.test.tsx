import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceLocation } from '@/lib/browser';
import { server } from '@/test/server';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

vi.mock('@/lib/browser', () => ({ replaceLocation: vi.fn() }));

function renderRoute(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const notFound = 'Oops ! The page you requested is not found!';

// Every customer/public path of the specification, with the heading its page shows.
const pages: [string, string][] = [
  ['/', 'Mobile Topup'],
  ['/Requestmobiletopup', 'Request Mobile Topup'],
  ['/About', 'Easiest possible way to send mobile airtime'],
  ['/Contact', 'Get In Touch'],
  ['/Signup', 'SignUp'],
  // Opened without the navigation state they need, the signup and reset steps start over.
  ['/Verification', 'SignUp'],
  ['/Login', 'Login'],
  ['/ForgotPassword', 'Forgot Password'],
  ['/passwordverification', 'Forgot Password'],
  ['/resetpassword', 'Forgot Password'],
  ['/Termsandpolicies', 'Terms and Conditions'],
  ['/Profile', 'Personal Information'],
  ['/profile', 'Personal Information'],
  ['/Changepassword', 'Change Password'],
  ['/Topuptransaction', 'Topup Transaction'],
  ['/Calltransaction', 'International Call Transaction'],
  ['/Payment', 'Topup Summary'],
  // Opened by hand, without a payment: nothing the server confirmed
  // (docs/decisions.md#no-receipt-without-an-order).
  ['/payementSuccess', 'No payment to show'],
  ['/PayementFailed', 'Topup Payemnet Failed'],
  ['/Error500', 'Oops! Internal server error has occured .'],
  ['/Error503', 'Oops! The Service you are Requesting is unavailable!'],
  ['/MvmRegistrationFee', 'Course Payment'],
  ['/MvmProjectFee', 'Project Payment'],
  ['/MvmProjectFeeSucess', 'Payment Invoice'],
  ['/MvmProjectFeeSucessFailed', 'Payment Unsuccessful'],
  ['/ch', 'Pay with Stripe'],
  ['/this/does/not/exist', notFound],
];

const adminPaths = [
  '/Adminconfigpage',
  '/getadmins',
  '/getAdmins',
  '/createadmin',
  '/updateadmin',
  '/Updateadmin',
  '/Userinformation',
  '/Admintransactionhistory',
  '/Configfilemanagement',
  '/Buildmanagement',
  '/Adminchangepassword',
  '/Adminheader',
];

// Customer-only pages send a logged-out visitor to /Login, so they are opened logged in, with an
// API that never answers (the heading does not wait for data).
const customerOnly = new Set([
  '/Profile',
  '/profile',
  '/Changepassword',
  '/Topuptransaction',
  '/Calltransaction',
  '/Payment',
  '/payementSuccess',
]);

afterEach(() => {
  vi.mocked(replaceLocation).mockClear();
  localStorage.clear();
});

describe('router', () => {
  it.each(pages)('%s shows "%s"', async (path, heading) => {
    if (customerOnly.has(path)) {
      localStorage.setItem('loginStatus', 'true');
      // The customer's data never comes: the page shows its heading meanwhile.
      server.use(http.all('/api/*', () => new Promise<Response>(() => {})));
    }
    renderRoute(path);
    // A page is a lazy chunk: its first load in a test run may take more than the default 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('sets the page title and metadata', async () => {
    renderRoute('/About');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('About Us | SelamTopup');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('easiest possible way'),
    );
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      expect.stringContaining('SelamTopup'),
    );
  });

  it.each(adminPaths)('%s sends the browser to the back office at /admin/', async (path) => {
    renderRoute(path);
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('/admin/'));
  });

  it('does not send customer paths to the back office', async () => {
    renderRoute('/About');
    await screen.findByRole('heading', { level: 1 });
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});
