import { Module } from '@nestjs/common';
import { CatalogModule } from '@modules/catalog/catalog.module';
import { IdentityModule } from '@modules/identity/identity.module';
import { SupportModule } from '@modules/support/support.module';
import { CreditRequestAnswerRepository } from './ports/credit-request-answer-repository.port';
import { CreditRequestAnswerSqlRepository } from './infra/credit-request-answer.sql-repository';
import { AnswerCreditRequestService } from './services/answer-credit-request.service';
import { TellRequesterService } from './services/tell-requester.service';
import { StuckOrdersQuery } from './infra/stuck-order.read-model';
import { StuckOrderFinder } from './ports/stuck-order-finder.port';
import { ReconcileOrdersService } from './services/reconcile-orders.service';
import { HistoryController } from './http/history.controller';
import { OrderProgressController } from './http/order-progress.controller';
import { RedisOrderProgressSignal } from './infra/redis-order-progress-signal';
import { OrderProgressSignal } from './ports/order-progress-signal.port';
import { FollowOrderProgressService } from './services/follow-order-progress.service';
import { OrderHistoryQuery } from './infra/order-history.read-model';
import { PaypalCheckoutController } from './http/paypal-checkout.controller';
import { StripeCheckoutController } from './http/stripe-checkout.controller';
import { StorefrontStatusController } from './http/storefront-status.controller';
import { BullmqFulfilmentQueue } from './infra/bullmq-fulfilment-queue';
import { TopUpOrderTypeormRepository } from './infra/top-up-order.sql-repository';
import { FulfilmentLeasesSqlRepository } from './infra/fulfilment-leases.sql-repository';
import { FulfilmentLeases } from './ports/fulfilment-leases.port';
import { CustomerContactsQuery } from './infra/customer-contacts.read-model';
import { CustomerContacts } from './ports/customer-contacts.port';
import { CustomerStanding } from './ports/customer-standing.port';
import { CustomerStandingQuery } from './infra/customer-standing.read-model';
import { FulfilmentQueue } from './ports/fulfilment-queue.port';
import { TopUpOrderRepository } from './ports/top-up-order-repository.port';
import { ConfirmCardPaymentService } from './services/confirm-card-payment.service';
import { FulfilOrderService } from './services/fulfil-order.service';
import { CheckOrderNowService } from './services/check-order-now.service';
import { CancelUnpaidOrderService } from './services/cancel-unpaid-order.service';
import { RefundFailedOrderService } from './services/refund-failed-order.service';
import { StartWalletCheckoutService } from './services/start-wallet-checkout.service';
import { CaptureWalletPaymentService } from './services/capture-wallet-payment.service';
import { CheckWalletPaymentService } from './services/check-wallet-payment.service';
import { CheckMyPaymentService } from './services/check-my-payment.service';
import { WalletClientSetupService } from './services/wallet-client-setup.service';
import { ChargeSavedCardService } from './services/charge-saved-card.service';
import { StartCardCheckoutService } from './services/start-card-checkout.service';
import { ordersHttpErrors } from './http/orders.http-errors';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';
import { ReviewFactsQuery } from './infra/review-facts.read-model';
import { ReviewFactsReader } from './ports/review-facts-reader.port';
import { ScreenPaymentService } from './services/screen-payment.service';
import { ApproveHeldOrderService } from './services/approve-held-order.service';
import { RefuseHeldOrderService } from './services/refuse-held-order.service';
import { TopUpCardSessionConfirmationHandler } from './services/top-up-card-session-confirmation.handler';
import { RaisedLimitsRepository } from './ports/raised-limits-repository.port';
import { RaisedLimitsSqlRepository } from './infra/raised-limits.sql-repository';
import { CustomerRiskLimitsService } from './services/customer-risk-limits.service';
import { TopUpCardPaymentAlertHandler } from './services/top-up-card-payment-alert.handler';
import { HandleEarlyFraudWarningService } from './services/handle-early-fraud-warning.service';
import { RecordDisputeService } from './services/record-dispute.service';
import { OrderPaymentAlertRepository } from './ports/order-payment-alert-repository.port';
import { OrderPaymentAlertSqlRepository } from './infra/order-payment-alert.sql-repository';
import { AdminContacts } from './ports/admin-contacts.port';
import { AdminContactsQuery } from './infra/admin-contacts.read-model';
import { PinVault } from './ports/pin-vault.port';
import { AesGcmPinVault } from './infra/aes-gcm-pin-vault';
import { RevealOrderPinService } from './services/reveal-order-pin.service';
import { DtoneCallbackController } from './http/dtone-callback.controller';
import { ReceiptController } from './http/receipt.controller';
import { ReceiptDocument } from './ports/receipt-document.port';
import { PdfkitReceiptDocument } from './infra/pdfkit-receipt-document';
import { DownloadReceiptService } from './services/download-receipt.service';
import { LateOrders } from './ports/late-orders.port';
import { LateOrdersSqlRepository } from './infra/late-orders.sql-repository';
import { TakeTopUpCallbackService } from './services/take-top-up-callback.service';
import { WatchDelayedOrdersService } from './services/watch-delayed-orders.service';

/** Top-up orders, payments, fulfilment, refunds, reconciliation, histories. */
@Module({
  imports: [IdentityModule, CatalogModule, SupportModule],
  controllers: [
    StripeCheckoutController,
    PaypalCheckoutController,
    HistoryController,
    OrderProgressController,
    StorefrontStatusController,
    DtoneCallbackController,
    ReceiptController,
  ],
  providers: [
    { provide: TopUpOrderRepository, useClass: TopUpOrderTypeormRepository },
    { provide: FulfilmentLeases, useClass: FulfilmentLeasesSqlRepository },
    { provide: FulfilmentQueue, useClass: BullmqFulfilmentQueue },
    { provide: OrderProgressSignal, useClass: RedisOrderProgressSignal },
    FollowOrderProgressService,
    { provide: CustomerContacts, useClass: CustomerContactsQuery },
    { provide: CustomerStanding, useClass: CustomerStandingQuery },
    OrderHistoryQuery,
    { provide: StuckOrderFinder, useClass: StuckOrdersQuery },
    ReconcileOrdersService,
    { provide: LateOrders, useClass: LateOrdersSqlRepository },
    TakeTopUpCallbackService,
    WatchDelayedOrdersService,
    { provide: ReceiptDocument, useClass: PdfkitReceiptDocument },
    DownloadReceiptService,
    StartCardCheckoutService,
    ConfirmCardPaymentService,
    CancelUnpaidOrderService,
    FulfilOrderService,
    { provide: CreditRequestAnswerRepository, useClass: CreditRequestAnswerSqlRepository },
    AnswerCreditRequestService,
    TellRequesterService,
    CheckOrderNowService,
    RefundFailedOrderService,
    StartWalletCheckoutService,
    CaptureWalletPaymentService,
    CheckWalletPaymentService,
    CheckMyPaymentService,
    WalletClientSetupService,
    TopUpCardSessionConfirmationHandler,
    { provide: RaisedLimitsRepository, useClass: RaisedLimitsSqlRepository },
    CustomerRiskLimitsService,
    { provide: OrderPaymentAlertRepository, useClass: OrderPaymentAlertSqlRepository },
    { provide: AdminContacts, useClass: AdminContactsQuery },
    HandleEarlyFraudWarningService,
    RecordDisputeService,
    TopUpCardPaymentAlertHandler,
    { provide: ReviewFactsReader, useClass: ReviewFactsQuery },
    ScreenPaymentService,
    ApproveHeldOrderService,
    RefuseHeldOrderService,
    { provide: PinVault, useClass: AesGcmPinVault },
    RevealOrderPinService,
    ChargeSavedCardService,
  ],
  exports: [
    StartCardCheckoutService,
    ChargeSavedCardService,
    CustomerRiskLimitsService,
    ConfirmCardPaymentService,
    FulfilOrderService,
    ReconcileOrdersService,
    WatchDelayedOrdersService,
    CheckOrderNowService,
    RefundFailedOrderService,
    ApproveHeldOrderService,
    RefuseHeldOrderService,
  ],
})
export class OrdersModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(ordersHttpErrors);
  }
}
