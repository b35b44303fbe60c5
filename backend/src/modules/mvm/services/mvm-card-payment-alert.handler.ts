import { Injectable } from '@nestjs/common';
import { CardPaymentAlertHandler } from '@shared/payments/card-payment-alert-handler.port';
import type { CardPaymentAlert } from '@shared/ports/card-payment-alerts.port';
import { HandleMvmPaymentAlertService } from './handle-mvm-payment-alert.service';

/** The Stripe webhook's way into this context for early fraud warnings and disputes. */
@Injectable()
export class MvmCardPaymentAlertHandler extends CardPaymentAlertHandler {
  constructor(private readonly alerts: HandleMvmPaymentAlertService) {
    super();
  }

  handle(alert: CardPaymentAlert): Promise<'handled' | 'not-ours'> {
    return this.alerts.handle(alert);
  }
}
