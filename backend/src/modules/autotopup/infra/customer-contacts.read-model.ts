import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { languageOr } from '@shared/domain/language';
import { CustomerContacts, type MailRecipient } from '../ports/customer-contacts.port';

/** A read model over the customers table (identity writes it). */
@Injectable()
export class CustomerContactsSqlReadModel extends CustomerContacts {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async emailOf(customerId: string): Promise<string | null> {
    const rows: { email: string }[] = await this.db.query(
      'SELECT email FROM customers WHERE id = $1',
      [customerId],
    );
    return rows[0]?.email ?? null;
  }

  async recipientOf(customerId: string): Promise<MailRecipient | null> {
    const rows: { email: string; language: string }[] = await this.db.query(
      'SELECT email, language FROM customers WHERE id = $1',
      [customerId],
    );
    return rows[0] ? { email: rows[0].email, language: languageOr(rows[0].language) } : null;
  }
}
