import { Injectable, Logger } from '@nestjs/common';
import { WalletCheckout } from '@shared/ports/wallet-checkout.port';
import { MVM_WALLET_LIFETIME_MS, MvmPayment } from '../domain/mvm-payment';
import { MvmPaymentRepository } from '../ports/mvm-payment-repository.port';
import { ConfirmMvmCardPaymentService } from './confirm-card-payment.service';
import { SettleWalletCaptureService } from './settle-wallet-capture.service';

/** A payment whose gateway order was never made is dropped after this long (a crashed start). */
export const MVM_CREATING_GRACE_MS = 5 * 60_000;
/** Payments looked at per run (oldest first); the next run takes the rest. */
export const MVM_RECONCILE_BATCH = 100;

export interface MvmReconciliation {
  checked: number;
  paid: number;
  cancelled: number;
}

/**
 * The Mvm payments' part of the reconciliation job: PENDING payments idle for a while are
 * checked with their gateway in case the payer's browser, the capture call or the webhook was
 * lost. Card: Stripe's session decides (paid → PAID, expired → CANCELLED). Wallet: PayPal's
 * order decides: a capture settles the payment, an APPROVED order is captured (the payer said
 * yes), a voided or unknown order, or one not approved within its lifetime, cancels it.
 */
@Injectable()
export class ReconcileMvmPaymentsService {
  private readonly logger = new Logger(ReconcileMvmPaymentsService.name);

  constructor(
    private readonly payments: MvmPaymentRepository,
    private readonly cards: ConfirmMvmCardPaymentService,
    private readonly wallet: WalletCheckout,
    private readonly settlements: SettleWalletCaptureService,
  ) {}

  async reconcile(idleMs: number, now = Date.now()): Promise<MvmReconciliation> {
    const pending = await this.payments.findPending(idleMs, MVM_RECONCILE_BATCH);
    const result: MvmReconciliation = { checked: pending.length, paid: 0, cancelled: 0 };
    for (const payment of pending) {
      try {
        const status = await this.reconcileOne(payment, now - payment.createdAt.getTime());
        if (status === 'PAID') result.paid++;
        if (status === 'CANCELLED') result.cancelled++;
      } catch (err) {
        this.logger.warn(`Mvm payment ${payment.id}: check failed: ${(err as Error).message}`);
      }
    }
    return result;
  }

  private async reconcileOne(payment: MvmPayment, ageMs: number): Promise<string | undefined> {
    if (!payment.providerOrderId) {
      if (ageMs < MVM_CREATING_GRACE_MS) return undefined;
      return this.cancel(payment, 'no gateway order was created');
    }
    if (payment.provider === 'stripe')
      return (await this.cards.confirmSession(payment.providerOrderId, 'reconciliation'))?.status;

    const order = await this.wallet.getOrder(payment.providerOrderId);
    if (order.state === 'not-found')
      return this.cancel(payment, 'the wallet order is unknown to the gateway');
    if (order.capture) return this.settle(payment, order.capture);
    if (order.orderStatus === 'APPROVED') {
      const captured = await this.wallet.captureOrder(payment.providerOrderId, payment.id);
      if (captured.state === 'captured') return this.settle(payment, captured.capture);
      if (captured.state === 'refused')
        this.logger.warn(
          `Mvm payment ${payment.id}: capture refused: ${captured.details[0]?.issue ?? captured.httpStatus}`,
        );
      return undefined;
    }
    if (order.orderStatus === 'VOIDED') return this.cancel(payment, 'the wallet order was voided');
    if (ageMs >= MVM_WALLET_LIFETIME_MS)
      return this.cancel(payment, 'the wallet order was not approved in time');
    return undefined;
  }

  private async settle(
    payment: MvmPayment,
    capture: Parameters<SettleWalletCaptureService['settle']>[1],
  ): Promise<string | undefined> {
    const settled = await this.settlements.settle(payment, capture, 'reconciliation');
    return settled === 'paid' ? 'PAID' : undefined;
  }

  private async cancel(payment: MvmPayment, reason: string): Promise<string | undefined> {
    return (await this.payments.settleUnpaid(payment.id, 'CANCELLED', reason))
      ? 'CANCELLED'
      : undefined;
  }
}
