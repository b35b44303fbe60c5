import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Admin } from './api/types';
import { anOrderPage } from './test/fixtures';
import { listReply, serveApi } from './test/serveApi';
import { currentPath, masterAdmin, renderApp } from './test/renderApp';

vi.mock('./captcha/AltchaWidget', async () => {
  const { MockAltchaWidget } = await import('./test/MockAltchaWidget');
  return { AltchaWidget: MockAltchaWidget };
});

const admins: Admin[] = [
  { id: 'm-1', fullname: 'Marta Master', email: 'marta@example.com', type: 'master' },
];

async function logIn(type: 'admin' | 'master') {
  const { user } = renderApp('/Adminconfigpage', null);
  await user.type(await screen.findByLabelText('Email'), 'abebe@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
  // The landing page's own calls come after the login's.
  serveApi({
    'POST /api/admin/login': { json: { id: 'a-1', fullname: 'Abebe', email: 'a@b.c', type } },
    'GET /api/admin/transactions': listReply('transactions', []),
    'GET /api/admin/countries': { json: [] },
    'GET /api/admin/admins': listReply('admins', admins),
  });
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('App routing', () => {
  it('sends a visitor who is not logged in to /Adminconfigpage', async () => {
    renderApp('/', null);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/Adminconfigpage');
  });

  it.each(['/Buildmanagement', '/getadmins', '/audit-log', '/Userinformation'])(
    'sends a visitor from %s to /Adminconfigpage too',
    async (path) => {
      const calls = serveApi({});
      renderApp(path, null);
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(currentPath()).toBe('/Adminconfigpage');
      expect(calls).toHaveLength(0);
    },
  );

  it.each(['/nope', '/transactions/t-1/show', '/audit-log'])(
    'sends a visitor from %s to the login once, asking the server nothing',
    async (path) => {
      const calls = serveApi({
        'GET /api/admin/transactions/:id': { status: 401, json: { message: 'Unauthorized' } },
      });
      renderApp(path, null);
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(currentPath()).toBe('/Adminconfigpage');
      // No menu around the login, and nothing loaded for the page behind it.
      expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toHaveLength(0);
    },
  );

  it('leads a visitor to the page they opened once they log in', async () => {
    const order = anOrderPage({ id: 't-1', transtatus: 'Delivered', status: 'COMPLETED' });
    serveApi({
      'POST /api/admin/login': { json: { ...masterAdmin, type: 'admin' } },
      'GET /api/admin/transactions/:id': { json: order },
    });
    const { user } = renderApp('/transactions/t-1/show?tab=events', null);
    await user.type(await screen.findByLabelText('Email'), 'marta@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/transactions/t-1/show'));
    expect(screen.getByTestId('path')).toHaveAttribute('data-search', '?tab=events');
  });

  it('leads an ordinary admin who opened a master page to their own landing page', async () => {
    serveApi({
      'POST /api/admin/login': { json: { ...masterAdmin, type: 'admin' } },
      'GET /api/admin/transactions': listReply('transactions', []),
      'GET /api/admin/countries': { json: [] },
    });
    const { user } = renderApp('/createadmin', null);
    await user.type(await screen.findByLabelText('Email'), 'marta@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/Admintransactionhistory'));
  });

  it('lands an ordinary admin on /Admintransactionhistory after login', async () => {
    await logIn('admin');
    expect(await screen.findByText('No transactions available')).toBeInTheDocument();
    expect(currentPath()).toBe('/Admintransactionhistory');
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    expect(localStorage.getItem('MasterloginStatus')).toBe('false');
  });

  it('lands a master admin on /getadmins after login', async () => {
    await logIn('master');
    expect(await screen.findByText('marta@example.com')).toBeInTheDocument();
    expect(currentPath()).toBe('/getadmins');
    expect(localStorage.getItem('MasterloginStatus')).toBe('true');
  });

  it.each([
    ['/updateadmin', 'Personal Information'],
    ['/Updateadmin', 'Personal Information'],
    ['/Adminchangepassword', 'Change Password'],
    ['/Configfilemanagement', 'Config File Management'],
    ['/Buildmanagement', 'Build Offers Management'],
  ])('shows %s', async (path, heading) => {
    serveApi({
      'GET /api/admin/me': { json: { id: 'a-1', fullname: 'A', email: 'a@b.co', type: 'admin' } },
      'GET /api/admin/getConfigWeb': { json: { configWeb: true, closedForBalance: false } },
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
    // The header shows Home and the current path (seed "Admin shell").
    expect(screen.getByTestId('current-path')).toHaveTextContent(path);
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it.each(['/getadmins', '/getAdmins'])('shows the admin list at %s for a master', async (path) => {
    serveApi({ 'GET /api/admin/admins': listReply('admins', admins) });
    renderApp(path, masterAdmin);
    expect(await screen.findByText('marta@example.com')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });

  it('shows /Userinformation and /Admintransactionhistory', async () => {
    serveApi({
      'GET /api/admin/clients': listReply('clients', []),
      'GET /api/admin/transactions': listReply('transactions', []),
      'GET /api/admin/countries': { json: [] },
    });
    renderApp('/Userinformation');
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'List Of Clients' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Transaction History' }));
    expect(await screen.findByText('No transactions available')).toBeInTheDocument();
    expect(currentPath()).toBe('/Admintransactionhistory');
    expect(screen.getByRole('heading', { name: 'Transaction History' })).toBeInTheDocument();
    expect(document.title).toBe('Transaction History · SelamTopup back office');
  });

  it('forwards /Adminheader to the landing page of the role', async () => {
    serveApi({ 'GET /api/admin/admins': listReply('admins', admins) });
    renderApp('/Adminheader', masterAdmin);
    await waitFor(() => expect(currentPath()).toBe('/getadmins'));
  });

  it('shows a 403 notice, not a logout, to an ordinary admin on a master page', async () => {
    serveApi({});
    renderApp('/createadmin');
    expect(await screen.findByText('This page is for master admins only.')).toBeInTheDocument();
    expect(currentPath()).toBe('/createadmin');
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
  });

  it('shows the master items in the menu only to master admins', async () => {
    serveApi({ 'GET /api/admin/me': { json: masterAdmin } });
    renderApp('/Updateadmin', masterAdmin);
    expect(await screen.findByRole('menuitem', { name: 'Create Admin' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Queues' })).toHaveAttribute(
      'href',
      '/admin/queues',
    );
  });

  it('hides the master items from ordinary admins', async () => {
    serveApi({ 'GET /api/admin/me': { json: { ...masterAdmin, type: 'admin' } } });
    renderApp('/Updateadmin');
    expect(await screen.findByRole('menuitem', { name: 'List Of Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Create Admin' })).not.toBeInTheDocument();
  });

  it('logs out and leaves for the customer site when the logo is clicked', async () => {
    const calls = serveApi({
      'GET /api/admin/me': { json: masterAdmin },
      'POST /api/admin/logout': { json: { message: 'Logged out' } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderApp('/Updateadmin');
    await user.click(await screen.findByRole('button', { name: /SelamTopup logo/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls.some((call) => call.url === '/api/admin/logout')).toBe(true);
    expect(localStorage.getItem('AdloginStatus')).toBeNull();
  });

  it('logs out from the menu: the server session ends and local storage is cleared', async () => {
    const calls = serveApi({
      'GET /api/admin/me': { json: masterAdmin },
      'POST /api/admin/logout': { json: { message: 'Logged out' } },
    });
    const { user } = renderApp('/Updateadmin');
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/Adminconfigpage');
    expect(calls.find((call) => call.url === '/api/admin/logout')?.method).toBe('POST');
    expect(localStorage.length).toBe(0);
  });

  it('logs out on a 401 from a screen (seed 001 §4)', async () => {
    serveApi({
      'GET /api/admin/clients': { status: 401, json: { message: 'Unauthorized' } },
      'POST /api/admin/logout': { status: 401, json: { message: 'Unauthorized' } },
    });
    renderApp('/Userinformation');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/Adminconfigpage');
    expect(localStorage.getItem('AdloginStatus')).not.toBe('true');
  });
});
