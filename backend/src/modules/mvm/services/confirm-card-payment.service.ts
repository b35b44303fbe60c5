import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import type { MvmPayment } from '../domain/mvm-payment';
import { MvmErrors } from '../domain/mvm.errors';
import { MvmPaymentRepository } from '../ports/mvm-payment-repository.port';
import { ConfirmMvmPaymentService } from './confirm-mvm-payment.service';

/**
 * "Stripe says paid" for an Mvm card payment: the signed webhook (sessions whose purpose is
 * 'mvm'), the invoice page's read and reconciliation come here. Stripe itself is asked (a webhook
 * is only a hint); the session must be this payment's, for its amount in USD; then PAID once. A
 * session Stripe expired unpaid cancels its payment.
 */
@Injectable()
export class ConfirmMvmCardPaymentService {
  private readonly logger = new Logger(ConfirmMvmCardPaymentService.name);

  constructor(
    private readonly checkout: CardCheckout,
    private readonly payments: MvmPaymentRepository,
    private readonly confirmations: ConfirmMvmPaymentService,
  ) {}

  /** The payment behind the session after settling what can be settled; null when unknown. */
  async confirmSession(sessionId: string, source: string): Promise<MvmPayment | null> {
    const payment = await this.payments.findByProviderOrder('stripe', sessionId);
    if (!payment) return null;
    const result = await this.checkout.retrieveSession(sessionId);
    if (result.state === 'expired') {
      await this.payments.settleUnpaid(
        payment.id,
        'CANCELLED',
        `checkout session ${sessionId} expired unpaid (${source})`,
      );
      return this.payments.findById(payment.id);
    }
    if (result.state !== 'paid') return payment;
    if (result.purpose !== 'mvm' || result.orderId !== payment.id) {
      this.logger.error(`Mvm payment ${payment.id}: session ${sessionId} is not this payment's`);
      return payment;
    }
    if (result.amountCents !== payment.amountCents || result.currency.toUpperCase() !== 'USD') {
      this.logger.error(
        `Mvm payment ${payment.id}: paid ${result.amountCents} ${result.currency}, expected ${payment.amountCents} USD`,
      );
      throw new DomainError(MvmErrors.PAYMENT_MISMATCH);
    }
    const confirmed = await this.confirmations.confirm({
      paymentId: payment.id,
      provider: 'stripe',
      providerRef: result.paymentRef,
      amountCents: result.amountCents,
      source,
    });
    return confirmed.payment;
  }
}
