import { Injectable, Logger } from '@nestjs/common';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { WalletCheckout } from '@shared/ports/wallet-checkout.port';
import { Mailer } from '@shared/ports/mailer.port';
import { moveOrder, TopUpOrder } from '../domain/top-up-order';
import { CustomerContacts } from '../ports/customer-contacts.port';
import { NOT_DELIVERED_IN_TIME, receiptMail, refundMail } from './order-mails';
import { TopUpProviderUnavailable, TopUpSender, TopUpState } from '../ports/top-up-sender.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { TellRequesterService } from './tell-requester.service';
import { PinVault } from '../ports/pin-vault.port';
import { FulfilmentLease, FulfilmentLeases } from '../ports/fulfilment-leases.port';

export type FulfilOutcome = 'completed' | 'refunded' | 'pending' | 'nothing-to-do';

/** Thrown to have the queue try again later (the provider is still working on it). */
export class StillPending extends Error {
  constructor(orderId: string) {
    super(`Order ${orderId}: the top-up is still pending at the provider`);
    this.name = 'StillPending';
  }
}

/**
 * Thrown to have the queue try again later: another run holds the order (a second job for it, as a
 * Redis restarted empty or a webhook's copy can make), or took it over while this one waited.
 */
export class FulfilmentBusy extends Error {
  constructor(orderId: string) {
    super(`Order ${orderId}: another fulfilment run holds it`);
    this.name = 'FulfilmentBusy';
  }
}

/**
 * Thrown when a failed top-up's money could not go back: the job fails (visible in the queue
 * dashboard) and the queue retries the refund with backoff, instead of ending as a success.
 */
export class RefundFailed extends Error {
  constructor(
    readonly orderId: string,
    reason: string,
  ) {
    super(`Order ${orderId}: refund failed: ${reason}`);
    this.name = 'RefundFailed';
  }
}

/**
 * Airtime out for a paid order, exactly once: the provider's transaction carries our order id as
 * external id, and before any send we ask the provider whether it already has one (a crash or a
 * timeout may have left a transaction behind). One run at a time holds the order (a lease in
 * PostgreSQL), so two runs never both look up, find nothing and send. A failed top-up is refunded
 * through the gateway.
 */
@Injectable()
export class FulfilOrderService {
  private readonly logger = new Logger(FulfilOrderService.name);

  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly topUps: TopUpSender,
    private readonly checkout: CardCheckout,
    private readonly wallet: WalletCheckout,
    private readonly mailer: Mailer,
    private readonly contacts: CustomerContacts,
    private readonly requesters: TellRequesterService,
    private readonly pins: PinVault,
    private readonly leases: FulfilmentLeases,
  ) {}

  /**
   * Provider faults (TopUpProviderUnavailable) propagate: the queue retries, with a look-up first.
   * A refund that fails throws RefundFailed, so the queue retries it too.
   */
  async fulfil(orderId: string): Promise<FulfilOutcome> {
    const order = await this.orders.findById(orderId);
    if (!order) return 'nothing-to-do';
    if (order.status === 'FAILED') return this.refund(order);
    if (order.status !== 'PAID' && order.status !== 'SUBMITTED') return 'nothing-to-do';
    const lease = await this.leases.claim(order.id);
    if (!lease) throw new FulfilmentBusy(order.id);
    let outcome: FulfilOutcome | undefined;
    try {
      outcome = await this.sendOrFollow(order, lease);
      return outcome;
    } finally {
      // Delivered or refunded: the order's move ended the lease (ENDS_FULFILMENT). An order
      // another process moved first is already where no run holds it; a lease left on it lapses.
      if (outcome === 'completed' || outcome === 'refunded') lease.stop();
      else
        await lease
          .release()
          .catch((err: Error) =>
            this.logger.warn(`Order ${order.id}: lease not released (it lapses): ${err.message}`),
          );
    }
  }

  private async sendOrFollow(order: TopUpOrder, lease: FulfilmentLease): Promise<FulfilOutcome> {
    try {
      let state = await this.topUps.findByExternalId(order.id);
      // Past the delivery time limit (docs/specification.md#delayed-top-ups): nothing new
      // is sent, and a transaction still pending is cancelled at DT One where it still can be.
      if (order.timeLimitAt) {
        if (!state) return await this.apply(order, notSentInTime);
        if (state.state === 'pending') state = await this.cancelLate(order, state);
        // Cancelled by us (read back now, or after a crash between the cancel and the move):
        // the customer reads why in the refund mail.
        if (state.state === 'failed') state = { ...state, reason: NOT_DELIVERED_IN_TIME };
      }
      if (!state) {
        if (order.status === 'SUBMITTED')
          this.logger.warn(`Order ${order.id}: SUBMITTED but unknown to the provider; sending`);
        // Lapsed and taken by another run (this one stalled past the lease): that run sends.
        if (!(await lease.renew())) throw new FulfilmentBusy(order.id);
        state = await this.topUps.send({
          externalId: order.id,
          productId: order.productId,
          mobileNumber: order.telenumber,
          ...(order.sentCents ? { sentUsdCents: order.sentCents } : {}),
        });
      }
      return await this.apply(order, state);
    } catch (err) {
      if (err instanceof TopUpProviderUnavailable)
        this.logger.warn(
          `Order ${order.id}: DT One did not answer (${err.message}); retried after a look-up`,
        );
      throw err;
    }
  }

  /**
   * Asks DT One to cancel a late transaction, then reads it back: only DT One's own answer (failed
   * or cancelled) refunds; one it can no longer cancel stays pending and is followed as before.
   */
  private async cancelLate(
    order: TopUpOrder,
    state: TopUpState & { state: 'pending' },
  ): Promise<TopUpState> {
    const answer = await this.topUps.cancel(state.providerTransactionId);
    if (answer === 'refused') {
      this.logger.warn(`Order ${order.id}: past its time limit; DT One can no longer cancel it`);
      return state;
    }
    // The history line comes with the move to FAILED (apply), not here: a crash between DT One's
    // cancel and a line written now would lose it, as the next run reads the state failed.
    return (await this.topUps.findByExternalId(order.id)) ?? state;
  }

  private async apply(order: TopUpOrder, state: TopUpState): Promise<FulfilOutcome> {
    if (state.state === 'pending') {
      if (order.status === 'PAID') {
        await this.orders.move(
          moveOrder(
            order,
            'SUBMITTED',
            'worker',
            `accepted by DT One (transaction ${state.providerTransactionId})`,
          ),
          { providerTransactionId: state.providerTransactionId, ...chargedBy(state) },
        );
      }
      throw new StillPending(order.id);
    }
    if (state.state === 'completed') {
      // A PIN is kept sealed with the order; the history line says only that one came.
      const delivered = await this.orders.moveAndRead(
        moveOrder(
          order,
          'COMPLETED',
          'worker',
          `delivered (transaction ${state.providerTransactionId})${state.pin ? ', PIN received' : ''}`,
        ),
        {
          providerTransactionId: state.providerTransactionId,
          ...chargedBy(state),
          ...(state.pin ? { pinSealed: this.pins.seal(state.pin) } : {}),
          operatorReference: state.operatorReference ?? undefined,
        },
      );
      if (delivered) await this.notify(delivered, 'receipt');
      // An order paid from a credit request's link: its requester hears it was sent, once. Other
      // orders skip the claim (a statement per delivery at a peak; the link is attached before
      // payment, so the order read above knows it).
      if (delivered?.creditRequestId) await this.requesters.afterDelivery(order.id);
      return 'completed';
    }
    const detail = !state.providerTransactionId
      ? state.reason
      : state.cancelled && order.timeLimitAt
        ? // Cancelled by the delivery time limit (cancelLate); said here, with the move.
          `time limit: transaction ${state.providerTransactionId} cancelled at DT One`
        : `${state.reason} (transaction ${state.providerTransactionId})`;
    const failed = await this.orders.moveAndRead(moveOrder(order, 'FAILED', 'worker', detail), {
      providerTransactionId: state.providerTransactionId ?? undefined,
      failureReason: state.reason,
    });
    return failed ? this.refund(failed) : 'nothing-to-do';
  }

  /** Money back through the gateway that took it; idempotent per order at the gateway. */
  private async refund(order: TopUpOrder): Promise<FulfilOutcome> {
    if (!order.paymentRef) {
      this.logger.error(`Order ${order.id}: FAILED without a payment reference; cannot refund`);
      throw new RefundFailed(order.id, 'no payment reference');
    }
    // A wallet order's payment reference is PayPal's capture id.
    const result =
      order.gateway === 'paypal'
        ? await this.wallet.refund(order.paymentRef, order.id)
        : await this.checkout.refund(order.paymentRef, order.id);
    if (result.state === 'failed') {
      this.logger.error(`Order ${order.id}: refund failed: ${result.reason}`);
      throw new RefundFailed(order.id, result.reason);
    }
    this.logger.log(`Order ${order.id}: refunded (${result.refundRef})`);
    const refunded = await this.orders.moveAndRead(
      moveOrder(order, 'REFUNDED', 'worker', `refund ${result.refundRef}`),
      { refundRef: result.refundRef },
    );
    if (refunded) await this.notify(refunded, 'refund');
    return 'refunded';
  }

  /** Mails the customer about their order, as its move left it. */
  private async notify(order: TopUpOrder, kind: 'receipt' | 'refund'): Promise<void> {
    const to = await this.contacts.recipientOf(order.customerId);
    if (!to) return;
    // The receipt carries the PIN: the customer's own mailbox is where a voucher belongs.
    const pin = kind === 'receipt' && order.pinSealed ? this.pins.open(order.pinSealed) : null;
    await this.mailer.send(
      kind === 'receipt'
        ? receiptMail(order, to.email, to.language, pin)
        : refundMail(order, to.email, to.language),
    );
  }
}

/** A late order DT One never got: nothing is sent any more, it fails and is refunded. */
const notSentInTime: TopUpState = {
  state: 'failed',
  providerTransactionId: null,
  reason: NOT_DELIVERED_IN_TIME,
};

/**
 * The price the provider's transaction answers replaces the checkout's estimate (the offer's
 * wholesale price); no answer keeps the estimate. A failed top-up is not charged, so its price
 * is never taken.
 */
function chargedBy(state: TopUpState): { wholesaleCents?: number } {
  return state.wholesaleCents == null ? {} : { wholesaleCents: state.wholesaleCents };
}
