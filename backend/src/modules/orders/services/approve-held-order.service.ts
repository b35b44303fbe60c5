import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { moveOrder } from '../domain/top-up-order';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import type { OrderActionOutcome } from './order-action-outcome';

/**
 * An admin's Approve of an order held for review (docs/specification.md#review-queue): it becomes
 * PAID and goes to fulfilment now. The move HELD_FOR_REVIEW -> PAID is guarded by status, as are
 * Refuse's and the sweep's HELD_FOR_REVIEW -> FAILED: whichever comes first wins, the others
 * answer 409 (NOT_HELD), so an order is never both fulfilled and refunded.
 */
@Injectable()
export class ApproveHeldOrderService {
  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly fulfilment: FulfilmentQueue,
  ) {}

  async approve(orderId: string, actor: string): Promise<OrderActionOutcome> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    if (order.status !== 'HELD_FOR_REVIEW') throw new DomainError(OrdersErrors.NOT_HELD);
    const moved = await this.orders.move(moveOrder(order, 'PAID', actor, 'approved after review'));
    if (!moved) throw new DomainError(OrdersErrors.NOT_HELD);
    await this.fulfilment.enqueue(orderId);
    return 'in-progress';
  }
}
