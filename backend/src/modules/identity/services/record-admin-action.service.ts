import { Injectable, Logger } from '@nestjs/common';

export interface AdminAction {
  adminId: string | null;
  adminEmail: string;
  /** One of the audit actions of docs/api/back-office.md, e.g. 'transactions.csv_export'. */
  action: string;
  detail: string;
}

/**
 * PLACEHOLDER until the admin identity (audit log) lands on main: same name and signature as
 * the real service, which writes the audit log. Here the action only goes to the log.
 */
@Injectable()
export class RecordAdminActionService {
  private readonly logger = new Logger('AdminAudit');

  async record(action: AdminAction): Promise<void> {
    this.logger.log(`${action.action} by ${action.adminEmail}: ${action.detail}`);
  }
}
