import type { Cents } from '@shared/domain/money';
import { OrdersErrors } from './orders.errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shop's risk limits, all over the last 24 hours (docs/decisions.md#risk-limit-defaults): what a stolen
 * card can buy before anyone notices is bounded per customer and per recipient number.
 */
export interface RiskLimits {
  /** A new customer's total a day (account under 24 h old, or no delivered top-up yet). */
  newCustomerDailyCents: Cents;
  /** Any customer's total a day. */
  customerDailyCents: Cents;
  /** Any customer's top-ups a day. */
  customerDailyTopUps: number;
  /** One recipient number's top-ups a day, whoever pays. */
  numberDailyTopUps: number;
  /** One recipient number's total a day, whoever pays. */
  numberDailyCents: Cents;
  /** A customer's total a day to a number they never topped up successfully. */
  newNumberCents: Cents;
}

/**
 * What an admin raised for one trusted customer: each set field replaces the shop's default, and
 * a customer with raised limits is no longer held to the new-customer limit. Per-number limits
 * stay: they protect a number from many accounts at once.
 */
export interface RaisedLimits {
  dailyCents: Cents | null;
  dailyTopUps: number | null;
  newNumberCents: Cents | null;
}

/** Orders and totals counted in a window: paid orders and checkouts that can still be paid. */
export interface Tally {
  count: number;
  cents: Cents;
}

/** Everything the limits and Stripe's risk signals are computed from, read under the locks. */
export interface RiskFigures {
  accountCreatedAt: Date;
  /** The customer's delivered (COMPLETED) top-ups, ever. */
  completedOrders: number;
  /** The customer's orders ever paid (any gateway), for Stripe's metadata. */
  paidOrders: number;
  /** The customer's orders ever paid by card: none means this is a first card purchase. */
  paidCardOrders: number;
  /** The customer's counted orders of the last 24 hours. */
  customerDay: Tally;
  /** The recipient number's counted orders of the last 24 hours, all accounts. */
  numberDay: Tally;
  /** This customer's counted orders to this number in the last 24 hours. */
  customerNumberDay: Tally;
  /** Whether this customer ever had a top-up to this number delivered. */
  knownNumber: boolean;
  raised: RaisedLimits | null;
}

/** The limit a checkout would break; its code's text tells the customer which (orders.http-errors.ts). */
export type RiskRefusal =
  | typeof OrdersErrors.NEW_CUSTOMER_LIMIT
  | typeof OrdersErrors.DAILY_AMOUNT_LIMIT
  | typeof OrdersErrors.DAILY_TOP_UPS_LIMIT
  | typeof OrdersErrors.NEW_NUMBER_LIMIT
  | typeof OrdersErrors.NUMBER_TOP_UPS_LIMIT
  | typeof OrdersErrors.NUMBER_AMOUNT_LIMIT;

/** A customer is new while the account is younger than a day or has no delivered top-up. */
export function isNewCustomer(figures: RiskFigures, now: Date): boolean {
  return (
    figures.completedOrders === 0 || now.getTime() - figures.accountCreatedAt.getTime() < DAY_MS
  );
}

/**
 * The first limit a new order of `orderCents` would break, or null when it fits. Each limit is
 * "at most": an order that reaches a limit exactly is accepted.
 */
export function riskRefusal(
  figures: RiskFigures,
  orderCents: Cents,
  limits: RiskLimits,
  now: Date,
): RiskRefusal | null {
  const raised = figures.raised;
  const dailyTopUps = raised?.dailyTopUps ?? limits.customerDailyTopUps;
  if (figures.customerDay.count + 1 > dailyTopUps) return OrdersErrors.DAILY_TOP_UPS_LIMIT;
  const customerTotal = figures.customerDay.cents + orderCents;
  if (!raised && isNewCustomer(figures, now) && customerTotal > limits.newCustomerDailyCents)
    return OrdersErrors.NEW_CUSTOMER_LIMIT;
  if (customerTotal > (raised?.dailyCents ?? limits.customerDailyCents))
    return OrdersErrors.DAILY_AMOUNT_LIMIT;
  const newNumberCents = raised?.newNumberCents ?? limits.newNumberCents;
  if (!figures.knownNumber && figures.customerNumberDay.cents + orderCents > newNumberCents)
    return OrdersErrors.NEW_NUMBER_LIMIT;
  if (figures.numberDay.count + 1 > limits.numberDailyTopUps)
    return OrdersErrors.NUMBER_TOP_UPS_LIMIT;
  if (figures.numberDay.cents + orderCents > limits.numberDailyCents)
    return OrdersErrors.NUMBER_AMOUNT_LIMIT;
  return null;
}

/**
 * Whether a card checkout asks for 3-D Secure (liability moves to the card's issuer): a
 * customer's first card purchase, and any purchase above the setting. Otherwise Stripe decides.
 */
export function wantsThreeDSecure(
  figures: Pick<RiskFigures, 'paidCardOrders'>,
  orderCents: Cents,
  aboveCents: Cents,
): boolean {
  return figures.paidCardOrders === 0 || orderCents > aboveCents;
}

/**
 * What Stripe Radar's rules may use (metadata values are strings): the account's age in whole
 * days when the order was made (the same on every call for one order, as Stripe's idempotency
 * wants), the recipient and its country, and how many orders the customer paid before.
 */
export function radarSignals(
  figures: Pick<RiskFigures, 'accountCreatedAt' | 'paidOrders'>,
  order: { createdAt: Date; telenumber: string; country: string },
): Record<string, string> {
  const ageMs = Math.max(0, order.createdAt.getTime() - figures.accountCreatedAt.getTime());
  return {
    account_age_days: String(Math.floor(ageMs / DAY_MS)),
    recipient_number: order.telenumber,
    recipient_country: order.country,
    paid_orders: String(figures.paidOrders),
  };
}
