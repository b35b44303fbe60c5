import type { AdminAction } from '../domain/admin-action';

/** One line of the audit log as master admins read it. */
export interface AuditEntry {
  id: string;
  at: Date;
  adminId: string | null;
  adminEmail: string;
  action: AdminAction;
  detail: string;
}

export interface AuditLogQuery {
  offset: number;
  limit: number;
  action?: AdminAction;
  /** Part of the admin e-mail or the detail, any case. */
  q?: string;
  /** The acting admin's e-mail, any case. */
  admin?: string;
  /** From this UTC day (YYYY-MM-DD), inclusive. */
  from?: string;
  /** Up to this UTC day (YYYY-MM-DD), inclusive. */
  to?: string;
  order: 'ASC' | 'DESC';
}

/** The audit log's read model (newest first by default). */
export abstract class AuditLogReader {
  abstract list(query: AuditLogQuery): Promise<{ total: number; entries: AuditEntry[] }>;
}
