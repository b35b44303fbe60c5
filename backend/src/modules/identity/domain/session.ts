/**
 * What the server keeps for one browser. Customer and admin principals are separate fields: a
 * customer login never grants admin rights and the reverse.
 */
export interface SessionData {
  csrfToken: string;
  customerId?: string;
  /** The customer's session epoch at login; a newer epoch (password changed) voids the session. */
  customerEpoch?: number;
  createdAt: number;
}

/**
 * An admin's session: its own cookie and its own store keys, so it never mixes with a customer's
 * session in the same browser. It carries the admin's session epoch at login.
 */
export interface AdminSessionData {
  adminId: string;
  epoch: number;
  /**
   * A hash of the browser session id (cookie `sid`, which carries the CSRF token) issued with this
   * admin session: the admin session holds only next to that one.
   */
  browserSession: string;
  createdAt: number;
}

/**
 * A login past the password, waiting for the second factor: the admin's code ('code'), or the
 * enrolment a master's rule asks for ('enrol'). Kept for PENDING_LOGIN_TTL_SECONDS next to the
 * browser session it began in; no admin session exists until it ends well.
 */
export interface PendingAdminLogin {
  /** Random: names this attempt's wrong-code counter. */
  id: string;
  adminId: string;
  /** The admin's session epoch at the password step: a password change since voids it. */
  epoch: number;
  step: 'code' | 'enrol';
}
