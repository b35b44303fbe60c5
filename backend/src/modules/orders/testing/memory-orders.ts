import { canMove } from '../domain/order-status';
import type { RaisedLimits, RiskFigures, Tally } from '../domain/risk-limits';
import { type OrderEvent, type TopUpOrder, totalCents } from '../domain/top-up-order';
import { FulfilmentQueue } from '../ports/fulfilment-queue.port';
import {
  AttachedCheckout,
  CheckoutRules,
  CheckoutStart,
  NewTopUpOrder,
  OrderChanges,
  PaymentConfirmation,
  RiskScreen,
  TopUpOrderRepository,
} from '../ports/top-up-order-repository.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders and their history in memory, with the same status-guarded moves as the SQL one. */
export class MemoryTopUpOrders extends TopUpOrderRepository {
  readonly orders = new Map<string, TopUpOrder>();
  readonly events: OrderEvent[] = [];
  /** When each customer's account was made; a customer not set here is a year old. */
  readonly customerSince = new Map<string, Date>();
  /** The limits an admin raised, by customer. */
  readonly raised = new Map<string, RaisedLimits>();
  /** Why each held order was held (confirmPayment's holdReason). */
  readonly holds = new Map<string, string>();

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
      whatArrives: null,
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
    screen: RiskScreen,
  ): Promise<CheckoutStart> {
    const risk = this.riskFigures(o.customerId, o.telenumber);
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
          (x.sentCents ?? null) === (o.sentCents ?? null) &&
          x.gateway === o.gateway &&
          (x.checkoutExpiresAt
            ? x.checkoutExpiresAt.getTime() > now + rules.minRemainingMs
            : !x.checkoutSessionId && x.createdAt.getTime() > now - rules.creatingGraceMs),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (open) return { outcome: 'reused', order: { ...open }, risk };
    const recent = mine.filter((x) => x.createdAt.getTime() > now - rules.windowMs).length;
    if (recent >= rules.maxNewOrders) return { outcome: 'rate-limited' };
    const refusal = screen(risk);
    if (refusal) return { outcome: 'refused', refusal };
    return { outcome: 'created', order: { ...this.add(o) }, risk };
  }

  /** The same counting as the SQL one (top-up-order.sql-repository.ts, riskFigures). */
  riskFigures(customerId: string, telenumber: string): RiskFigures {
    const now = Date.now();
    const all = [...this.orders.values()];
    const counted = all.filter(
      (x) =>
        x.createdAt.getTime() > now - DAY_MS &&
        !['CANCELLED', 'FAILED', 'REFUNDED'].includes(x.status) &&
        (x.status !== 'PENDING_PAYMENT' ||
          (x.checkoutExpiresAt ? x.checkoutExpiresAt.getTime() > now : !x.checkoutSessionId)),
    );
    const tally = (keep: (x: TopUpOrder) => boolean): Tally => {
      const kept = counted.filter(keep);
      return { count: kept.length, cents: kept.reduce((sum, x) => sum + totalCents(x), 0) };
    };
    const mine = all.filter((x) => x.customerId === customerId);
    const paid = mine.filter((x) => x.paymentRef !== null);
    return {
      accountCreatedAt: this.customerSince.get(customerId) ?? new Date(now - 365 * DAY_MS),
      completedOrders: mine.filter((x) => x.status === 'COMPLETED').length,
      paidOrders: paid.length,
      paidCardOrders: paid.filter((x) => x.gateway === 'stripe').length,
      customerDay: tally((x) => x.customerId === customerId),
      numberDay: tally((x) => x.telenumber === telenumber),
      customerNumberDay: tally((x) => x.customerId === customerId && x.telenumber === telenumber),
      knownNumber: mine.some((x) => x.status === 'COMPLETED' && x.telenumber === telenumber),
      raised: this.raised.get(customerId) ?? null,
    };
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
  async findByPaymentRef(gateway: TopUpOrder['gateway'], paymentRef: string) {
    const found = [...this.orders.values()].find(
      (o) => o.gateway === gateway && o.paymentRef === paymentRef,
    );
    return found ? { ...found } : null;
  }
  async confirmPayment(c: PaymentConfirmation): Promise<'confirmed' | 'already'> {
    const order = this.orders.get(c.orderId)!;
    if (order.status !== 'PENDING_PAYMENT') return 'already';
    order.status = c.holdReason ? 'HELD_FOR_REVIEW' : 'PAID';
    order.paymentRef = c.paymentRef;
    if (c.holdReason) this.holds.set(c.orderId, c.holdReason);
    return 'confirmed';
  }
  async move(m: OrderEvent, changes: OrderChanges = {}) {
    return (await this.moveAndRead(m, changes)) !== null;
  }
  async moveAndRead(m: OrderEvent, changes: OrderChanges = {}) {
    const order = this.orders.get(m.orderId);
    if (!order || order.status !== m.from || !canMove(m.from, m.to)) return null;
    Object.assign(order, { status: m.to }, changes);
    this.events.push(m);
    return { ...order };
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
