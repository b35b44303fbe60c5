import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { PaymentSweepHandler } from '@shared/payments/payment-sweep-handler.port';
import { ReconcileMvmPaymentsService } from './reconcile-payments.service';

/** The reconciliation job's way into this context, run after the orders' own sweep. */
@Injectable()
export class MvmPaymentSweepHandler extends PaymentSweepHandler {
  readonly name = 'mvm';

  constructor(
    private readonly reconciliation: ReconcileMvmPaymentsService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async sweep(): Promise<void> {
    await this.reconciliation.reconcile(this.config.env.RECONCILE_IDLE_SECONDS * 1000);
  }
}
