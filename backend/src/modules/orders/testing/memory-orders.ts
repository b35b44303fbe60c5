import { canMove } from '../domain/order-status';
import type { OrderEvent, TopUpOrder } from '../domain/top-up-order';
import { FulfilmentQueue } from '../ports/fulfilment-queue';
import {
  NewTopUpOrder,
  OrderChanges,
  PaymentConfirmation,
  TopUpOrderRepository,
} from '../ports/top-up-order.repository';

/** Orders and their history in memory, with the same status-guarded moves as the SQL one. */
export class MemoryTopUpOrders extends TopUpOrderRepository {
  readonly orders = new Map<string, TopUpOrder>();
  readonly events: OrderEvent[] = [];

  add(changes: Partial<TopUpOrder> = {}): TopUpOrder {
    const order: TopUpOrder = {
      id: `o${this.orders.size + 1}`,
      customerId: 'c1',
      productId: 'p1',
      productName: '2,000 TZS Airtime',
      telenumber: '+255754123456',
      operatorName: 'Vodacom Tanzania',
      country: 'Tanzania',
      amountCents: 100,
      serviceChargeCents: 53,
      status: 'PENDING_PAYMENT',
      gateway: 'stripe',
      checkoutSessionId: null,
      paymentRef: null,
      providerTransactionId: null,
      failureReason: null,
      refundRef: null,
      createdAt: new Date(),
      completedAt: null,
      ...changes,
    };
    this.orders.set(order.id, order);
    return order;
  }

  async create(o: NewTopUpOrder): Promise<TopUpOrder> {
    return this.add(o);
  }
  async attachCheckoutSession(orderId: string, sessionId: string) {
    this.orders.get(orderId)!.checkoutSessionId = sessionId;
  }
  async findById(orderId: string) {
    const order = this.orders.get(orderId);
    return order ? { ...order } : null;
  }
  async findByCheckoutSession(sessionId: string) {
    return [...this.orders.values()].find((o) => o.checkoutSessionId === sessionId) ?? null;
  }
  async confirmPayment(c: PaymentConfirmation): Promise<'confirmed' | 'already'> {
    const order = this.orders.get(c.orderId)!;
    if (order.status !== 'PENDING_PAYMENT') return 'already';
    order.status = 'PAID';
    order.paymentRef = c.paymentRef;
    return 'confirmed';
  }
  async move(m: OrderEvent, changes: OrderChanges = {}) {
    const order = this.orders.get(m.orderId);
    if (!order || order.status !== m.from || !canMove(m.from, m.to)) return false;
    Object.assign(order, { status: m.to }, changes);
    this.events.push(m);
    return true;
  }
  async note(orderId: string, actor: string, detail: string) {
    const order = this.orders.get(orderId);
    if (!order) return false;
    this.events.push({ orderId, from: order.status, to: order.status, actor, detail });
    return true;
  }
}

export class MemoryFulfilmentQueue extends FulfilmentQueue {
  readonly enqueued: string[] = [];
  /** What the worker does with a job (tests set it). */
  onEnqueue: (orderId: string) => void = () => undefined;
  async enqueue(orderId: string) {
    this.enqueued.push(orderId);
    this.onEnqueue(orderId);
  }
}
