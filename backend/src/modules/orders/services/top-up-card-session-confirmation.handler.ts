import { Injectable } from '@nestjs/common';
import { CardSessionConfirmationHandler } from '@shared/payments/card-session-confirmation-handler.port';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';

/** The Stripe webhook's way into this context: the checkout sessions of top-up orders. */
@Injectable()
export class TopUpCardSessionConfirmationHandler extends CardSessionConfirmationHandler {
  readonly purpose = 'topup';

  constructor(private readonly confirmations: ConfirmCardPaymentService) {
    super();
  }

  async confirm(sessionId: string, source: string): Promise<void> {
    await this.confirmations.settle(sessionId, source);
  }
}
