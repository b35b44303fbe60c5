import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { MvmPayment } from '../domain/mvm-payment';
import { MvmErrors } from '../domain/mvm.errors';
import { MvmPaymentRepository } from '../ports/mvm-payment-repository.port';
import { ConfirmMvmCardPaymentService } from './confirm-card-payment.service';

/**
 * One payment for the invoice page, which shows only what the server confirmed. A card payment
 * still pending is first checked with Stripe (the payer usually arrives before the webhook), as
 * the top-up success page does; if Stripe cannot be asked, the payment is answered as stored.
 */
@Injectable()
export class ReadMvmPaymentService {
  private readonly logger = new Logger(ReadMvmPaymentService.name);

  constructor(
    private readonly payments: MvmPaymentRepository,
    private readonly cards: ConfirmMvmCardPaymentService,
  ) {}

  async read(id: string): Promise<MvmPayment> {
    const payment = await this.payments.findById(id);
    if (!payment) throw new DomainError(MvmErrors.PAYMENT_NOT_FOUND);
    if (payment.status !== 'PENDING' || payment.provider !== 'stripe' || !payment.providerOrderId)
      return payment;
    try {
      return (await this.cards.confirmSession(payment.providerOrderId, 'invoice-page')) ?? payment;
    } catch (err) {
      this.logger.warn(`Mvm payment ${id}: card check failed: ${(err as Error).message}`);
      return payment;
    }
  }
}
