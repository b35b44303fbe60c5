import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AdminRecipients } from '../ports/admin-recipients.port';

/** Every admin's address (a handful of rows). */
@Injectable()
export class AdminRecipientsQuery extends AdminRecipients {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async emails(): Promise<string[]> {
    const rows: { email: string }[] = await this.db.query(
      `SELECT email FROM admins ORDER BY created_at, email LIMIT 100`,
    );
    return rows.map((r) => r.email);
  }
}
