import { Module } from '@nestjs/common';
import { CatalogModule } from '@modules/catalog/catalog.module';
import { IdentityModule } from '@modules/identity/identity.module';
import { OrdersModule } from '@modules/orders/orders.module';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';
import { AdminAutoTopUpsController } from './http/admin-auto-top-ups.controller';
import { AutoTopUpsController } from './http/auto-top-ups.controller';
import { autoTopUpHttpErrors } from './http/autotopup.http-errors';
import { AutoTopUpSqlRepository } from './infra/auto-top-up.sql-repository';
import { CustomerContactsSqlReadModel } from './infra/customer-contacts.read-model';
import { SavedCardSqlRepository } from './infra/saved-card.sql-repository';
import { AutoTopUpRepository } from './ports/auto-top-up-repository.port';
import { CustomerContacts } from './ports/customer-contacts.port';
import { SavedCardRepository } from './ports/saved-card-repository.port';
import { ActivateAutoTopUpsService } from './services/activate-auto-top-ups.service';
import { AdminAutoTopUpsService } from './services/admin-auto-top-ups.service';
import { ChangeAutoTopUpService } from './services/change-auto-top-up.service';
import { ListAutoTopUpsService } from './services/list-auto-top-ups.service';
import { RemoveSavedCardService } from './services/remove-saved-card.service';
import { RunDueAutoTopUpsService } from './services/run-due-auto-top-ups.service';
import { SendAutoTopUpRemindersService } from './services/send-auto-top-up-reminders.service';
import { StartAutoTopUpService } from './services/start-auto-top-up.service';
import { StopAfterPaymentAlertsService } from './services/stop-after-payment-alerts.service';

/**
 * Automatic top-ups (docs/decisions.md#automatic-top-ups-are-a-context-of-their-own): downstream of orders,
 * whose checkout makes the first payment and whose off-session charge pays each period.
 */
@Module({
  imports: [IdentityModule, CatalogModule, OrdersModule],
  controllers: [AutoTopUpsController, AdminAutoTopUpsController],
  providers: [
    { provide: AutoTopUpRepository, useClass: AutoTopUpSqlRepository },
    { provide: SavedCardRepository, useClass: SavedCardSqlRepository },
    { provide: CustomerContacts, useClass: CustomerContactsSqlReadModel },
    StartAutoTopUpService,
    ActivateAutoTopUpsService,
    RunDueAutoTopUpsService,
    SendAutoTopUpRemindersService,
    StopAfterPaymentAlertsService,
    ChangeAutoTopUpService,
    ListAutoTopUpsService,
    RemoveSavedCardService,
    AdminAutoTopUpsService,
  ],
  exports: [
    ActivateAutoTopUpsService,
    RunDueAutoTopUpsService,
    SendAutoTopUpRemindersService,
    StopAfterPaymentAlertsService,
  ],
})
export class AutoTopUpModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(autoTopUpHttpErrors);
  }
}
