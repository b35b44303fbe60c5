import { Global, Module } from '@nestjs/common';
import { CardSessionConfirmations } from './card-session-confirmations';
import { PaymentSweeps } from './payment-sweeps';

/** The registries through which contexts offer their payment handlers (both processes). */
@Global()
@Module({
  providers: [CardSessionConfirmations, PaymentSweeps],
  exports: [CardSessionConfirmations, PaymentSweeps],
})
export class PaymentHandlersModule {}
