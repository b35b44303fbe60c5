import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { HttpErrorRegistry } from '../../shared/http/http-error-registry';
import { backofficeHttpErrors } from './http/backoffice.http-errors';
import { ClientsController } from './http/clients.controller';
import { TransactionsCsvController } from './http/transactions-csv.controller';
import { TransactionsController } from './http/transactions.controller';
import { ClientsQuery } from './infra/clients.query';
import { TransactionsCsvCopy } from './infra/transactions-csv.copy';
import { TransactionsQuery } from './infra/transactions.query';
import { ClientReadModel } from './ports/client-read-model';
import { TransactionCsvSource } from './ports/transaction-csv-source';
import { TransactionReadModel } from './ports/transaction-read-model';
import { ClientListService } from './services/client-list.service';
import { TransactionCsvExportService } from './services/transaction-csv-export.service';
import { TransactionListService } from './services/transaction-list.service';

/** Settings (configWeb, contact e-mail), CSV export, dashboard figures. */
@Module({
  imports: [IdentityModule],
  controllers: [TransactionsController, TransactionsCsvController, ClientsController],
  providers: [
    { provide: TransactionReadModel, useClass: TransactionsQuery },
    { provide: TransactionCsvSource, useClass: TransactionsCsvCopy },
    { provide: ClientReadModel, useClass: ClientsQuery },
    TransactionListService,
    TransactionCsvExportService,
    ClientListService,
  ],
})
export class BackofficeModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(backofficeHttpErrors);
  }
}
