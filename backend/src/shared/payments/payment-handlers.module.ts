import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { StoreStatus } from '../ports/store-status.port';
import { CardPaymentAlertDispatch } from './card-payment-alert-dispatch';
import { CardSessionConfirmations } from './card-session-confirmations';
import { StripeWebhookController } from './http/stripe-webhook.controller';
import { PaymentSweeps } from './payment-sweeps';
import { SettingsStoreStatus } from './settings-store-status.read-model';

/**
 * What every payment context shares (both processes): the Stripe webhook, the dispatchers that
 * find each context's CardSessionConfirmationHandler, CardPaymentAlertHandler and
 * PaymentSweepHandler, and the storefront
 * switch.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [StripeWebhookController],
  providers: [
    CardSessionConfirmations,
    CardPaymentAlertDispatch,
    PaymentSweeps,
    { provide: StoreStatus, useClass: SettingsStoreStatus },
  ],
  exports: [CardSessionConfirmations, PaymentSweeps, StoreStatus],
})
export class PaymentHandlersModule {}
