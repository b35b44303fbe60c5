import { Injectable } from '@nestjs/common';
import { moveOrder } from '../domain/top-up-order';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';

/**
 * An unpaid order whose checkout can no longer be paid (the gateway expired the session, or no
 * session was ever made) ends CANCELLED, so nothing waits for payment for ever.
 */
@Injectable()
export class CancelUnpaidOrderService {
  constructor(private readonly orders: TopUpOrderRepository) {}

  /** False when the order is not (or no longer) waiting for payment: a paid order stays paid. */
  async cancel(orderId: string, actor: string, detail: string): Promise<boolean> {
    const order = await this.orders.findById(orderId);
    if (order?.status !== 'PENDING_PAYMENT') return false;
    return this.orders.move(moveOrder(order, 'CANCELLED', actor, detail));
  }
}
