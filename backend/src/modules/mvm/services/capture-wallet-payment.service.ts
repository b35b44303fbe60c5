import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { WalletCheckout, WalletIssue } from '@shared/ports/wallet-checkout.port';
import type { MvmPayment } from '../domain/mvm-payment';
import { MvmErrors } from '../domain/mvm.errors';
import { MvmPaymentRepository } from '../ports/mvm-payment-repository.port';
import { SettleWalletCaptureService } from './settle-wallet-capture.service';

export type WalletPaymentCapture =
  | {
      state: 'captured';
      walletOrderId: string;
      orderStatus: string;
      capture: { id: string; status: string };
      payment: MvmPayment;
    }
  | { state: 'refused'; details: WalletIssue[]; debugId: string | null };

const refused = (issue: string, description: string): WalletPaymentCapture => ({
  state: 'refused',
  details: [{ issue, description }],
  debugId: null,
});

/**
 * The payer approved the wallet order: capture it (the gateway answers a repeated capture with
 * the same capture, so double clicks and retries are harmless) and settle the payment from
 * what was captured (SettleWalletCaptureService: PAID once, only when everything matches).
 * A cancelled payment is never captured; a gateway refusal (e.g. INSTRUMENT_DECLINED) leaves the
 * payment open so the payer can choose another way to pay. The storefront switch does not stop a
 * capture: it ends a payment the payer already approved (reconciliation would capture it anyway),
 * as for top-ups.
 */
@Injectable()
export class CaptureWalletPaymentService {
  constructor(
    private readonly payments: MvmPaymentRepository,
    private readonly wallet: WalletCheckout,
    private readonly settlements: SettleWalletCaptureService,
  ) {}

  async capture(walletOrderId: string): Promise<WalletPaymentCapture> {
    const payment = await this.payments.findByProviderOrder('paypal', walletOrderId);
    if (!payment) throw new DomainError(MvmErrors.PAYMENT_NOT_FOUND);
    if (payment.status === 'CANCELLED')
      return refused('PAYMENT_CANCELLED', 'This payment was cancelled; please start a new one.');

    const result = await this.wallet.captureOrder(walletOrderId, payment.id);
    if (result.state === 'not-found')
      return refused('RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    if (result.state === 'refused')
      return { state: 'refused', details: result.details, debugId: result.debugId };

    const settled = await this.settlements.settle(payment, result.capture, 'capture');
    if (settled === 'mismatch')
      return refused('CAPTURE_MISMATCH', 'The captured payment does not match this payment.');
    return {
      state: 'captured',
      walletOrderId: result.walletOrderId,
      orderStatus: result.orderStatus,
      capture: { id: result.capture.captureId, status: result.capture.status },
      payment: (await this.payments.findById(payment.id))!,
    };
  }
}
