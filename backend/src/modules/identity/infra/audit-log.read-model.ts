import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminAction } from '../domain/admin-action';
import { AuditEntry, AuditLogQuery, AuditLogReader } from '../ports/audit-log-reader.port';

interface AuditRow {
  id: string;
  at: Date;
  admin_id: string | null;
  admin_email: string;
  action: AdminAction;
  detail: string;
  total: number;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: row.at,
  adminId: row.admin_id,
  adminEmail: row.admin_email,
  action: row.action,
  detail: row.detail,
});

/** `q` as a LIKE pattern that matches itself literally (%, _ and \ escaped). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Reads `admin_audit_log` straight from SQL: the (at, id), (action, at, id) and
 * (lower(admin_email), at, id) indexes serve it.
 */
@Injectable()
export class AuditLogReadModel extends AuditLogReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async list(query: AuditLogQuery): Promise<{ total: number; entries: AuditEntry[] }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.action) {
      params.push(query.action);
      where.push(`action = $${params.length}`);
    }
    if (query.q) {
      params.push(containing(query.q));
      where.push(`(admin_email ILIKE $${params.length} OR detail ILIKE $${params.length})`);
    }
    if (query.admin) {
      params.push(query.admin);
      where.push(`lower(admin_email) = lower($${params.length})`);
    }
    if (query.from) {
      params.push(query.from);
      where.push(`at >= $${params.length}::date::timestamp AT TIME ZONE 'UTC'`);
    }
    if (query.to) {
      params.push(query.to);
      where.push(`at < ($${params.length}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = query.order === 'ASC' ? 'ASC' : 'DESC';
    const rows: AuditRow[] = await this.db.query(
      `SELECT id, at, admin_id, admin_email, action, detail, count(*) OVER ()::int AS total
       FROM admin_audit_log ${filter}
       ORDER BY at ${order}, id ${order}
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, query.offset, query.limit],
    );
    const total =
      rows[0]?.total ??
      (query.offset > 0
        ? ((
            await this.db.query(`SELECT count(*)::int AS n FROM admin_audit_log ${filter}`, params)
          )[0].n as number)
        : 0);
    return { total, entries: rows.map(toEntry) };
  }
}
