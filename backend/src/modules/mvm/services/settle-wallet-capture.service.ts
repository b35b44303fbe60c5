import { Injectable, Logger } from '@nestjs/common';
import type { WalletCaptureLine } from '@shared/ports/wallet-checkout.port';
import type { MvmPayment } from '../domain/mvm-payment';
import { MvmPaymentRepository } from '../ports/mvm-payment-repository.port';
import { ConfirmMvmPaymentService } from './confirm-mvm-payment.service';

/** What a wallet capture meant for its payment. */
export type WalletSettlement = 'paid' | 'pending' | 'failed' | 'mismatch';

/**
 * What a capture reported by the wallet gateway does to its Mvm payment (the capture endpoint
 * and reconciliation): only a COMPLETED capture of exactly the payment's amount, in USD, whose
 * custom_id is the payment's id confirms it; a capture that does not match is refused, logged
 * and fails the payment; a declined or failed capture fails it; a PENDING capture (PayPal is
 * still checking) leaves it for reconciliation.
 */
@Injectable()
export class SettleWalletCaptureService {
  private readonly logger = new Logger(SettleWalletCaptureService.name);

  constructor(
    private readonly payments: MvmPaymentRepository,
    private readonly confirmations: ConfirmMvmPaymentService,
  ) {}

  async settle(
    payment: MvmPayment,
    capture: WalletCaptureLine,
    source: string,
  ): Promise<WalletSettlement> {
    const mismatch = this.mismatch(payment, capture);
    if (mismatch) {
      this.logger.error(
        `Mvm payment ${payment.id}: capture ${capture.captureId} refused: ${mismatch}`,
      );
      await this.payments.settleUnpaid(
        payment.id,
        'FAILED',
        `capture does not match: ${mismatch}`,
        capture.captureId,
      );
      return 'mismatch';
    }
    if (capture.status === 'COMPLETED') {
      await this.confirmations.confirm({
        paymentId: payment.id,
        provider: 'paypal',
        providerRef: capture.captureId,
        amountCents: capture.amountCents,
        source,
      });
      return 'paid';
    }
    if (capture.status === 'PENDING') return 'pending';
    await this.payments.settleUnpaid(
      payment.id,
      'FAILED',
      `capture ${capture.status}`,
      capture.captureId,
    );
    return 'failed';
  }

  private mismatch(payment: MvmPayment, capture: WalletCaptureLine): string | null {
    if (capture.customId !== payment.id) return `custom_id ${String(capture.customId)}`;
    if (capture.currency.toUpperCase() !== 'USD') return `currency ${capture.currency}`;
    if (capture.amountCents !== payment.amountCents)
      return `amount ${capture.amountCents} cents, expected ${payment.amountCents}`;
    return null;
  }
}
