import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ACTIONS, type AdminAction } from '../../domain/admin-action';

/** One line of the audit log (docs/api/back-office.md: AuditEntry). */
export class AuditEntryResponse {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  /** Null once the admin was deleted, or for the system (command line, start-up). */
  adminId: string | null;
  adminEmail: string;
  // The list of actions reaches the back office through the OpenAPI document (its filter).
  @ApiProperty({ enum: ADMIN_ACTIONS, enumName: 'AdminAction' })
  action: AdminAction;
  detail: string;
}
