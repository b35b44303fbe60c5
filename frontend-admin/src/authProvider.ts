import type { AuthProvider } from 'react-admin';
import {
  type Admin,
  forgetAdmin,
  isAdminLoggedIn,
  isMasterAdmin,
  markLoggedOut,
  readAdmin,
  saveAdmin,
} from './adminStorage';
import { forgetCsrfToken } from './http/csrf';
import { httpClient } from './http/httpClient';
import { LOGIN_PATH } from './paths';

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
    saveAdmin(json as Admin);
    // The server rotates the session id at login, which voids the anonymous session's token.
    forgetCsrfToken();
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
    if (status === 401 || status === 403) {
      markLoggedOut();
      throw { redirectTo: LOGIN_PATH };
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
