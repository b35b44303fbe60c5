import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  actionsFor,
  marginCentsOf,
  OrderPage,
  OrderPageEvent,
  OrderPagePaymentAlert,
} from '../domain/order-page';
import { ORDER_STATUS_WORDS, isOrderStatus } from '@modules/orders/services/order-statuses';
import { OrderPageReader } from '../ports/order-page-reader.port';

interface OrderRow {
  id: string;
  telenumber: string;
  country: string;
  amount_cents: number;
  service_charge_cents: number;
  wholesale_cents: number | null;
  created_at: Date;
  completed_at: Date | null;
  paid_at: Date | null;
  status: string;
  product_id: string;
  product_name: string;
  operator_name: string;
  gateway: 'stripe' | 'paypal';
  checkout_session_id: string | null;
  payment_ref: string | null;
  provider_transaction_id: string | null;
  failure_reason: string | null;
  refund_ref: string | null;
  payment_country: string | null;
  hold_reason: string | null;
  held_at: Date | null;
  customer_id: string;
  fullname: string;
  email: string;
  telephone: string;
  blocked_at: Date | null;
  blocked_reason: string | null;
  blocked_by: string | null;
}

interface AlertRow {
  id: string;
  kind: 'early_fraud_warning' | 'dispute';
  status: string;
  reason: string;
  amount_cents: number | null;
  refund_ref: string | null;
  created_at: Date;
  updated_at: Date;
}

const usd = (cents: number) => Math.round(cents) / 100;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** One order, its customer and its history, in two indexed reads (primary key, events by order). */
@Injectable()
export class OrderPageQuery extends OrderPageReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(orderId: string): Promise<OrderPage | null> {
    const [o]: OrderRow[] = await this.db.query(
      `SELECT o.*, c.fullname, c.email, c.telephone, c.blocked_at, c.blocked_reason, c.blocked_by
       FROM top_up_orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1`,
      [orderId],
    );
    if (!o) return null;
    // By the bigint id: the text alias would put event 10 before event 9.
    const events: OrderPageEvent[] = await this.db.query(
      `SELECT id::text AS id, created_at AS at, from_status AS "from", to_status AS "to", actor, detail
       FROM order_events WHERE order_id = $1 ORDER BY order_events.id`,
      [orderId],
    );
    const alerts: AlertRow[] = await this.db.query(
      `SELECT id, kind, status, reason, amount_cents, refund_ref, created_at, updated_at
       FROM card_payment_alerts WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
    return {
      id: o.id,
      user: { email: o.email },
      telenumber: o.telenumber,
      country: o.country,
      amount: usd(o.amount_cents + o.service_charge_cents),
      submitted: iso(o.created_at)!,
      completed: iso(o.completed_at),
      status: o.status,
      transtatus: isOrderStatus(o.status) ? ORDER_STATUS_WORDS[o.status] : o.status,
      productId: o.product_id,
      productName: o.product_name,
      operatorName: o.operator_name,
      price: usd(o.amount_cents),
      serviceCharge: usd(o.service_charge_cents),
      ...orderMoney(o),
      gateway: o.gateway,
      checkoutSessionId: o.checkout_session_id,
      paymentRef: o.payment_ref,
      providerTransactionId: o.provider_transaction_id,
      failureReason: o.failure_reason,
      refundRef: o.refund_ref,
      paidAt: iso(o.paid_at),
      paymentCountry: o.payment_country,
      holdReason: o.hold_reason,
      heldAt: iso(o.held_at),
      customer: {
        id: o.customer_id,
        fullname: o.fullname,
        email: o.email,
        telephone: o.telephone,
        blocked: o.blocked_at
          ? { at: iso(o.blocked_at)!, reason: o.blocked_reason ?? '', by: o.blocked_by ?? '' }
          : null,
      },
      paymentAlerts: alerts.map((a): OrderPagePaymentAlert => ({
        id: a.id,
        kind: a.kind,
        status: a.status,
        reason: a.reason,
        amount: a.amount_cents === null ? null : usd(a.amount_cents),
        refundRef: a.refund_ref,
        at: iso(a.created_at)!,
        updatedAt: iso(a.updated_at)!,
      })),
      events: events.map((e) => ({ ...e, at: iso(e.at as unknown as Date)! })),
      actions: actionsFor({ status: o.status, checkoutSessionId: o.checkout_session_id }),
    };
  }
}

/** DT One's price and the margin, in USD; null where unknown. */
function orderMoney(o: OrderRow): Pick<OrderPage, 'cost' | 'margin'> {
  const margin = marginCentsOf({
    status: o.status,
    paidCents: o.amount_cents + o.service_charge_cents,
    wholesaleCents: o.wholesale_cents,
  });
  return {
    cost: o.wholesale_cents === null ? null : usd(o.wholesale_cents),
    margin: margin === null ? null : usd(margin),
  };
}
