import type { Cents } from '@shared/domain/money';
import type { RiskFigures, RiskRefusal } from '../domain/risk-limits';
import type { Gateway, OrderEvent, TopUpOrder } from '../domain/top-up-order';

export type NewTopUpOrder = Pick<
  TopUpOrder,
  | 'customerId'
  | 'productId'
  | 'productName'
  | 'telenumber'
  | 'operatorName'
  | 'country'
  | 'amountCents'
  | 'serviceChargeCents'
  | 'wholesaleCents'
  | 'gateway'
  | 'sentCents'
> &
  Partial<Pick<TopUpOrder, 'whatArrives'>>;

/** How a checkout start may re-use an open order, and how many new orders a customer may start. */
export interface CheckoutRules {
  /** An open checkout is re-used only while it has at least this long left to be paid. */
  minRemainingMs: number;
  /** An order whose checkout is still being created (no session yet) is re-used this long. */
  creatingGraceMs: number;
  /** At most this many new orders per customer within `windowMs`. */
  maxNewOrders: number;
  windowMs: number;
}

/** Decides from the figures whether a new order may be made (domain/risk-limits.ts). */
export type RiskScreen = (figures: RiskFigures) => RiskRefusal | null;

/**
 * What a checkout start found: the customer's open order, a new one (each with the risk figures
 * read for it), too many new ones, or a new one the risk limits refuse.
 */
export type CheckoutStart =
  | { outcome: 'reused'; order: TopUpOrder; risk: RiskFigures }
  | { outcome: 'created'; order: TopUpOrder; risk: RiskFigures }
  | { outcome: 'rate-limited' }
  | { outcome: 'refused'; refusal: RiskRefusal };

/** The gateway's session as it is kept on the order. */
export interface AttachedCheckout {
  /** Stripe's checkout session id, or PayPal's order id. */
  sessionId: string;
  /** The payment page (Stripe); null for a wallet order (the payer approves in PayPal's window). */
  url: string | null;
  expiresAt: Date;
}

export interface PaymentConfirmation {
  orderId: string;
  gateway: Gateway;
  paymentRef: string;
  amountCents: Cents;
  /** What confirmed it: 'webhook', 'success-page', 'reconciliation', 'capture'. */
  source: string;
  /** The card's or payer's country (ISO alpha-2) when the gateway tells it. */
  paymentCountry?: string | null;
  /** Set: the order goes HELD_FOR_REVIEW instead of PAID, for this reason (ScreenPaymentService). */
  holdReason?: string | null;
}

/** Fields a status change may set along with the status. */
export type OrderChanges = Partial<
  Pick<
    TopUpOrder,
    | 'providerTransactionId'
    | 'failureReason'
    | 'refundRef'
    | 'wholesaleCents'
    | 'pinSealed'
    | 'operatorReference'
  >
>;

export abstract class TopUpOrderRepository {
  /** A new PENDING_PAYMENT order, with its first history line. */
  abstract create(order: NewTopUpOrder, actor: string): Promise<TopUpOrder>;
  /**
   * The customer's open order for the same product, number, price and gateway when there is one (see
   * `rules`), else a new one unless the customer started too many lately or `screen` refuses it
   * on the risk figures. One customer's starts are serialised, and so are all starts for one
   * recipient number, so simultaneous clicks find each other's order and no two checkouts can
   * together go over a limit (the figures are read and the order written under both locks).
   */
  abstract startCheckout(
    order: NewTopUpOrder,
    actor: string,
    rules: CheckoutRules,
    screen: RiskScreen,
  ): Promise<CheckoutStart>;
  /** Keeps the session on the order; false when the order no longer waits for payment. */
  abstract attachCheckoutSession(orderId: string, session: AttachedCheckout): Promise<boolean>;
  abstract findById(orderId: string): Promise<TopUpOrder | null>;
  abstract findByCheckoutSession(sessionId: string): Promise<TopUpOrder | null>;
  /** The order a gateway's payment paid (Stripe's payment intent, PayPal's capture id). */
  abstract findByPaymentRef(gateway: Gateway, paymentRef: string): Promise<TopUpOrder | null>;
  /**
   * Records the confirmation and moves the order PENDING_PAYMENT -> PAID (or HELD_FOR_REVIEW
   * with a hold reason) in one transaction.
   * A primary key on the confirmation makes this happen once however many copies arrive at
   * once; 'already' for every copy after the first.
   */
  abstract confirmPayment(confirmation: PaymentConfirmation): Promise<'confirmed' | 'already'>;
  /**
   * Applies a move checked by the domain (`moveOrder`), with its history line, only if the order
   * is still where the move starts; false when another process moved it first.
   */
  abstract move(move: OrderEvent, changes?: OrderChanges): Promise<boolean>;
  /**
   * The same move, answering the order as it left it (null when not moved): what the worker
   * mails about, without reading the order again.
   */
  abstract moveAndRead(move: OrderEvent, changes?: OrderChanges): Promise<TopUpOrder | null>;
  /**
   * A history line that moves nothing (an admin's check or refund, whatever came of it): from and
   * to are the order's status at that moment. False when there is no such order.
   */
  abstract note(orderId: string, actor: string, detail: string): Promise<boolean>;
}
