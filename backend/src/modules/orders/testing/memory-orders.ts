import { canMove } from '../domain/order-status';
import type { OrderEvent, TopUpOrder } from '../domain/top-up-order';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import {
  AttachedCheckout,
  CheckoutRules,
  CheckoutStart,
  NewTopUpOrder,
  OrderChanges,
  PaymentConfirmation,
  TopUpOrderRepository,
} from '../ports/top-up-order-repository.port';

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
      wholesaleCents: null,
      status: 'PENDING_PAYMENT',
      gateway: 'stripe',
      checkoutSessionId: null,
      checkoutUrl: null,
      checkoutExpiresAt: null,
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
  /** Same rules as the SQL one; one process, so no lock is needed between the reads and the write. */
  async startCheckout(
    o: NewTopUpOrder,
    _actor: string,
    rules: CheckoutRules,
  ): Promise<CheckoutStart> {
    const now = Date.now();
    const mine = [...this.orders.values()].filter((x) => x.customerId === o.customerId);
    const open = mine
      .filter(
        (x) =>
          x.status === 'PENDING_PAYMENT' &&
          x.productId === o.productId &&
          x.telenumber === o.telenumber &&
          x.amountCents === o.amountCents &&
          x.serviceChargeCents === o.serviceChargeCents &&
          x.gateway === o.gateway &&
          (x.checkoutExpiresAt
            ? x.checkoutExpiresAt.getTime() > now + rules.minRemainingMs
            : !x.checkoutSessionId && x.createdAt.getTime() > now - rules.creatingGraceMs),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (open) return { outcome: 'reused', order: { ...open } };
    const recent = mine.filter((x) => x.createdAt.getTime() > now - rules.windowMs).length;
    if (recent >= rules.maxNewOrders) return { outcome: 'rate-limited' };
    return { outcome: 'created', order: { ...this.add(o) } };
  }
  async attachCheckoutSession(orderId: string, session: AttachedCheckout) {
    const order = this.orders.get(orderId)!;
    if (order.status !== 'PENDING_PAYMENT') return false;
    order.checkoutSessionId = session.sessionId;
    order.checkoutUrl = session.url;
    order.checkoutExpiresAt = session.expiresAt;
    return true;
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
