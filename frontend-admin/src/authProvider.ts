import type { AuthProvider } from 'react-admin';
import type { SecondStep } from './api/types';
import {
  type Admin,
  forgetAdmin,
  isAdminLoggedIn,
  isMasterAdmin,
  markLoggedOut,
  markNotMaster,
  notifyAdminChanged,
  readAdmin,
  saveAdmin,
} from './adminStorage';
import { forgetCsrfToken, isInvalidCsrfError } from './http/csrf';
import { httpClient } from './http/httpClient';
import { isScreenRefusal } from './http/refusals';
import { LOGIN_PATH, afterLoginPath, landingPath } from './paths';

/** The password step. */
export interface LoginParams {
  email: string;
  password: string;
  /** The solved ALTCHA payload. */
  altcha: string;
  /** The page the admin asked for before logging in (see paths.ts askedPage); not sent. */
  next?: string;
}

/** The second step: the authenticator's 6 digits or a recovery code. */
export interface LoginCodeParams {
  code: string;
  next?: string;
}

/** The login ended by enrolling an authenticator (the server started the session already). */
export interface LoginEnrolledParams {
  enrolled: Admin;
  next?: string;
}

/**
 * The password was right and the login wants its second step (docs/specification.md#admin-login):
 * the authenticator's code, or enrolling one. The login page catches it and asks.
 */
export class SecondStepRequired extends Error {
  constructor(readonly step: 'code' | 'enrol') {
    super('Two-step verification');
    this.name = 'SecondStepRequired';
  }
}

function loggedIn(admin: Admin, next: string | undefined) {
  saveAdmin(admin);
  // The server rotates the session id at login, which voids the anonymous session's token.
  forgetCsrfToken();
  // docs/specification.md#admin-transitions: ordinary admins land on the transaction history,
  // master admins on the list of admins; an admin who opened a link while logged out gets that
  // page instead. Always an explicit target, so react-admin never reuses an old "next page".
  return { redirectTo: afterLoginPath(next, admin.type === 'master') };
}

export type AdminPermissions = 'master' | 'admin';

export const authProvider: AuthProvider = {
  async login(params: LoginParams | LoginCodeParams | LoginEnrolledParams) {
    if ('enrolled' in params) return loggedIn(params.enrolled, params.next);
    if ('code' in params) {
      const { json } = await httpClient('/api/admin/login/code', {
        method: 'POST',
        body: JSON.stringify({ code: params.code }),
      });
      return loggedIn(json as Admin, params.next);
    }
    const { email, password, altcha, next } = params;
    const { json } = await httpClient('/api/admin/login', {
      method: 'POST',
      body: JSON.stringify({ email, password, altcha }),
    });
    const answer = json as Admin | SecondStep;
    if ('secondFactor' in answer) {
      // The browser session was renewed for the pending login: a new CSRF token too.
      forgetCsrfToken();
      throw new SecondStepRequired(answer.secondFactor);
    }
    return loggedIn(answer, next);
  },

  async logout() {
    // Only call the server when this browser had a session: react-admin also "logs out"
    // visitors who were never logged in, on their way to the login page.
    if (readAdmin()) {
      try {
        await httpClient('/api/admin/logout', { method: 'POST' });
        // docs/specification.md#admin-transitions: a successful logout clears all local storage.
        localStorage.clear();
        notifyAdminChanged();
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
    // docs/specification.md#admin-transitions: only 401 (no admin session) logs the admin out.
    // The layout (layout/AdminLayout.tsx) follows the flag and goes to the login page, once,
    // keeping the page for after the login; react-admin only clears its caches (redirectTo:
    // false), since a second redirect of its own is what made the address loop.
    if (status === 401 && !isScreenRefusal(error)) {
      markLoggedOut();
      throw { redirectTo: false, message: false };
    }
    // 403 on a master route (contract: "403 Forbidden for an ordinary admin on a master route")
    // is a role issue: the session is fine, so keep it, drop the stale master flag and go to the
    // ordinary landing page. A CSRF failure (also 403) is just an error for the screen to show,
    // and so is a refusal the screen answers itself (http/refusals.ts).
    if (status === 403 && !isInvalidCsrfError(error) && !isScreenRefusal(error)) {
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
