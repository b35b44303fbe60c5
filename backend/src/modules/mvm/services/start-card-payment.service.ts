import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { formatCents } from '@shared/domain/money';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { kindOf } from '../domain/mvm-catalogue';
import { cardCheckoutExpiry } from '../domain/mvm-payment';
import { MvmErrors } from '../domain/mvm.errors';
import { MvmPaymentRepository } from '../ports/mvm-payment-repository.port';
import { StoreStatus } from '@shared/ports/store-status.port';
import { gatewayDescription, MvmPaymentInput } from './mvm-payment-input';

/**
 * A card payment ('Pay with Stripe' on the project form): a PENDING payment, then a Stripe
 * Checkout Session (purpose 'mvm') for exactly the typed amount. Paid, Stripe sends the payer to
 * the invoice page with the payment's id, which shows only what the server confirmed; cancelled,
 * to the failure page. Without a course the payment is a project payment.
 */
@Injectable()
export class StartCardPaymentService {
  constructor(
    private readonly payments: MvmPaymentRepository,
    private readonly checkout: CardCheckout,
    private readonly config: AppConfig,
    private readonly store: StoreStatus,
  ) {}

  async start(input: MvmPaymentInput): Promise<{ url: string; paymentId: string }> {
    if (!(await this.store.isOpen())) throw new DomainError(MvmErrors.STORE_CLOSED);
    const kind = input.course === null ? 'project' : kindOf(input.course);
    if (!kind) throw new Error(`Not a listed course or project type: ${input.course}`);
    const payment = await this.payments.create({
      kind,
      course: input.course,
      payerName: input.payerName,
      description: input.description,
      amountCents: input.amountCents,
      provider: 'stripe',
      payerEmail: input.email,
      language: input.language,
    });
    const base = this.config.env.PUBLIC_URL.replace(/\/$/, '');
    const shown = new URLSearchParams({
      amount: formatCents(payment.amountCents),
      description: payment.description,
      payerName: payment.payerName,
    });
    const session = await this.checkout.createSession({
      orderId: payment.id,
      purpose: 'mvm',
      amountCents: payment.amountCents,
      description: gatewayDescription(payment),
      successUrl: `${base}/MvmProjectFeeSucess?${shown}&payment=${payment.id}`,
      cancelUrl: `${base}/MvmProjectFeeSucessFailed?${shown}`,
      customerEmail: payment.payerEmail ?? undefined,
      expiresAt: cardCheckoutExpiry(payment),
    });
    // Only a payment left without a session for minutes is cancelled: never the case here.
    if (!(await this.payments.attachProviderOrder(payment.id, session.sessionId, session.url)))
      throw new Error(`Mvm payment ${payment.id} was settled before its checkout session`);
    return { url: session.url, paymentId: payment.id };
  }
}
