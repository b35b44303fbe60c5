import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { RecordAdminActionService } from '../../identity/services/record-admin-action.service';
import type { TransactionFilter } from '../domain/transaction-filter';
import type { AdminActor } from '../domain/admin-actor';
import { TransactionCsvSource } from '../ports/transaction-csv-source';

/** The CSV export of the transaction list: same filters, recorded in the audit log. */
@Injectable()
export class TransactionCsvExportService {
  constructor(
    private readonly csv: TransactionCsvSource,
    private readonly audit: RecordAdminActionService,
  ) {}

  async export(admin: AdminActor, filter: TransactionFilter): Promise<Readable> {
    // Recorded before the first byte leaves: an export the log does not know of never happens.
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'transactions.csv_export',
      detail: JSON.stringify({ filter }),
    });
    return this.csv.open(filter);
  }
}
