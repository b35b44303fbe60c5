/** One line of the audit log (docs/api/back-office.md: AuditEntry). */
export class AuditEntryResponse {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  /** Null once the admin was deleted, or for the system (command line, start-up). */
  adminId: string | null;
  adminEmail: string;
  action: string;
  detail: string;
}
