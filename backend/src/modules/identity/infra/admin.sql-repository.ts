import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import type { Admin } from '../domain/admin';
import {
  AdminListQuery,
  AdminPage,
  AdminRepository,
  AdminSortField,
  NewAdmin,
} from '../ports/admin-repository.port';
import { ADMIN_COLUMNS, AdminRow, toDomain } from './admin.mapper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_VIOLATION = '23505';

/** Sort columns by name: only these ever reach the SQL text. */
const SORT_COLUMNS: Record<AdminSortField, string> = { fullname: 'fullname', email: 'email' };

const isUniqueViolation = (err: unknown) =>
  err instanceof QueryFailedError &&
  (err.driverError as { code?: string }).code === UNIQUE_VIOLATION;

/** `q` as a LIKE pattern that matches itself literally (%, _ and \ escaped). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class AdminSqlRepository extends AdminRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async findById(id: string): Promise<Admin | null> {
    // A malformed id would make PostgreSQL fail the uuid cast: it names no admin.
    if (!UUID.test(id)) return null;
    const rows: AdminRow[] = await this.db.query(
      `SELECT ${ADMIN_COLUMNS} FROM admins WHERE id = $1`,
      [id],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async findByEmail(email: string): Promise<Admin | null> {
    const rows: AdminRow[] = await this.db.query(
      `SELECT ${ADMIN_COLUMNS} FROM admins WHERE email = $1`,
      [email.toLowerCase()],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async count(): Promise<number> {
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM admins`);
    return row.n as number;
  }

  async list({ offset, limit, q, sort }: AdminListQuery): Promise<AdminPage> {
    const where = q ? `WHERE fullname ILIKE $1 OR email ILIKE $1` : '';
    const params = q ? [containing(q)] : [];
    const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
    // The other column and the id break ties, so pages never overlap or skip a row.
    const other = sort.field === 'email' ? 'fullname' : 'email';
    const rows: (AdminRow & { total: number })[] = await this.db.query(
      `SELECT ${ADMIN_COLUMNS}, count(*) OVER ()::int AS total FROM admins ${where}
       ORDER BY ${SORT_COLUMNS[sort.field]} ${order}, ${other} ${order}, id
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    // Past the last page the window count is missing: count on its own.
    const count = rows[0]?.total ?? (offset > 0 ? await this.countMatching(where, params) : 0);
    return { count, admins: rows.map(toDomain) };
  }

  private async countMatching(where: string, params: string[]): Promise<number> {
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM admins ${where}`, params);
    return row.n as number;
  }

  async insert(admin: NewAdmin): Promise<Admin | 'email_taken'> {
    try {
      const rows: AdminRow[] = await this.db.query(
        `INSERT INTO admins (fullname, email, type, password_hash) VALUES ($1, $2, $3, $4)
         RETURNING ${ADMIN_COLUMNS}`,
        [admin.fullname, admin.email.toLowerCase(), admin.type, admin.passwordHash],
      );
      return toDomain(rows[0]);
    } catch (err) {
      if (isUniqueViolation(err)) return 'email_taken';
      throw err;
    }
  }

  async updateProfile(
    id: string,
    profile: { fullname: string; email: string },
  ): Promise<Admin | 'email_taken' | 'not_found'> {
    if (!UUID.test(id)) return 'not_found';
    try {
      const [rows]: [AdminRow[], number] = await this.db.query(
        `UPDATE admins SET fullname = $2, email = $3, updated_at = now() WHERE id = $1
         RETURNING ${ADMIN_COLUMNS}`,
        [id, profile.fullname, profile.email.toLowerCase()],
      );
      return rows[0] ? toDomain(rows[0]) : 'not_found';
    } catch (err) {
      if (isUniqueViolation(err)) return 'email_taken';
      throw err;
    }
  }

  async changePassword(id: string, passwordHash: string): Promise<Admin | 'not_found'> {
    if (!UUID.test(id)) return 'not_found';
    const [rows]: [AdminRow[], number] = await this.db.query(
      `UPDATE admins SET password_hash = $2, session_epoch = session_epoch + 1, updated_at = now()
       WHERE id = $1 RETURNING ${ADMIN_COLUMNS}`,
      [id, passwordHash],
    );
    return rows[0] ? toDomain(rows[0]) : 'not_found';
  }

  async deleteUnlessLastMaster(id: string): Promise<Admin | 'not_found' | 'last_master'> {
    if (!UUID.test(id)) return 'not_found';
    return this.db.transaction(async (tx) => {
      // Every deletion first locks all master rows, so deletions run one after another: the
      // second of two masters deleting each other sees the first one gone and only one left.
      const masters: { id: string }[] = await tx.query(
        `SELECT id FROM admins WHERE type = 'master' ORDER BY id FOR UPDATE`,
      );
      const rows: AdminRow[] = await tx.query(
        `SELECT ${ADMIN_COLUMNS} FROM admins WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const admin = rows[0] ? toDomain(rows[0]) : null;
      if (!admin) return 'not_found';
      if (admin.type === 'master' && masters.length <= 1) return 'last_master';
      await tx.query(`DELETE FROM admins WHERE id = $1`, [id]);
      return admin;
    });
  }
}
