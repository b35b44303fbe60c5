/**
 * What the server keeps for one browser. Customer and admin principals are separate fields: a
 * customer login never grants admin rights and the reverse.
 */
export interface SessionData {
  csrfToken: string;
  customerId?: string;
  adminId?: string;
  createdAt: number;
}
