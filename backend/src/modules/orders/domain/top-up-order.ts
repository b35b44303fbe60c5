import { DomainError } from '@shared/domain/domain-error';
import type { Cents } from '@shared/domain/money';
import { canMove, OrderStatus } from './order-status';
import { OrdersErrors } from './orders.errors';

export type Gateway = 'stripe' | 'paypal';

export interface TopUpOrder {
  id: string;
  customerId: string;
  productId: string;
  productName: string;
  /** Recipient, international form: '+255754123456'. */
  telenumber: string;
  operatorName: string;
  country: string;
  amountCents: Cents;
  serviceChargeCents: Cents;
  /**
   * What DT One charged for the top-up (USD cents): the offer's wholesale price at checkout, then
   * the price DT One's transaction answers. Null when unknown (orders from before it was kept).
   */
  wholesaleCents: Cents | null;
  status: OrderStatus;
  gateway: Gateway;
  checkoutSessionId: string | null;
  /** The gateway's payment page for this order, re-used by a second click while it is open. */
  checkoutUrl: string | null;
  /** When the gateway expires the checkout unpaid (the order is then CANCELLED). */
  checkoutExpiresAt: Date | null;
  paymentRef: string | null;
  providerTransactionId: string | null;
  failureReason: string | null;
  refundRef: string | null;
  /**
   * The PIN a PIN product delivered, sealed (ports/pin-vault.port.ts): opened only for the
   * order's customer (services/reveal-order-pin.service.ts). Absent or null for plain top-ups.
   */
  pinSealed?: string | null;
  /**
   * A ranged product's typed amount: the USD cents sent (DT One's source amount, sent with
   * calculation_mode SOURCE_AMOUNT); absent or null for products with a set amount.
   */
  sentCents?: Cents | null;
  createdAt: Date;
  completedAt: Date | null;
  /**
   * The credit request this order answers (paid from a request's link), whose requester is told
   * once it is delivered; absent or null for other orders.
   */
  creditRequestId?: string | null;
  /** When the customer was told the top-up is late (docs/specification.md#delayed-top-ups). */
  delayNoticedAt?: Date | null;
  /** When the delivery time limit was reached: fulfilment cancels at DT One and refunds. */
  timeLimitAt?: Date | null;
  /** The operator's own reference for the top-up (DT One's `operator_reference`), for receipts. */
  operatorReference?: string | null;
  /** What the recipient receives, as the offer said at checkout; null for older orders. */
  whatArrives: WhatArrivesSnapshot | null;
}

/**
 * What arrives, copied from the offer at checkout (docs/specification.md#what-arrives):
 * the receipt and the history read this, never today's catalogue.
 */
export interface WhatArrivesSnapshot {
  /** e.g. '100 ETB', '300 min + 1 GB'. */
  summary: string;
  /** e.g. '30 days'; null when unknown. */
  validity: string | null;
  benefits: { type: string; text: string; note: string | null }[];
}

/** 'Receives 100 ETB · valid 30 days', or null when unknown (the mail's and history's line). */
export function whatArrivesLine(snapshot: WhatArrivesSnapshot | null): string | null {
  if (!snapshot) return null;
  return snapshot.validity ? `${snapshot.summary}, valid ${snapshot.validity}` : snapshot.summary;
}

/** One line of an order's history: who or what moved it, and why (for support). */
export interface OrderEvent {
  orderId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: string;
  detail: string;
}

export const totalCents = (o: Pick<TopUpOrder, 'amountCents' | 'serviceChargeCents'>): Cents =>
  o.amountCents + o.serviceChargeCents;

/** The checked move of an order to `to`, with the history line that records it. */
export function moveOrder(
  order: TopUpOrder,
  to: OrderStatus,
  actor: string,
  detail = '',
): OrderEvent {
  if (!canMove(order.status, to)) {
    throw new DomainError(
      OrdersErrors.INVALID_TRANSITION,
      `Order ${order.id}: ${order.status} -> ${to} is not allowed`,
    );
  }
  return { orderId: order.id, from: order.status, to, actor, detail };
}

/** What an early fraud warning does to an order (docs/decisions.md#early-fraud-warnings). */
export type FraudRefund =
  /** Money never taken (unpaid, cancelled): nothing to refund. */
  | { action: 'nothing' }
  /** Refunded already (a failed top-up's refund, or an earlier copy of the warning). */
  | { action: 'refunded-already'; refundRef: string | null }
  /** Refund the payment, then make this move. */
  | { action: 'refund'; paymentRef: string; move: (refundRef: string) => OrderEvent };

/**
 * An early fraud warning refunds a paid order whatever it has become: before delivery the
 * airtime is never sent (fulfilment finds it REFUNDED), after delivery the top-up is lost either
 * way, but the refund spares the dispute, its fee and the dispute mark on the account.
 */
export function fraudRefundMove(order: TopUpOrder, warningId: string): FraudRefund {
  if (order.status === 'REFUNDED')
    return { action: 'refunded-already', refundRef: order.refundRef };
  if (!order.paymentRef || order.status === 'PENDING_PAYMENT' || order.status === 'CANCELLED')
    return { action: 'nothing' };
  const paymentRef = order.paymentRef;
  return {
    action: 'refund',
    paymentRef,
    move: (refundRef) =>
      moveOrder(
        order,
        'REFUNDED',
        'stripe',
        `early fraud warning ${warningId}: refund ${refundRef} (was ${order.status})`,
      ),
  };
}
