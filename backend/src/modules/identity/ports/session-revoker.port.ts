/** Ends every session of a customer at once (after a password change or reset). */
export abstract class SessionRevoker {
  abstract revokeCustomerSessions(customerId: string): Promise<void>;
}
