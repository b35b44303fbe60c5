/**
 * What the server keeps for one browser. Customer and admin principals are separate fields: a
 * customer login never grants admin rights and the reverse.
 */
export interface SessionData {
  csrfToken: string;
  customerId?: string;
  /** The customer's session epoch at login; a newer epoch (password changed) voids the session. */
  customerEpoch?: number;
  adminId?: string;
  createdAt: number;
}
