import { Injectable } from '@nestjs/common';
import { CardPaymentAlertHandler } from '@shared/payments/card-payment-alert-handler.port';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';
import { HandleEarlyFraudWarningService } from './handle-early-fraud-warning.service';
import { RecordDisputeService } from './record-dispute.service';

/** The Stripe webhook's way into this context for early fraud warnings and disputes. */
@Injectable()
export class TopUpCardPaymentAlertHandler extends CardPaymentAlertHandler {
  constructor(
    private readonly warnings: HandleEarlyFraudWarningService,
    private readonly disputes: RecordDisputeService,
  ) {
    super();
  }

  handle(alert: CardPaymentAlert): Promise<'handled' | 'not-ours'> {
    return alert.kind === 'early_fraud_warning'
      ? this.warnings.handle(alert)
      : this.disputes.handle(alert);
  }
}
