import { Injectable } from '@nestjs/common';
import { CardSessionConfirmationHandler } from '@shared/payments/card-session-confirmation-handler.port';
import { ConfirmMvmCardPaymentService } from './confirm-card-payment.service';

/** The Stripe webhook's way into this context: the checkout sessions of Mvm payments. */
@Injectable()
export class MvmCardSessionConfirmationHandler extends CardSessionConfirmationHandler {
  readonly purpose = 'mvm';

  constructor(private readonly confirmations: ConfirmMvmCardPaymentService) {
    super();
  }

  async confirm(sessionId: string, source: string): Promise<void> {
    await this.confirmations.confirmSession(sessionId, source);
  }
}
