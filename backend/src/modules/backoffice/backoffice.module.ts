import { Module } from '@nestjs/common';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';
import { CatalogModule } from '@modules/catalog/catalog.module';
import { IdentityModule } from '@modules/identity/identity.module';
import { OrdersModule } from '@modules/orders/orders.module';
import { backofficeHttpErrors } from './http/backoffice.http-errors';
import { ClientsController } from './http/clients.controller';
import { ContactEmailController } from './http/contact-email.controller';
import { SiteSettingsController } from './http/site-settings.controller';
import { DashboardController } from './http/dashboard.controller';
import { MvmPaymentsController } from './http/mvm-payments.controller';
import { MvmPaymentsQuery } from './infra/mvm-payment.read-model';
import { MvmPaymentReadModel } from './ports/mvm-payment-read-model.port';
import { MvmPaymentListService } from './services/mvm-payment-list.service';
import { OfferBuildController } from './http/offer-build.controller';
import { StorefrontController } from './http/storefront.controller';
import { TransactionPageController } from './http/transaction-page.controller';
import { TransactionsCsvController } from './http/transactions-csv.controller';
import { TransactionsController } from './http/transactions.controller';
import { CatalogOfferSyncRunner } from './infra/catalog-offer-sync-runner';
import { ClientsQuery } from './infra/client.read-model';
import { CsvExportConnections } from './infra/csv-export-connections';
import { DashboardFiguresQuery } from './infra/dashboard-figures.read-model';
import { OrderPageQuery } from './infra/order-page.read-model';
import { SettingsSqlStore } from './infra/settings.sql-repository';
import { TransactionsCsvCopy } from './infra/transaction-csv.read-model';
import { TransactionsQuery } from './infra/transaction.read-model';
import { ClientReadModel } from './ports/client-read-model.port';
import { DashboardFigures } from './ports/dashboard-figures.port';
import { OfferSyncRunner } from './ports/offer-sync-runner.port';
import { OrderPageReader } from './ports/order-page-reader.port';
import { SettingsStore } from './ports/settings-store.port';
import { TransactionCsvSource } from './ports/transaction-csv-source.port';
import { TransactionReadModel } from './ports/transaction-read-model.port';
import { BuildOffersService } from './services/build-offers.service';
import { ChangeContactEmailService } from './services/change-contact-email.service';
import { CheckTransactionService } from './services/check-transaction.service';
import { ClientListService } from './services/client-list.service';
import { BlockClientService } from './services/block-client.service';
import { ReadContactEmailService } from './services/read-contact-email.service';
import { ReadSiteSettingsService } from './services/read-site-settings.service';
import { ReadDashboardService } from './services/read-dashboard.service';
import { ReadOrderPageService } from './services/read-order-page.service';
import { ApproveTransactionService } from './services/approve-transaction.service';
import { RefuseTransactionService } from './services/refuse-transaction.service';
import { ReadStorefrontService } from './services/read-storefront.service';
import { RefundTransactionService } from './services/refund-transaction.service';
import { ToggleStorefrontService } from './services/toggle-storefront.service';
import { TransactionCsvExportService } from './services/transaction-csv-export.service';
import { TransactionListService } from './services/transaction-list.service';
import { ClientRiskLimitsController } from './http/client-risk-limits.controller';
import { ClientRiskLimitsService } from './services/client-risk-limits.service';
import { AdminRecipientsQuery } from './infra/admin-recipients.read-model';
import { BalanceWatchSqlStore } from './infra/balance-watch.sql-repository';
import { AdminRecipients } from './ports/admin-recipients.port';
import { BalanceWatchStore } from './ports/balance-watch-store.port';
import { CheckProviderBalanceService } from './services/check-provider-balance.service';

/**
 * The back office: transactions and clients lists, CSV export, settings (configWeb, contact
 * e-mail), Build Offers, the order page and its actions, dashboard figures, the Mvm payments
 * (read-only, from mvm_payments), the DT One balance watch (its job is in jobs/).
 */
@Module({
  imports: [IdentityModule, CatalogModule, OrdersModule],
  controllers: [
    TransactionsController,
    TransactionsCsvController,
    ClientsController,
    ClientRiskLimitsController,
    StorefrontController,
    ContactEmailController,
    SiteSettingsController,
    OfferBuildController,
    TransactionPageController,
    DashboardController,
    MvmPaymentsController,
  ],
  providers: [
    CsvExportConnections,
    ClientRiskLimitsService,
    { provide: SettingsStore, useClass: SettingsSqlStore },
    { provide: OfferSyncRunner, useClass: CatalogOfferSyncRunner },
    { provide: OrderPageReader, useClass: OrderPageQuery },
    { provide: DashboardFigures, useClass: DashboardFiguresQuery },
    { provide: TransactionReadModel, useClass: TransactionsQuery },
    { provide: TransactionCsvSource, useClass: TransactionsCsvCopy },
    { provide: ClientReadModel, useClass: ClientsQuery },
    { provide: MvmPaymentReadModel, useClass: MvmPaymentsQuery },
    MvmPaymentListService,
    TransactionListService,
    TransactionCsvExportService,
    ClientListService,
    BlockClientService,
    ReadStorefrontService,
    ToggleStorefrontService,
    ReadContactEmailService,
    ReadSiteSettingsService,
    ChangeContactEmailService,
    BuildOffersService,
    ReadOrderPageService,
    CheckTransactionService,
    RefundTransactionService,
    ApproveTransactionService,
    RefuseTransactionService,
    ReadDashboardService,
    { provide: BalanceWatchStore, useClass: BalanceWatchSqlStore },
    { provide: AdminRecipients, useClass: AdminRecipientsQuery },
    CheckProviderBalanceService,
  ],
  exports: [CheckProviderBalanceService],
})
export class BackofficeModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(backofficeHttpErrors);
  }
}
