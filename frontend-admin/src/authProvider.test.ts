import { beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from './authProvider';
import { forgetCsrfToken } from './http/csrf';
import type { Admin, AdminType } from './api/types';
import { serveApi } from './test/serveApi';

const admin: Admin = {
  id: '7',
  fullname: 'Abebe Kebede',
  email: 'abebe@example.com',
  type: 'admin',
};
const master: Admin = { ...admin, id: '1', type: 'master' };
const credentials = { email: 'abebe@example.com', password: 'Secret#123', altcha: 'payload' };

describe('authProvider', () => {
  beforeEach(() => forgetCsrfToken());

  it('logs in with the CSRF header and stores an ordinary admin', async () => {
    const calls = serveApi({ 'POST /api/admin/login': { json: admin } });
    await authProvider.login(credentials);

    expect(calls[1]).toMatchObject({
      url: '/api/admin/login',
      method: 'POST',
      body: credentials,
      credentials: 'include',
    });
    expect(calls[1].headers.get('x-csrf-token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('admindata')!)).toEqual(admin);
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    expect(localStorage.getItem('MasterloginStatus')).toBe('false');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: '7',
      fullName: 'Abebe Kebede',
      email: 'abebe@example.com',
    });
  });

  it('sets MasterloginStatus for a master admin', async () => {
    serveApi({ 'POST /api/admin/login': { json: master } });
    await authProvider.login(credentials);
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    expect(localStorage.getItem('MasterloginStatus')).toBe('true');
    await expect(authProvider.getPermissions!({})).resolves.toBe('master');
  });

  it('fetches a new CSRF token after login, since the session id changes', async () => {
    const calls = serveApi({
      'GET /api/user/token': [
        { json: { csrfToken: 'anonymous' } },
        { json: { csrfToken: 'admin' } },
      ],
      'POST /api/admin/login': { json: admin },
      'POST /api/admin/logout': { json: {} },
    });
    await authProvider.login(credentials);
    await authProvider.logout({});
    expect(calls[3].headers.get('x-csrf-token')).toBe('admin');
  });

  it('stores nothing when the login fails', async () => {
    serveApi({ 'POST /api/admin/login': { status: 401, json: { message: 'Unauthorized' } } });
    await expect(authProvider.login(credentials)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('AdloginStatus')).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      redirectTo: '/Adminconfigpage',
    });
  });

  it('checkError logs out on 401, the layout going to the login page', async () => {
    localStorage.setItem('AdloginStatus', 'true');
    localStorage.setItem('MasterloginStatus', 'true');
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: false,
      message: false,
    });
    expect(localStorage.getItem('AdloginStatus')).toBe('false');
    expect(localStorage.getItem('MasterloginStatus')).toBe('false');
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('checkError keeps the session on a role 403 and goes to the ordinary landing', async () => {
    localStorage.setItem('AdloginStatus', 'true');
    localStorage.setItem('MasterloginStatus', 'true');
    const rejection = await authProvider.checkError({ status: 403, message: 'Forbidden' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(rejection).toEqual({ redirectTo: '/Admintransactionhistory', logoutUser: false });
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
    expect(localStorage.getItem('MasterloginStatus')).toBe('false');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError lets a CSRF 403 through as a plain error', async () => {
    localStorage.setItem('AdloginStatus', 'true');
    localStorage.setItem('MasterloginStatus', 'true');
    await expect(
      authProvider.checkError({ status: 403, message: 'Invalid CSRF token' }),
    ).resolves.toBeUndefined();
    expect(localStorage.getItem('MasterloginStatus')).toBe('true');
  });

  it.each([
    ['admin', '/Admintransactionhistory'],
    ['master', '/getadmins'],
  ])('login sends a %s to %s (seed 001 §4)', async (type, landing) => {
    serveApi({ 'POST /api/admin/login': { json: { ...admin, type: type as AdminType } } });
    await expect(authProvider.login(credentials)).resolves.toEqual({ redirectTo: landing });
  });

  it.each([
    ['admin', '/transactions/t-1/show?x=1', '/transactions/t-1/show?x=1'],
    ['master', '/createadmin', '/createadmin'],
    ['admin', '/createadmin', '/Admintransactionhistory'],
    ['admin', '/audit-log/5/show', '/Admintransactionhistory'],
  ])('login sends a %s who asked for %s to %s', async (type, next, target) => {
    serveApi({ 'POST /api/admin/login': { json: { ...admin, type: type as AdminType } } });
    await expect(authProvider.login({ ...credentials, next })).resolves.toEqual({
      redirectTo: target,
    });
  });

  it('checkError lets other errors through without logging out', async () => {
    localStorage.setItem('AdloginStatus', 'true');
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
  });

  it('logs out on the server and clears local storage', async () => {
    localStorage.setItem('admindata', JSON.stringify(admin));
    localStorage.setItem('AdloginStatus', 'true');
    const calls = serveApi({ 'POST /api/admin/logout': { json: {} } });
    await expect(authProvider.logout({})).resolves.toBe('/Adminconfigpage');
    expect(calls[1]).toMatchObject({ url: '/api/admin/logout', method: 'POST' });
    expect(calls[1].headers.get('x-csrf-token')).toBe('tok');
    expect(localStorage.length).toBe(0);
  });

  it('clears the admin flags even when the server logout fails', async () => {
    localStorage.setItem('admindata', JSON.stringify(admin));
    localStorage.setItem('AdloginStatus', 'false');
    serveApi({ 'POST /api/admin/logout': { status: 401, json: { message: 'Unauthorized' } } });
    await expect(authProvider.logout({})).resolves.toBe('/Adminconfigpage');
    expect(localStorage.getItem('admindata')).toBeNull();
    expect(localStorage.getItem('AdloginStatus')).toBeNull();
  });

  it('does not call the server when nobody was logged in', async () => {
    const calls = serveApi({});
    localStorage.setItem('loginStatus', 'true'); // the customer site's flag, same origin
    await expect(authProvider.logout({})).resolves.toBe('/Adminconfigpage');
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem('loginStatus')).toBe('true');
  });
});
