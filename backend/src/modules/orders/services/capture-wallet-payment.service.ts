import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { WalletCaptureLine, WalletCheckout, WalletIssue } from '@shared/ports/wallet-checkout.port';
import { OrdersErrors } from '../domain/orders.errors';
import { totalCents, TopUpOrder } from '../domain/top-up-order';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { ScreenPaymentService } from './screen-payment.service';

/** What a capture came to: PayPal's answer, and our order after it. */
export type WalletCaptureOutcome =
  | {
      state: 'captured';
      walletOrderId: string;
      /** PayPal's order status (COMPLETED once captured). */
      orderStatus: string;
      capture: { id: string; status: string };
      order: TopUpOrder;
    }
  | { state: 'refused'; details: WalletIssue[]; debugId: string | null };

/** Capture statuses after which PayPal will never complete this capture. */
const FINAL_UNPAID = ['DECLINED', 'FAILED'];

/**
 * The one path from "PayPal captured" to a paid order (the capture endpoint, reconciliation and
 * an admin's check all come here). A capture counts as payment only when its status is COMPLETED
 * and its amount, currency (USD) and custom_id equal the order's; anything else is refused and
 * logged. Confirmation happens once (the database's constraint), however many captures arrive
 * at once: PayPal answers them all with the same capture (PayPal-Request-Id from our order id).
 */
@Injectable()
export class CaptureWalletPaymentService {
  private readonly logger = new Logger(CaptureWalletPaymentService.name);

  constructor(
    private readonly wallet: WalletCheckout,
    private readonly orders: TopUpOrderRepository,
    private readonly fulfilment: FulfilmentQueue,
    private readonly cancellations: CancelUnpaidOrderService,
    private readonly screening: ScreenPaymentService,
  ) {}

  /**
   * Captures the PayPal order of one of our wallet orders. `customerId` null: the system
   * (reconciliation, an admin), else only the customer's own order is found.
   */
  async capture(
    walletOrderId: string,
    customerId: string | null,
    source: string,
  ): Promise<WalletCaptureOutcome> {
    const order = await this.orders.findByCheckoutSession(walletOrderId);
    if (!order || order.gateway !== 'paypal' || (customerId && order.customerId !== customerId))
      throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    // Never take money for an order that can no longer be fulfilled.
    if (order.status === 'CANCELLED') throw new DomainError(OrdersErrors.WALLET_ORDER_CLOSED);
    const result = await this.wallet.captureOrder(walletOrderId, order.id);
    if (result.state === 'not-found') throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    if (result.state === 'refused') {
      this.logger.warn(
        `Order ${order.id}: PayPal refused the capture of ${walletOrderId}: ${result.details.map((d) => d.issue).join(', ')} (debug_id ${result.debugId})`,
      );
      return { state: 'refused', details: result.details, debugId: result.debugId };
    }
    const after = await this.settle(order, result.capture, source);
    return {
      state: 'captured',
      walletOrderId,
      orderStatus: result.orderStatus,
      capture: { id: result.capture.captureId, status: result.capture.status },
      order: after,
    };
  }

  /**
   * What a capture PayPal reports means for the order: paid (confirmed once, fulfilment queued),
   * never to be paid (DECLINED, FAILED: the order is cancelled), or not yet (PENDING). A
   * COMPLETED capture that does not match the order is refused and logged. Answers the order.
   */
  async settle(order: TopUpOrder, capture: WalletCaptureLine, source: string): Promise<TopUpOrder> {
    if (FINAL_UNPAID.includes(capture.status)) {
      await this.cancellations.cancel(
        order.id,
        source,
        `PayPal capture ${capture.captureId} ${capture.status}`,
      );
      return (await this.orders.findById(order.id))!;
    }
    if (capture.status !== 'COMPLETED') return order; // PENDING: asked again by reconciliation
    const expected = totalCents(order);
    if (
      capture.amountCents !== expected ||
      capture.currency !== 'USD' ||
      capture.customId !== order.id
    ) {
      const what = `captured ${capture.amountCents} ${capture.currency} for ${capture.customId}, expected ${expected} USD for ${order.id}`;
      this.logger.error(`Order ${order.id}: PayPal capture ${capture.captureId} refused: ${what}`);
      await this.orders.note(
        order.id,
        source,
        `PayPal capture ${capture.captureId} refused: ${what}`,
      );
      throw new DomainError(OrdersErrors.PAYMENT_MISMATCH);
    }
    const payerCountry = capture.payerCountry ?? null;
    // Only a first confirmation can hold: a copy finds the order already moved.
    const holdReason =
      order.status === 'PENDING_PAYMENT'
        ? await this.screening.holdReason(order, payerCountry)
        : null;
    await this.orders.confirmPayment({
      orderId: order.id,
      gateway: 'paypal',
      paymentRef: capture.captureId,
      amountCents: capture.amountCents,
      source,
      paymentCountry: payerCountry,
      holdReason,
    });
    // Also on 'already': the job id is the order id, so this never makes a second job.
    await this.fulfilment.enqueue(order.id);
    const after = (await this.orders.findById(order.id))!;
    if (after.status === 'CANCELLED') await this.refundCancelled(after, capture.captureId);
    return after;
  }

  /**
   * Reconciliation cancelled the order (PayPal said not approved) while the payer approved and
   * captured it: the money goes back, since the order will never be fulfilled.
   */
  private async refundCancelled(order: TopUpOrder, captureId: string): Promise<void> {
    this.logger.error(`Order ${order.id}: captured ${captureId} after cancellation; refunding`);
    const refund = await this.wallet.refund(captureId, order.id);
    const detail =
      refund.state === 'refunded'
        ? `PayPal capture ${captureId} after cancellation refunded (${refund.refundRef})`
        : `PayPal capture ${captureId} after cancellation NOT refunded: ${refund.reason}`;
    if (refund.state === 'failed') this.logger.error(`Order ${order.id}: ${detail}`);
    await this.orders.note(order.id, 'worker', detail);
  }
}
