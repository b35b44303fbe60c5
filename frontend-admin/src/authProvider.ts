import type { AuthProvider } from 'react-admin';
import {
  type Admin,
  forgetAdmin,
  isAdminLoggedIn,
  isMasterAdmin,
  markLoggedOut,
  markNotMaster,
  readAdmin,
  saveAdmin,
} from './adminStorage';
import { forgetCsrfToken, isInvalidCsrfError } from './http/csrf';
import { httpClient } from './http/httpClient';
import { LOGIN_PATH, landingPath } from './paths';

export interface LoginParams {
  email: string;
  password: string;
  /** The solved ALTCHA payload. */
  altcha: string;
}

export type AdminPermissions = 'master' | 'admin';

export const authProvider: AuthProvider = {
  async login({ email, password, altcha }: LoginParams) {
    const { json } = await httpClient('/api/admin/login', {
      method: 'POST',
      body: JSON.stringify({ email, password, altcha }),
    });
    const admin = json as Admin;
    saveAdmin(admin);
    // The server rotates the session id at login, which voids the anonymous session's token.
    forgetCsrfToken();
    // Seed 001 §4: ordinary admins land on the transaction history, master admins on the list
    // of admins (an explicit target, so an old "next page" from another role is not reused).
    return { redirectTo: landingPath(admin.type === 'master') };
  },

  async logout() {
    // Only call the server when this browser had a session: react-admin also "logs out"
    // visitors who were never logged in, on their way to the login page.
    if (readAdmin()) {
      try {
        await httpClient('/api/admin/logout', { method: 'POST' });
        // Seed 001 §4: a successful logout clears all local storage.
        localStorage.clear();
      } catch {
        // The session is already gone (401) or unreachable: the local state must go anyway.
        forgetAdmin();
      }
    } else {
      forgetAdmin();
    }
    forgetCsrfToken();
    return LOGIN_PATH;
  },

  async checkAuth() {
    // message: false — arriving logged out is not an error worth a notification.
    if (!isAdminLoggedIn()) throw { redirectTo: LOGIN_PATH, message: false };
  },

  async checkError(error) {
    const status = (error as { status?: number } | undefined)?.status;
    // Seed 001 §4: only 401 (no admin session) logs the admin out.
    if (status === 401) {
      markLoggedOut();
      throw { redirectTo: LOGIN_PATH };
    }
    // 403 on a master route (contract: "403 Forbidden for an ordinary admin on a master route")
    // is a role issue: the session is fine, so keep it, drop the stale master flag and go to the
    // ordinary landing page. A CSRF failure (also 403) is just an error for the screen to show.
    if (status === 403 && !isInvalidCsrfError(error)) {
      markNotMaster();
      throw { redirectTo: landingPath(false), logoutUser: false };
    }
  },

  async getIdentity() {
    const admin = readAdmin();
    if (!admin) throw new Error('Not logged in');
    return { id: admin.id, fullName: admin.fullname, email: admin.email };
  },

  async getPermissions(): Promise<AdminPermissions> {
    return isMasterAdmin() ? 'master' : 'admin';
  },
};
