import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminActionRecord } from '../domain/admin-action';
import { AdminAuditLog } from '../ports/admin-audit-log.port';

@Injectable()
export class AdminAuditLogSql extends AdminAuditLog {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async append(r: AdminActionRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO admin_audit_log (admin_id, admin_email, action, detail) VALUES ($1, $2, $3, $4)`,
      [r.adminId, r.adminEmail, r.action, r.detail ?? ''],
    );
  }
}
