import type { AdminActionRecord } from '../domain/admin-action';

/** Append-only log of admin actions. */
export abstract class AdminAuditLog {
  abstract append(record: AdminActionRecord): Promise<void>;
}
