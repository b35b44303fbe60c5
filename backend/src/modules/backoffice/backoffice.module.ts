import { Module } from '@nestjs/common';
import { HttpErrorRegistry } from '../../shared/http/http-error-registry';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { OrdersModule } from '../orders/orders.module';
import { backofficeHttpErrors } from './http/backoffice.http-errors';
import { ContactEmailController } from './http/contact-email.controller';
import { DashboardController } from './http/dashboard.controller';
import { OfferBuildController } from './http/offer-build.controller';
import { StorefrontController } from './http/storefront.controller';
import { TransactionPageController } from './http/transaction-page.controller';
import { CatalogOfferSyncRunner } from './infra/catalog-offer-sync-runner';
import { DashboardFiguresQuery } from './infra/dashboard-figures.query';
import { OrderPageQuery } from './infra/order-page.query';
import { SettingsSqlStore } from './infra/settings.sql-store';
import { DashboardFigures } from './ports/dashboard-figures';
import { OfferSyncRunner } from './ports/offer-sync-runner';
import { OrderPageReader } from './ports/order-page.reader';
import { SettingsStore } from './ports/settings.store';
import { BuildOffersService } from './services/build-offers.service';
import { ChangeContactEmailService } from './services/change-contact-email.service';
import { CheckTransactionService } from './services/check-transaction.service';
import { ReadContactEmailService } from './services/read-contact-email.service';
import { ReadDashboardService } from './services/read-dashboard.service';
import { ReadOrderPageService } from './services/read-order-page.service';
import { ReadStorefrontService } from './services/read-storefront.service';
import { RefundTransactionService } from './services/refund-transaction.service';
import { ToggleStorefrontService } from './services/toggle-storefront.service';

/** Settings (configWeb, contact e-mail), Build Offers, the order page and its actions, dashboard. */
@Module({
  imports: [IdentityModule, CatalogModule, OrdersModule],
  controllers: [
    StorefrontController,
    ContactEmailController,
    OfferBuildController,
    TransactionPageController,
    DashboardController,
  ],
  providers: [
    { provide: SettingsStore, useClass: SettingsSqlStore },
    { provide: OfferSyncRunner, useClass: CatalogOfferSyncRunner },
    { provide: OrderPageReader, useClass: OrderPageQuery },
    { provide: DashboardFigures, useClass: DashboardFiguresQuery },
    ReadStorefrontService,
    ToggleStorefrontService,
    ReadContactEmailService,
    ChangeContactEmailService,
    BuildOffersService,
    ReadOrderPageService,
    CheckTransactionService,
    RefundTransactionService,
    ReadDashboardService,
  ],
})
export class BackofficeModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(backofficeHttpErrors);
  }
}
