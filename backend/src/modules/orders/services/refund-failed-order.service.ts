import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import { FulfilOrderService, RefundFailed } from './fulfil-order.service';
import type { OrderActionOutcome } from './order-action-outcome';

/**
 * An admin's refund of a failed top-up whose refund failed. It goes the fulfilment's own refund
 * path: the gateway refund is idempotent per order and the FAILED -> REFUNDED move is guarded by
 * status, so two admins (or an admin and the worker) at once give one refund and one REFUNDED.
 */
@Injectable()
export class RefundFailedOrderService {
  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly fulfilment: FulfilOrderService,
  ) {}

  async refund(orderId: string, actor: string): Promise<OrderActionOutcome> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    if (order.status !== 'FAILED') throw new DomainError(OrdersErrors.NOT_REFUNDABLE);
    let outcome: OrderActionOutcome;
    try {
      const result = await this.fulfilment.fulfil(orderId);
      // Another admin or the worker's retry refunded it between our read and the refund: this
      // call found it no longer FAILED, as if it had come a moment later.
      if (result !== 'refunded') throw new DomainError(OrdersErrors.NOT_REFUNDABLE);
      outcome = result;
    } catch (err) {
      if (!(err instanceof RefundFailed)) throw err;
      outcome = 'refund-failed';
    }
    await this.orders.note(orderId, actor, `refund retried: ${outcome}`);
    return outcome;
  }
}
