import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { moveOrder } from '../domain/top-up-order';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { FulfilOrderService, RefundFailed } from './fulfil-order.service';
import { REFUSED_REASON } from './order-mails';
import type { OrderActionOutcome } from './order-action-outcome';

/** What the customer's refund notice gives as the reason (order-mails.ts, refundMail). */
export { REFUSED_REASON };

/**
 * Refuse of an order held for review (docs/specification.md#review-queue), by an admin or by the
 * sweep once the hold is older than REVIEW_HOLD_HOURS: HELD_FOR_REVIEW -> FAILED by a move
 * guarded by status (so it loses to an Approve that came first, and two Refuses make one), then
 * the money goes back at once through fulfilment's refund path (idempotent per order at the
 * gateway; a refund that fails stays FAILED, and the sweep retries it like any failed top-up).
 */
@Injectable()
export class RefuseHeldOrderService {
  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly fulfilment: FulfilOrderService,
  ) {}

  async refuse(orderId: string, actor: string, detail: string): Promise<OrderActionOutcome> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    if (order.status !== 'HELD_FOR_REVIEW') throw new DomainError(OrdersErrors.NOT_HELD);
    const moved = await this.orders.move(moveOrder(order, 'FAILED', actor, detail), {
      failureReason: REFUSED_REASON,
    });
    if (!moved) throw new DomainError(OrdersErrors.NOT_HELD);
    try {
      const result = await this.fulfilment.fulfil(orderId);
      // The worker's retry refunded it between our move and this call: refunded all the same.
      return result === 'nothing-to-do'
        ? 'refunded'
        : result === 'refunded'
          ? result
          : 'in-progress';
    } catch (err) {
      if (!(err instanceof RefundFailed)) throw err;
      return 'refund-failed';
    }
  }
}
