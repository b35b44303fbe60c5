import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import type { TransactionFilter } from '../domain/transaction-filter';
import type { AdminActor } from '../domain/admin-actor';
import { TransactionCsvSource } from '../ports/transaction-csv-source.port';
import { auditedExport } from './audited-export';

/**
 * The CSV export of the transaction list: same filters, recorded in the audit log, and refused
 * while as many exports as allowed are running (each holds a database connection).
 */
@Injectable()
export class TransactionCsvExportService {
  constructor(
    private readonly csv: TransactionCsvSource,
    private readonly audit: RecordAdminActionService,
  ) {}

  async export(admin: AdminActor, filter: TransactionFilter): Promise<Readable> {
    return auditedExport(
      () => this.csv.open(filter),
      () =>
        this.audit.record({
          adminId: admin.id,
          adminEmail: admin.email,
          action: 'transactions.csv_export',
          detail: JSON.stringify({ filter }),
        }),
    );
  }
}
