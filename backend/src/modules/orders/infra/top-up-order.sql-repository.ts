import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { OrderStatus } from '../domain/order-status';
import type { OrderEvent, TopUpOrder } from '../domain/top-up-order';
import { OrderProgressSignal } from '../ports/order-progress-signal.port';
import {
  AttachedCheckout,
  CheckoutRules,
  CheckoutStart,
  NewTopUpOrder,
  OrderChanges,
  PaymentConfirmation,
  TopUpOrderRepository,
} from '../ports/top-up-order-repository.port';

const COLUMNS = `id, customer_id AS "customerId", product_id AS "productId", product_name AS "productName",
  telenumber, operator_name AS "operatorName", country, amount_cents AS "amountCents",
  service_charge_cents AS "serviceChargeCents", wholesale_cents AS "wholesaleCents", status, gateway, checkout_session_id AS "checkoutSessionId",
  checkout_url AS "checkoutUrl", checkout_expires_at AS "checkoutExpiresAt",
  payment_ref AS "paymentRef", provider_transaction_id AS "providerTransactionId",
  failure_reason AS "failureReason", refund_ref AS "refundRef", created_at AS "createdAt", completed_at AS "completedAt"`;

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

  startCheckout(o: NewTopUpOrder, actor: string, rules: CheckoutRules): Promise<CheckoutStart> {
    return this.db.transaction(async (tx) => {
      // One customer's starts one at a time (a transaction-scoped lock, other customers never
      // wait): a double click finds the first click's order, and the count below is exact.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('checkout:' || $1, 0))`, [
        o.customerId,
      ]);
      const [open]: TopUpOrder[] = await tx.query(
        `SELECT ${COLUMNS} FROM top_up_orders
         WHERE customer_id = $1 AND product_id = $2 AND telenumber = $3 AND status = 'PENDING_PAYMENT'
           AND amount_cents = $4 AND service_charge_cents = $5 AND gateway = $8
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
        ],
      );
      if (open) return { outcome: 'reused', order: open };
      const [{ recent }]: { recent: number }[] = await tx.query(
        `SELECT count(*)::int AS recent FROM top_up_orders
         WHERE customer_id = $1 AND created_at > now() - make_interval(secs => $2::double precision / 1000)`,
        [o.customerId, rules.windowMs],
      );
      if (recent >= rules.maxNewOrders) return { outcome: 'rate-limited' };
      return { outcome: 'created', order: await this.insert(tx, o, actor) };
    });
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

  /**
   * One statement (one round trip, its own transaction): the confirmation's unique key decides
   * who confirms, the order moves to PAID only from PENDING_PAYMENT, and the history line goes
   * with the move. A transaction of several statements held the rollup's locks (and a pooled
   * connection) across the round trips of a busy process (the purchase pipeline,
   * docs/decisions.md#benchmarks).
   */
  async confirmPayment(c: PaymentConfirmation): Promise<'confirmed' | 'already'> {
    const [row]: { confirmed: boolean; moved: boolean }[] = await this.db.query(
      `WITH confirmed AS (
         INSERT INTO payment_confirmations (purpose, ref, gateway, payment_ref, amount_cents, source)
         VALUES ('topup', $1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ref
       ), paid AS (
         UPDATE top_up_orders SET status = 'PAID', payment_ref = $3, paid_at = now(), updated_at = now()
         WHERE id = $6 AND status = 'PENDING_PAYMENT' AND EXISTS (SELECT 1 FROM confirmed)
         RETURNING id
       ), logged AS (
         INSERT INTO order_events (order_id, from_status, to_status, actor, detail)
         SELECT id, 'PENDING_PAYMENT', 'PAID', $5, 'payment ' || $3 FROM paid
       )
       SELECT EXISTS (SELECT 1 FROM confirmed) AS confirmed, EXISTS (SELECT 1 FROM paid) AS moved`,
      [c.orderId, c.gateway, c.paymentRef, c.amountCents, c.source, c.orderId],
    );
    // After the commit: a follower that re-reads the order must find the new status.
    if (row.moved) await this.progress.announce(c.orderId);
    return row.confirmed ? 'confirmed' : 'already';
  }

  /** The checked move and its history line in one statement (see confirmPayment). */
  async move(m: OrderEvent, changes: OrderChanges = {}): Promise<boolean> {
    const { orderId, from, to, actor, detail } = m;
    const rows: unknown[] = await this.db.query(
      `WITH moved AS (
         UPDATE top_up_orders SET status = $3,
           provider_transaction_id = COALESCE($4, provider_transaction_id),
           failure_reason = COALESCE($5, failure_reason),
           refund_ref = COALESCE($6, refund_ref),
           wholesale_cents = COALESCE($9, wholesale_cents),
           completed_at = CASE WHEN $3 = 'COMPLETED' THEN now() ELSE completed_at END,
           updated_at = now()
         WHERE id = $1 AND status = $2
         RETURNING id
       )
       INSERT INTO order_events (order_id, from_status, to_status, actor, detail)
       SELECT id, $2, $3, $7, $8 FROM moved RETURNING order_id`,
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
      ],
    );
    const moved = rows.length === 1;
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
         amount_cents, service_charge_cents, status, gateway, wholesale_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING_PAYMENT', $9, $10) RETURNING ${COLUMNS}`,
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
