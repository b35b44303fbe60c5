import type { Env } from '@config/env.schema';
import { DomainError } from '@shared/domain/domain-error';
import { StoreStatus } from '@shared/ports/store-status.port';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import type { QuoteTypedAmountService } from '@modules/catalog/services/quote-typed-amount.service';
import { OrdersErrors } from '../domain/orders.errors';
import { RiskFigures, RiskLimits, riskRefusal } from '../domain/risk-limits';
import { type Gateway, type TopUpOrder, totalCents } from '../domain/top-up-order';
import { CheckoutRules, TopUpOrderRepository } from '../ports/top-up-order-repository.port';
import type { CustomerStanding } from '../ports/customer-standing.port';

const MINUTE = 60_000;

/**
 * How long a checkout can be paid, counted from the order's creation: the same expiry on every
 * call for one order (Stripe's idempotency key wants the same parameters), and more than
 * Stripe's minimum of 30 minutes after the session is made (sessions are only made for orders
 * at most `creatingGraceMs` old).
 */
export const CHECKOUT_LIFETIME_MS = 60 * MINUTE;

/** One click, one order (docs/decisions.md#one-click-one-order). */
export const CHECKOUT_RULES: CheckoutRules = {
  minRemainingMs: 5 * MINUTE,
  creatingGraceMs: 5 * MINUTE,
  maxNewOrders: 10,
  windowMs: 10 * MINUTE,
};

/**
 * An automatic top-up's period order (ChargeSavedCardService): never the customer's open
 * checkout (it has a payment page the customer may still pay), only an order of the same
 * product and number still being made (the period's own, from a try a crash cut short).
 */
export const SCHEDULED_ORDER_RULES: CheckoutRules = {
  ...CHECKOUT_RULES,
  minRemainingMs: Number.MAX_SAFE_INTEGER,
};

/** When the order's checkout session expires, to the second (Stripe's expires_at). */
export const checkoutExpiry = (order: Pick<TopUpOrder, 'createdAt'>): Date =>
  new Date(Math.floor((order.createdAt.getTime() + CHECKOUT_LIFETIME_MS) / 1000) * 1000);

/** The shop's risk limits, from the settings (docs/decisions.md#risk-limit-defaults). */
export const riskLimitsOf = (env: Env): RiskLimits => ({
  newCustomerDailyCents: env.RISK_NEW_CUSTOMER_DAILY_CENTS,
  customerDailyCents: env.RISK_CUSTOMER_DAILY_CENTS,
  customerDailyTopUps: env.RISK_CUSTOMER_DAILY_TOP_UPS,
  numberDailyTopUps: env.RISK_NUMBER_DAILY_TOP_UPS,
  numberDailyCents: env.RISK_NUMBER_DAILY_CENTS,
  newNumberCents: env.RISK_NEW_NUMBER_CENTS,
});

/** What opening a checkout's order needs (the start services' own ports and the limits). */
export interface CheckoutOrderPorts {
  store: StoreStatus;
  offers: OfferQueryService;
  orders: TopUpOrderRepository;
  limits: RiskLimits;
  standing: CustomerStanding;
  /** Prices an amount typed for a ranged offer (docs/specification.md#ranged-products). */
  quotes: QuoteTypedAmountService;
}

/** The checkout's order and the risk figures read for it (Stripe's 3-D Secure and metadata). */
export interface OpenedCheckout {
  order: TopUpOrder;
  risk: RiskFigures;
}

/**
 * The order behind a checkout, card or wallet alike: refused while the storefront is off and to a
 * blocked customer, priced here from the product id (a price sent by a browser is never used) for
 * a mobile number of the product's country, the customer's open order of the same gateway re-used, at most
 * `CHECKOUT_RULES.maxNewOrders` new ones per customer in `windowMs`, and no new order over a
 * risk limit (domain/risk-limits.ts; the one place both checkouts check them).
 */
export async function openCheckoutOrder(
  { store, offers, orders, limits, standing, quotes }: CheckoutOrderPorts,
  request: {
    customerId: string;
    productId: string;
    telenumber: string;
    gateway: Gateway;
    /** USD cents typed for a ranged offer; refused (400) for an offer with a set amount. */
    sentCents?: number;
    /** Other re-use rules (an automatic top-up's order: SCHEDULED_ORDER_RULES). */
    rules?: CheckoutRules;
  },
): Promise<OpenedCheckout> {
  if (!(await store.isOpen())) throw new DomainError(OrdersErrors.STORE_CLOSED);
  // docs/decisions.md#blocked-customers
  if (await standing.isBlocked(request.customerId))
    throw new DomainError(OrdersErrors.CUSTOMER_BLOCKED);
  const offer = await offers.activeOfferFor(request.productId, request.telenumber);
  // A ranged offer is priced for the typed amount (validated there: 400 outside the range), and
  // that price is what the order, the payment and the risk limits count.
  const typed =
    offer.kind === 'ranged' || request.sentCents !== undefined
      ? quotes.quoteFor(offer, request.sentCents)
      : null;
  const price = typed ?? offer;
  const started = await orders.startCheckout(
    {
      customerId: request.customerId,
      productId: offer.productId,
      productName: typed
        ? `${offer.productName}: ${formatReceived(typed.receives)} ${offer.range!.destinationUnit}`
        : offer.productName,
      telenumber: request.telenumber,
      operatorName: offer.operatorName,
      country: offer.operatorCountry,
      amountCents: price.amountCents,
      serviceChargeCents: price.serviceChargeCents,
      wholesaleCents: price.wholesaleCents,
      gateway: request.gateway,
      // A typed amount's order keeps what that amount brings, not the range's minimum.
      whatArrives:
        typed && offer.whatArrives
          ? {
              ...offer.whatArrives,
              summary: `${formatReceived(typed.receives)} ${offer.range!.destinationUnit}`,
              benefits: [],
            }
          : offer.whatArrives,
      ...(typed ? { sentCents: typed.sentCents } : {}),
    },
    `customer ${request.customerId}`,
    request.rules ?? CHECKOUT_RULES,
    (figures) => riskRefusal(figures, totalCents(price), limits, new Date()),
  );
  if (started.outcome === 'rate-limited') throw new DomainError(OrdersErrors.TOO_MANY_CHECKOUTS);
  if (started.outcome === 'refused') throw new DomainError(started.refusal);
  return { order: started.order, risk: started.risk };
}

/** What arrives, as the order's product name says it: '1,290' or '430.69'. */
function formatReceived(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
