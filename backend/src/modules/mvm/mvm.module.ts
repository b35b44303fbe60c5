import { Module } from '@nestjs/common';
import { IdentityModule } from '@modules/identity/identity.module';
import { MvmPaymentAlertSqlRepository } from './infra/mvm-payment-alert.sql-repository';
import { MvmPaymentAlertRepository } from './ports/mvm-payment-alert-repository.port';
import { HandleMvmPaymentAlertService } from './services/handle-mvm-payment-alert.service';
import { MvmCardPaymentAlertHandler } from './services/mvm-card-payment-alert.handler';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';
import { ConfigWebStoreStatus } from '@shared/payments/settings-store-status.read-model';
import { StoreStatus } from '@shared/ports/store-status.port';
import { MvmCardController } from './http/mvm-card.controller';
import { MvmPaymentsController } from './http/mvm-payments.controller';
import { MvmWalletController } from './http/mvm-wallet.controller';
import { mvmHttpErrors } from './http/mvm.http-errors';
import { MvmPaymentSqlRepository } from './infra/mvm-payment.sql-repository';
import { MvmPaymentRepository } from './ports/mvm-payment-repository.port';
import { CaptureWalletPaymentService } from './services/capture-wallet-payment.service';
import { ConfirmMvmCardPaymentService } from './services/confirm-card-payment.service';
import { ConfirmMvmPaymentService } from './services/confirm-mvm-payment.service';
import { MvmCardSessionConfirmationHandler } from './services/mvm-card-session-confirmation.handler';
import { MvmPaymentSweepHandler } from './services/mvm-payment-sweep.handler';
import { ReadMvmPaymentService } from './services/read-payment.service';
import { ReadWalletSetupService } from './services/read-wallet-setup.service';
import { ReconcileMvmPaymentsService } from './services/reconcile-payments.service';
import { SettleWalletCaptureService } from './services/settle-wallet-capture.service';
import { StartCardPaymentService } from './services/start-card-payment.service';
import { StartWalletPaymentService } from './services/start-wallet-payment.service';

/**
 * Course and project payments (Mvm): wallet (PayPal) and card (Stripe Checkout) payments without
 * login, the invoice read, their reconciliation and receipts. The gateways (CardCheckout,
 * WalletCheckout) and the Mailer are global; the back office lists the payments.
 */
@Module({
  imports: [IdentityModule],
  controllers: [MvmWalletController, MvmCardController, MvmPaymentsController],
  providers: [
    { provide: MvmPaymentRepository, useClass: MvmPaymentSqlRepository },
    // Only the admins' switch: a low DT One balance closes top-ups, not course payments.
    { provide: StoreStatus, useClass: ConfigWebStoreStatus },
    ReadWalletSetupService,
    StartWalletPaymentService,
    CaptureWalletPaymentService,
    SettleWalletCaptureService,
    ConfirmMvmPaymentService,
    StartCardPaymentService,
    ConfirmMvmCardPaymentService,
    ReadMvmPaymentService,
    ReconcileMvmPaymentsService,
    MvmCardSessionConfirmationHandler,
    MvmPaymentSweepHandler,
    { provide: MvmPaymentAlertRepository, useClass: MvmPaymentAlertSqlRepository },
    HandleMvmPaymentAlertService,
    MvmCardPaymentAlertHandler,
  ],
})
export class MvmModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(mvmHttpErrors);
  }
}
