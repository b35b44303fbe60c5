import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Admin } from '../domain/admin';
import { AdminRepository } from '../ports/admin.repository';
import { ADMIN_COLUMNS, AdminRow, toDomain } from './admin.mapper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
}
