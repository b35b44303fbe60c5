import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES } from '@modules/orders/services/order-statuses';
import type { OrderActionOutcome } from '@modules/orders/services/order-action-outcome';

export class OrderPageUser {
  email: string;
}

export class OrderPageCustomerBlock {
  /** ISO time. */
  at: string;
  reason: string;
  /** An admin's e-mail, or 'stripe'. */
  by: string;
}

export class OrderPageCustomer {
  id: string;
  fullname: string;
  email: string;
  telephone: string;
  /** Null when the customer may buy. */
  @ApiProperty({ type: OrderPageCustomerBlock, nullable: true })
  blocked: OrderPageCustomerBlock | null;
}

/** An early fraud warning or a dispute about the order's payment. */
export class OrderPagePaymentAlertView {
  /** Stripe's id. */
  id: string;
  @ApiProperty({ enum: ['early_fraud_warning', 'dispute'] })
  kind: 'early_fraud_warning' | 'dispute';
  /** A dispute's Stripe status (needs_response, under_review, won, lost…); a warning's actionable or not_actionable. */
  status: string;
  /** Stripe's fraud type or dispute reason. */
  reason: string;
  /** USD disputed; null for a warning. */
  @ApiProperty({ type: Number, nullable: true })
  amount: number | null;
  /** The refund a warning made. */
  @ApiProperty({ type: String, nullable: true })
  refundRef: string | null;
  /** ISO time. */
  at: string;
  /** ISO time of the last change. */
  updatedAt: string;
}

export class OrderPageEventView {
  id: string;
  /** ISO time. */
  at: string;
  /** Null on the first line (the order's creation). */
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true, type: String })
  from: string | null;
  @ApiProperty({ enum: ORDER_STATUSES, type: String })
  to: string;
  /** 'worker', 'webhook', 'admin:<email>', … */
  actor: string;
  detail: string;
}

export class OrderPageActions {
  check: boolean;
  refund: boolean;
  /** Held for review: Approve (fulfil now) and Refuse (refund now). */
  approve: boolean;
  refuse: boolean;
}

/** The order page (docs/api/back-office.md): the Transaction plus references and history. */
export class OrderPageResponse {
  id: string;
  user: OrderPageUser;
  telenumber: string;
  country: string;
  /** USD paid: top-up + service charge. */
  amount: number;
  submitted: string;
  completed: string | null;
  @ApiProperty({ enum: ORDER_STATUSES, type: String })
  status: string;
  transtatus: string;
  productId: string;
  productName: string;
  operatorName: string;
  /** USD, the top-up. */
  price: number;
  /** USD. */
  serviceCharge: number;
  /** USD DT One charged (its wholesale price); null when unknown (orders from before it was kept). */
  cost: number | null;
  /** USD paid minus cost, for a COMPLETED order whose cost is known; else null. */
  margin: number | null;
  gateway: 'stripe' | 'paypal';
  checkoutSessionId: string | null;
  paymentRef: string | null;
  providerTransactionId: string | null;
  failureReason: string | null;
  refundRef: string | null;
  paidAt: string | null;
  /** The card's (Stripe) or payer's (PayPal) country, ISO alpha-2, when the gateway told it. */
  paymentCountry: string | null;
  /** Why the order was held for review (null: never held). */
  holdReason: string | null;
  /** When it was held (ISO time). */
  heldAt: string | null;
  customer: OrderPageCustomer;
  /** Early fraud warnings and disputes, oldest first. */
  paymentAlerts: OrderPagePaymentAlertView[];
  /** Oldest first. */
  events: OrderPageEventView[];
  actions: OrderPageActions;
}

/** What an order action did, and the order page after it. */
export class OrderActionResponse {
  outcome: OrderActionOutcome;
  order: OrderPageResponse;
}
