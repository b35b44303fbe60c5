import { Global, Module } from '@nestjs/common';
import { CardSessionConfirmations } from './card-session-confirmations';
import { PaymentSweeps } from './payment-sweeps';
import { StoreStatus } from '../ports/store-status.port';
import { SettingsStoreStatus } from './settings-store-status.query';

/**
 * What every payment context shares (both processes): the registries through which each offers
 * its payment handlers, and the storefront switch.
 */
@Global()
@Module({
  providers: [
    CardSessionConfirmations,
    PaymentSweeps,
    { provide: StoreStatus, useClass: SettingsStoreStatus },
  ],
  exports: [CardSessionConfirmations, PaymentSweeps, StoreStatus],
})
export class PaymentHandlersModule {}
