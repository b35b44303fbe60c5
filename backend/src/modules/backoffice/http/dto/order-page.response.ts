import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES } from '@modules/orders/services/order-statuses';
import type { OrderActionOutcome } from '@modules/orders/services/order-action-outcome';

export class OrderPageUser {
  email: string;
}

export class OrderPageCustomer {
  id: string;
  fullname: string;
  email: string;
  telephone: string;
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
  customer: OrderPageCustomer;
  /** Oldest first. */
  events: OrderPageEventView[];
  actions: OrderPageActions;
}

/** What an order action did, and the order page after it. */
export class OrderActionResponse {
  outcome: OrderActionOutcome;
  order: OrderPageResponse;
}
