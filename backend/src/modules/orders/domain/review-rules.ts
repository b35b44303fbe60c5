import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Cents } from '@shared/domain/money';

/**
 * When a paid order waits for a person before any airtime goes out (docs/specification.md#review-queue).
 * None of these breaks a hard limit; each only makes a stolen card more likely than usual.
 */
export interface ReviewRules {
  /** A customer's first paid order above this total is held; 0 turns the rule off. */
  firstOrderAboveCents: Cents;
  /**
   * An order is held when, with it, the customer's paid orders of the last hour went to more
   * than this many different numbers; 0 turns the rule off.
   */
  numbersPerHour: number;
  /** Hold when the card's (or payer's) country differs from the account's. */
  countryMismatch: boolean;
}

/** What the rules look at, for one order just paid. */
export interface ReviewFacts {
  totalCents: Cents;
  /** The customer's earlier orders that were delivered: "first order" means none. */
  earlierDeliveredOrders: number;
  /** Different recipient numbers of the customer's paid orders of the last hour, this one included. */
  numbersLastHour: number;
  /** ISO 3166 alpha-2 of the card (Stripe) or payer (PayPal), when the gateway tells it. */
  paymentCountry: string | null;
  /** ISO 3166 alpha-2 of the account (its own telephone number), when it can be told. */
  accountCountry: string | null;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Why the order should be held, one line per rule it trips; empty: fulfil at once. */
export function reviewReasons(facts: ReviewFacts, rules: ReviewRules): string[] {
  const reasons: string[] = [];
  if (
    rules.firstOrderAboveCents > 0 &&
    facts.earlierDeliveredOrders === 0 &&
    facts.totalCents > rules.firstOrderAboveCents
  )
    reasons.push(
      `first order of ${usd(facts.totalCents)}, above ${usd(rules.firstOrderAboveCents)}`,
    );
  if (rules.numbersPerHour > 0 && facts.numbersLastHour > rules.numbersPerHour)
    reasons.push(
      `${facts.numbersLastHour} different numbers within an hour, more than ${rules.numbersPerHour}`,
    );
  const payment = facts.paymentCountry?.toUpperCase() ?? null;
  const account = facts.accountCountry?.toUpperCase() ?? null;
  if (rules.countryMismatch && payment && account && payment !== account)
    reasons.push(`paid from ${payment}, account in ${account}`);
  return reasons;
}

/**
 * The account's country: the one of the customer's own telephone number (accounts keep no
 * address; the signup form asks for the number with its country, docs/specification.md#signup).
 * Null when the number tells no single country.
 */
export function accountCountryOf(telephone: string | null): string | null {
  if (!telephone) return null;
  return parsePhoneNumberFromString(telephone)?.country ?? null;
}
