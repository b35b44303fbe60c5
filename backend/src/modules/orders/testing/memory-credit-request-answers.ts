import { CreditRequestAnswerRepository } from '../ports/credit-request-answer-repository.port';
import type { MemoryTopUpOrders } from './memory-orders';

/** The order's credit request columns beside MemoryTopUpOrders, with the same guards as SQL. */
export class MemoryCreditRequestAnswers extends CreditRequestAnswerRepository {
  readonly requestOf = new Map<string, string>();
  readonly mailed = new Set<string>();

  constructor(private readonly orders: MemoryTopUpOrders) {
    super();
  }

  async attach(orderId: string, customerId: string, requestId: string) {
    const order = this.orders.orders.get(orderId);
    if (!order || order.customerId !== customerId || order.status !== 'PENDING_PAYMENT')
      return false;
    if (this.requestOf.has(orderId)) return false;
    this.requestOf.set(orderId, requestId);
    order.creditRequestId = requestId;
    return true;
  }

  async claimSentMail(orderId: string) {
    const requestId = this.requestOf.get(orderId);
    const order = this.orders.orders.get(orderId);
    if (!requestId || order?.status !== 'COMPLETED' || this.mailed.has(orderId)) return null;
    this.mailed.add(orderId);
    return requestId;
  }
}
