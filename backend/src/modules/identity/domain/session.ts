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
