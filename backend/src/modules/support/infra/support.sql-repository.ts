import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ContactMessage, CreditRequest } from '../domain/support-request';
import { SupportRepository } from '../ports/support-repository.port';

@Injectable()
export class SupportTypeormRepository extends SupportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async saveContactMessage(m: ContactMessage, sentTo: string): Promise<void> {
    await this.db.query(
      'INSERT INTO contact_messages (firstname, lastname, email, message, sent_to) VALUES ($1, $2, $3, $4, $5)',
      [m.firstname, m.lastname, m.email, m.message, sentTo],
    );
  }

  async saveCreditRequest(r: CreditRequest): Promise<void> {
    await this.db.query(
      `INSERT INTO credit_requests (requestor_name, requestor_tele, requestor_email, requestee_name, requestee_email, message)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        r.requestorName,
        r.requestorTele,
        r.requestorEmail,
        r.requesteeName,
        r.requesteeEmail,
        r.message,
      ],
    );
  }
}
