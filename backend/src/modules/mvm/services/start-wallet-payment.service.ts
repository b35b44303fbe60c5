import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { WalletCheckout, WalletIssue } from '@shared/ports/wallet-checkout.port';
import { kindOf } from '../domain/mvm-catalogue';
import type { MvmPayment } from '../domain/mvm-payment';
import { MvmErrors } from '../domain/mvm.errors';
import { MvmPaymentRepository } from '../ports/mvm-payment-repository.port';
import { StoreStatus } from '@shared/ports/store-status.port';
import { gatewayDescription, MvmPaymentInput } from './mvm-payment-input';

export type WalletPaymentStart =
  | { state: 'created'; walletOrderId: string; payment: MvmPayment }
  | { state: 'refused'; details: WalletIssue[]; debugId: string | null; payment: MvmPayment };

/**
 * A wallet payment (both forms): a PENDING payment of the amount the payer typed, then a wallet
 * order for exactly that amount with the payment's id as custom_id. An order the gateway
 * refuses fails the payment and is answered with the gateway's details.
 */
@Injectable()
export class StartWalletPaymentService {
  constructor(
    private readonly payments: MvmPaymentRepository,
    private readonly wallet: WalletCheckout,
    private readonly store: StoreStatus,
  ) {}

  async start(input: MvmPaymentInput): Promise<WalletPaymentStart> {
    if (!(await this.store.isOpen())) throw new DomainError(MvmErrors.STORE_CLOSED);
    const kind = kindOf(input.course);
    if (!kind) throw new Error(`Not a listed course or project type: ${String(input.course)}`);
    const payment = await this.payments.create({
      kind,
      course: input.course,
      payerName: input.payerName,
      description: input.description,
      amountCents: input.amountCents,
      provider: 'paypal',
      payerEmail: input.email,
      language: input.language,
    });
    const order = await this.wallet.createOrder({
      orderId: payment.id,
      purpose: 'mvm',
      amountCents: payment.amountCents,
      description: gatewayDescription(payment),
    });
    if (order.state === 'refused') {
      const issue = order.details[0]?.issue ?? 'refused';
      await this.payments.settleUnpaid(payment.id, 'FAILED', `wallet order refused: ${issue}`);
      return { ...order, payment: (await this.payments.findById(payment.id))! };
    }
    await this.payments.attachProviderOrder(payment.id, order.walletOrderId, null);
    return {
      state: 'created',
      walletOrderId: order.walletOrderId,
      payment: (await this.payments.findById(payment.id))!,
    };
  }
}
