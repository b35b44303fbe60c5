import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ENDS_FULFILMENT, type OrderStatus } from '../domain/order-status';
import type { RiskFigures } from '../domain/risk-limits';
import type { Gateway, OrderEvent, TopUpOrder } from '../domain/top-up-order';
import { OrderProgressSignal } from '../ports/order-progress-signal.port';
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

const COLUMNS = `id, customer_id AS "customerId", product_id AS "productId", product_name AS "productName",
  telenumber, operator_name AS "operatorName", country, amount_cents AS "amountCents",
  service_charge_cents AS "serviceChargeCents", wholesale_cents AS "wholesaleCents", status, gateway, checkout_session_id AS "checkoutSessionId",
  checkout_url AS "checkoutUrl", checkout_expires_at AS "checkoutExpiresAt",
  payment_ref AS "paymentRef", provider_transaction_id AS "providerTransactionId",
  failure_reason AS "failureReason", refund_ref AS "refundRef", pin_sealed AS "pinSealed", sent_cents AS "sentCents", created_at AS "createdAt", completed_at AS "completedAt",
  what_arrives AS "whatArrives", delay_noticed_at AS "delayNoticedAt", time_limit_at AS "timeLimitAt", operator_reference AS "operatorReference",
  credit_request_id AS "creditRequestId"`;

@Injectable()
export class TopUpOrderTypeormRepository extends TopUpOrderRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    // Every status change goes through this class, so it is the one place that announces them.
    private readonly progress: OrderProgressSignal,
  ) {
    super();
  }

  create(o: NewTopUpOrder, actor: string): Promise<TopUpOrder> {
    return this.db.transaction((tx) => this.insert(tx, o, actor));
  }

  startCheckout(
    o: NewTopUpOrder,
    actor: string,
    rules: CheckoutRules,
    screen: RiskScreen,
  ): Promise<CheckoutStart> {
    return this.db.transaction(async (tx) => {
      // One customer's starts one at a time (a transaction-scoped lock, other customers never
      // wait): a double click finds the first click's order, and the count below is exact.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('checkout:' || $1, 0))`, [
        o.customerId,
      ]);
      // Then one recipient number's starts one at a time, whoever pays, so the number's figures
      // are exact too. Always customer first, then number: two starts never wait on each other
      // in opposite orders (no deadlock).
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('checkout-number:' || $1, 0))`,
        [o.telenumber],
      );
      const risk = await this.riskFigures(tx, o.customerId, o.telenumber);
      const [open]: TopUpOrder[] = await tx.query(
        `SELECT ${COLUMNS} FROM top_up_orders
         WHERE customer_id = $1 AND product_id = $2 AND telenumber = $3 AND status = 'PENDING_PAYMENT'
           AND amount_cents = $4 AND service_charge_cents = $5 AND gateway = $8
           AND sent_cents IS NOT DISTINCT FROM $9
           AND (checkout_expires_at > now() + make_interval(secs => $6::double precision / 1000)
             OR (checkout_session_id IS NULL
               AND created_at > now() - make_interval(secs => $7::double precision / 1000)))
         ORDER BY created_at DESC LIMIT 1`,
        [
          o.customerId,
          o.productId,
          o.telenumber,
          o.amountCents,
          o.serviceChargeCents,
          rules.minRemainingMs,
          rules.creatingGraceMs,
          o.gateway,
          o.sentCents ?? null,
        ],
      );
      // The open order is already counted in the figures: handing it out again adds nothing.
      if (open) return { outcome: 'reused', order: open, risk };
      const [{ recent }]: { recent: number }[] = await tx.query(
        `SELECT count(*)::int AS recent FROM top_up_orders
         WHERE customer_id = $1 AND created_at > now() - make_interval(secs => $2::double precision / 1000)`,
        [o.customerId, rules.windowMs],
      );
      if (recent >= rules.maxNewOrders) return { outcome: 'rate-limited' };
      const refusal = screen(risk);
      if (refusal) return { outcome: 'refused', refusal };
      return { outcome: 'created', order: await this.insert(tx, o, actor), risk };
    });
  }

  /**
   * The risk figures of a customer and a recipient number (domain/risk-limits.ts), read under
   * the checkout locks. Counted over the last 24 hours: every order except the cancelled, failed
   * and refunded ones, an unpaid one only while its checkout can still be paid (or is being
   * made) - so open tabs count as much as paid orders, and a status added later counts too.
   */
  private async riskFigures(
    tx: EntityManager,
    customerId: string,
    telenumber: string,
  ): Promise<RiskFigures> {
    const [row]: {
      accountCreatedAt: Date;
      completedOrders: number;
      paidOrders: number;
      paidCardOrders: number;
      customerCount: number;
      customerCents: number;
      numberCount: number;
      numberCents: number;
      customerNumberCount: number;
      customerNumberCents: number;
      knownNumber: boolean;
      raisedDailyCents: number | null;
      raisedDailyTopUps: number | null;
      raisedNewNumberCents: number | null;
      raised: boolean;
    }[] = await tx.query(
      `WITH counted AS (
         SELECT customer_id, telenumber, amount_cents + service_charge_cents AS cents
         FROM top_up_orders
         WHERE (customer_id = $1 OR telenumber = $2) AND created_at > now() - interval '24 hours'
           AND status NOT IN ('CANCELLED', 'FAILED', 'REFUNDED')
           AND (status <> 'PENDING_PAYMENT' OR checkout_expires_at > now() OR checkout_session_id IS NULL)
       ), mine AS (
         SELECT count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed,
           count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid,
           count(*) FILTER (WHERE paid_at IS NOT NULL AND gateway = 'stripe')::int AS paid_card,
           bool_or(status = 'COMPLETED' AND telenumber = $2) AS known
         FROM top_up_orders WHERE customer_id = $1
       )
       SELECT c.created_at AS "accountCreatedAt",
         mine.completed AS "completedOrders", mine.paid AS "paidOrders",
         mine.paid_card AS "paidCardOrders", COALESCE(mine.known, false) AS "knownNumber",
         (SELECT count(*) FROM counted WHERE customer_id = $1)::int AS "customerCount",
         (SELECT COALESCE(sum(cents), 0) FROM counted WHERE customer_id = $1)::int AS "customerCents",
         (SELECT count(*) FROM counted WHERE telenumber = $2)::int AS "numberCount",
         (SELECT COALESCE(sum(cents), 0) FROM counted WHERE telenumber = $2)::int AS "numberCents",
         (SELECT count(*) FROM counted WHERE customer_id = $1 AND telenumber = $2)::int AS "customerNumberCount",
         (SELECT COALESCE(sum(cents), 0) FROM counted WHERE customer_id = $1 AND telenumber = $2)::int
           AS "customerNumberCents",
         r.customer_id IS NOT NULL AS raised, r.daily_cents AS "raisedDailyCents",
         r.daily_top_ups AS "raisedDailyTopUps", r.new_number_cents AS "raisedNewNumberCents"
       FROM customers c CROSS JOIN mine
       LEFT JOIN customer_risk_limits r ON r.customer_id = c.id
       WHERE c.id = $1`,
      [customerId, telenumber],
    );
    return {
      accountCreatedAt: row.accountCreatedAt,
      completedOrders: row.completedOrders,
      paidOrders: row.paidOrders,
      paidCardOrders: row.paidCardOrders,
      customerDay: { count: row.customerCount, cents: row.customerCents },
      numberDay: { count: row.numberCount, cents: row.numberCents },
      customerNumberDay: { count: row.customerNumberCount, cents: row.customerNumberCents },
      knownNumber: row.knownNumber,
      raised: row.raised
        ? {
            dailyCents: row.raisedDailyCents,
            dailyTopUps: row.raisedDailyTopUps,
            newNumberCents: row.raisedNewNumberCents,
          }
        : null,
    };
  }

  async attachCheckoutSession(orderId: string, session: AttachedCheckout): Promise<boolean> {
    const [, count] = await this.db.query(
      `UPDATE top_up_orders SET checkout_session_id = $2, checkout_url = $3, checkout_expires_at = $4,
         updated_at = now()
       WHERE id = $1 AND status = 'PENDING_PAYMENT'`,
      [orderId, session.sessionId, session.url, session.expiresAt],
    );
    return count === 1;
  }

  async findById(orderId: string): Promise<TopUpOrder | null> {
    const rows: TopUpOrder[] = await this.db.query(
      `SELECT ${COLUMNS} FROM top_up_orders WHERE id = $1`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  async findByCheckoutSession(sessionId: string): Promise<TopUpOrder | null> {
    const rows: TopUpOrder[] = await this.db.query(
      `SELECT ${COLUMNS} FROM top_up_orders WHERE checkout_session_id = $1`,
      [sessionId],
    );
    return rows[0] ?? null;
  }

  async findByPaymentRef(gateway: Gateway, paymentRef: string): Promise<TopUpOrder | null> {
    const rows: TopUpOrder[] = await this.db.query(
      `SELECT ${COLUMNS} FROM top_up_orders WHERE payment_ref = $1 AND gateway = $2`,
      [paymentRef, gateway],
    );
    return rows[0] ?? null;
  }

  /**
   * One statement (one round trip, its own transaction): the confirmation's unique key decides
   * who confirms, the order moves to PAID only from PENDING_PAYMENT, and the history line goes
   * with the move. A transaction of several statements held the rollup's locks (and a pooled
   * connection) across the round trips of a busy process (the purchase pipeline,
   * docs/decisions.md#benchmarks).
   */
  async confirmPayment(c: PaymentConfirmation): Promise<'confirmed' | 'already'> {
    const to: OrderStatus = c.holdReason ? 'HELD_FOR_REVIEW' : 'PAID';
    const detail = c.holdReason
      ? `payment ${c.paymentRef}; held for review: ${c.holdReason}`
      : `payment ${c.paymentRef}`;
    const [row]: { confirmed: boolean; moved: boolean }[] = await this.db.query(
      `WITH confirmed AS (
         INSERT INTO payment_confirmations (purpose, ref, gateway, payment_ref, amount_cents, source)
         VALUES ('topup', $1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ref
       ), paid AS (
         UPDATE top_up_orders SET status = $7, payment_ref = $3, paid_at = now(), updated_at = now(),
           payment_country = $8, hold_reason = $9,
           held_at = CASE WHEN $7 = 'HELD_FOR_REVIEW' THEN now() END
         WHERE id = $6 AND status = 'PENDING_PAYMENT' AND EXISTS (SELECT 1 FROM confirmed)
         RETURNING id
       ), logged AS (
         INSERT INTO order_events (order_id, from_status, to_status, actor, detail)
         SELECT id, 'PENDING_PAYMENT', $7, $5, $10 FROM paid
       )
       SELECT EXISTS (SELECT 1 FROM confirmed) AS confirmed, EXISTS (SELECT 1 FROM paid) AS moved`,
      [
        c.orderId,
        c.gateway,
        c.paymentRef,
        c.amountCents,
        c.source,
        c.orderId,
        to,
        c.paymentCountry ?? null,
        c.holdReason ?? null,
        detail,
      ],
    );
    // After the commit: a follower that re-reads the order must find the new status.
    if (row.moved) await this.progress.announce(c.orderId);
    return row.confirmed ? 'confirmed' : 'already';
  }

  async move(m: OrderEvent, changes: OrderChanges = {}): Promise<boolean> {
    return (await this.moveAndRead(m, changes)) !== null;
  }

  /** The checked move and its history line in one statement (see confirmPayment). */
  async moveAndRead(m: OrderEvent, changes: OrderChanges = {}): Promise<TopUpOrder | null> {
    const { orderId, from, to, actor, detail } = m;
    // A move to where fulfilment ends also ends the fulfilment lease (ENDS_FULFILMENT), in the
    // same write rather than one more after it.
    const rows: TopUpOrder[] = await this.db.query(
      `WITH moved AS (
         UPDATE top_up_orders SET status = $3,
           provider_transaction_id = COALESCE($4, provider_transaction_id),
           failure_reason = COALESCE($5, failure_reason),
           refund_ref = COALESCE($6, refund_ref),
           wholesale_cents = COALESCE($9, wholesale_cents),
           pin_sealed = COALESCE($10, pin_sealed),
           operator_reference = COALESCE($11, operator_reference),
           completed_at = CASE WHEN $3 = 'COMPLETED' THEN now() ELSE completed_at END,
           send_lease = CASE WHEN $12 THEN NULL ELSE send_lease END,
           send_lease_until = CASE WHEN $12 THEN NULL ELSE send_lease_until END,
           updated_at = now()
         WHERE id = $1 AND status = $2
         RETURNING ${COLUMNS}
       ), line AS (
         INSERT INTO order_events (order_id, from_status, to_status, actor, detail)
         SELECT id, $2, $3, $7, $8 FROM moved
       )
       SELECT * FROM moved`,
      [
        orderId,
        from,
        to,
        changes.providerTransactionId ?? null,
        changes.failureReason ?? null,
        changes.refundRef ?? null,
        actor,
        detail,
        changes.wholesaleCents ?? null,
        changes.pinSealed ?? null,
        changes.operatorReference ?? null,
        ENDS_FULFILMENT.includes(to),
      ],
    );
    const moved = rows[0] ?? null;
    if (moved) await this.progress.announce(orderId);
    return moved;
  }

  async note(orderId: string, actor: string, detail: string): Promise<boolean> {
    // One statement: the status written is the one the order has as the line is written.
    const rows: unknown[] = await this.db.query(
      `INSERT INTO order_events (order_id, from_status, to_status, actor, detail)
       SELECT id, status, status, $2, $3 FROM top_up_orders WHERE id = $1 RETURNING id`,
      [orderId, actor, detail],
    );
    return rows.length === 1;
  }

  private async insert(tx: EntityManager, o: NewTopUpOrder, actor: string): Promise<TopUpOrder> {
    const [order]: TopUpOrder[] = await tx.query(
      `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country,
         amount_cents, service_charge_cents, status, gateway, wholesale_cents, what_arrives, sent_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING_PAYMENT', $9, $10, $11::jsonb, $12) RETURNING ${COLUMNS}`,
      [
        o.customerId,
        o.productId,
        o.productName,
        o.telenumber,
        o.operatorName,
        o.country,
        o.amountCents,
        o.serviceChargeCents,
        o.gateway,
        o.wholesaleCents,
        o.whatArrives ? JSON.stringify(o.whatArrives) : null,
        o.sentCents ?? null,
      ],
    );
    await this.event(tx, order.id, null, 'PENDING_PAYMENT', actor, 'checkout started');
    return order;
  }

  private async event(
    tx: EntityManager,
    orderId: string,
    from: OrderStatus | null,
    to: OrderStatus,
    actor: string,
    detail: string,
  ) {
    await tx.query(
      `INSERT INTO order_events (order_id, from_status, to_status, actor, detail) VALUES ($1, $2, $3, $4, $5)`,
      [orderId, from, to, actor, detail],
    );
  }
}
