import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { languageOr } from '@shared/domain/language';
import type { DataSource } from 'typeorm';
import type { ContactMessage, CreditRequest } from '../domain/support-request';
import type { Requester } from '../domain/credit-request-link';
import { LinkedCreditRequest, SupportRepository } from '../ports/support-repository.port';

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

  async saveCreditRequest(r: CreditRequest, linkTokenHash: string): Promise<void> {
    await this.db.query(
      `INSERT INTO credit_requests (requestor_name, requestor_tele, requestor_email, requestee_name, requestee_email, message, link_token_hash, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        r.requestorName,
        r.requestorTele,
        r.requestorEmail,
        r.requesteeName,
        r.requesteeEmail,
        r.message,
        linkTokenHash,
        r.language,
      ],
    );
  }

  async findByLinkTokenHash(hash: string): Promise<LinkedCreditRequest | null> {
    const rows: LinkedCreditRequest[] = await this.db.query(
      `SELECT id, requestor_tele AS "requestorTele", created_at AS "createdAt"
         FROM credit_requests WHERE link_token_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }

  async requesterOf(requestId: string): Promise<Requester | null> {
    const rows: (Omit<Requester, 'language'> & { language: string })[] = await this.db.query(
      `SELECT requestor_name AS name, requestor_email AS email, language
         FROM credit_requests WHERE id = $1`,
      [requestId],
    );
    return rows[0] ? { ...rows[0], language: languageOr(rows[0].language) } : null;
  }
}
