import { AWAITING_DELIVERY } from '../domain/order-status';
import { LateOrderCandidate, LateOrders } from '../ports/late-orders.port';
import type { MemoryTopUpOrders } from './memory-orders';

/** The delay sweep's port over in-memory orders; `sendingMs` per order is set by the spec. */
export class MemoryLateOrders extends LateOrders {
  readonly sendingMs = new Map<string, number>();

  constructor(private readonly orders: MemoryTopUpOrders) {
    super();
  }

  async find(minSendingMs: number): Promise<LateOrderCandidate[]> {
    return [...this.orders.orders.values()]
      .filter((o) => AWAITING_DELIVERY.includes(o.status) && !o.timeLimitAt)
      .filter((o) => (this.sendingMs.get(o.id) ?? 0) >= minSendingMs)
      .map((o) => ({
        orderId: o.id,
        status: o.status,
        sendingMs: this.sendingMs.get(o.id) ?? 0,
        delayNoticedAt: o.delayNoticedAt ?? null,
        timeLimitAt: o.timeLimitAt ?? null,
      }));
  }

  async markNoticed(orderId: string, detail: string): Promise<boolean> {
    return this.mark(orderId, 'delayNoticedAt', detail);
  }

  async markTimeLimit(orderId: string, detail: string): Promise<boolean> {
    return this.mark(orderId, 'timeLimitAt', detail);
  }

  private async mark(
    orderId: string,
    field: 'delayNoticedAt' | 'timeLimitAt',
    detail: string,
  ): Promise<boolean> {
    const order = this.orders.orders.get(orderId);
    if (!order || order[field] || order.timeLimitAt || !AWAITING_DELIVERY.includes(order.status))
      return false;
    order[field] = new Date();
    await this.orders.note(orderId, 'delay-sweep', detail);
    return true;
  }
}
