import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AdminContacts } from '../ports/admin-contacts.port';

/** A read model over the admins table (identity writes it). */
@Injectable()
export class AdminContactsQuery extends AdminContacts {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async emails(): Promise<string[]> {
    const rows: { email: string }[] = await this.db.query(
      'SELECT email FROM admins ORDER BY email',
    );
    return rows.map((r) => r.email);
  }
}
