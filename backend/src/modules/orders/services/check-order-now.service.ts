import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { OrderStatus } from '../domain/order-status';
import { OrdersErrors } from '../domain/orders.errors';
import type { TopUpOrder } from '../domain/top-up-order';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { CheckWalletPaymentService } from './check-wallet-payment.service';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { FulfilOrderService, RefundFailed } from './fulfil-order.service';
import type { OrderActionOutcome } from './order-action-outcome';

const FINAL: readonly OrderStatus[] = ['COMPLETED', 'REFUNDED', 'CANCELLED'];

/**
 * An admin's "check now": reconciliation for one order, by the paths the automatic one takes.
 * Unpaid: ask the gateway (the one confirmation path). Paid or sending: the fulfilment queue,
 * job id = order id, so it joins a job already there rather than adding one, and fulfilment asks
 * DT One by external id before sending: this can never top a phone up twice. Failed: the refund
 * again (idempotent at the gateway). Every check is written in the order's history.
 */
@Injectable()
export class CheckOrderNowService {
  /** How long to wait for fulfilment before answering 'in-progress'. */
  waitMs = 10_000;
  pollMs = 250;

  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly confirmations: ConfirmCardPaymentService,
    private readonly walletChecks: CheckWalletPaymentService,
    private readonly fulfilmentQueue: FulfilmentQueue,
    private readonly fulfilment: FulfilOrderService,
  ) {}

  async check(orderId: string, actor: string): Promise<OrderActionOutcome> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    const outcome = await this.run(order, actor);
    await this.orders.note(orderId, actor, `check: ${outcome}`);
    return outcome;
  }

  private async run(order: TopUpOrder, actor: string): Promise<OrderActionOutcome> {
    if (order.status === 'PENDING_PAYMENT') {
      if (!order.checkoutSessionId) return 'nothing-to-do';
      const after =
        order.gateway === 'paypal'
          ? await this.walletChecks.check(order.checkoutSessionId, actor)
          : await this.confirmations.confirmSession(order.checkoutSessionId, actor);
      return after && after.status !== 'PENDING_PAYMENT' ? 'payment-confirmed' : 'not-paid';
    }
    if (order.status === 'FAILED') {
      try {
        return (await this.fulfilment.fulfil(order.id)) === 'refunded'
          ? 'refunded'
          : 'nothing-to-do';
      } catch (err) {
        if (err instanceof RefundFailed) return 'refund-failed';
        throw err;
      }
    }
    // A held order waits for an admin's Approve or Refuse (docs/specification.md#review-queue).
    if (FINAL.includes(order.status) || order.status === 'HELD_FOR_REVIEW') return 'nothing-to-do';
    await this.fulfilmentQueue.enqueue(order.id);
    return this.awaitFulfilment(order.id);
  }

  /** The worker does the work; we watch the order's status for a while. */
  private async awaitFulfilment(orderId: string): Promise<OrderActionOutcome> {
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const status = (await this.orders.findById(orderId))?.status;
      if (status === 'COMPLETED') return 'completed';
      if (status === 'REFUNDED') return 'refunded';
      if (Date.now() >= deadline) {
        // FAILED is brief when the refund works (the worker refunds at once); still FAILED after
        // the wait means the gateway refused it.
        return status === 'FAILED' ? 'refund-failed' : 'in-progress';
      }
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
  }
}
