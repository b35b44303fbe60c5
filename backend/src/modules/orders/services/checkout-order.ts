import { DomainError } from '@shared/domain/domain-error';
import { StoreStatus } from '@shared/ports/store-status.port';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { OrdersErrors } from '../domain/orders.errors';
import type { Gateway, TopUpOrder } from '../domain/top-up-order';
import { CheckoutRules, TopUpOrderRepository } from '../ports/top-up-order-repository.port';

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

/** When the order's checkout session expires, to the second (Stripe's expires_at). */
export const checkoutExpiry = (order: Pick<TopUpOrder, 'createdAt'>): Date =>
  new Date(Math.floor((order.createdAt.getTime() + CHECKOUT_LIFETIME_MS) / 1000) * 1000);

/** What opening a checkout's order needs (the start services' own ports). */
export interface CheckoutOrderPorts {
  store: StoreStatus;
  offers: OfferQueryService;
  orders: TopUpOrderRepository;
}

/**
 * The order behind a checkout, card or wallet alike: refused while the storefront is off, priced
 * here from the product id (a price sent by a browser is never used) for a mobile number of the
 * product's country, the customer's open order of the same gateway re-used, at most
 * `CHECKOUT_RULES.maxNewOrders` new ones per customer in `windowMs`.
 */
export async function openCheckoutOrder(
  { store, offers, orders }: CheckoutOrderPorts,
  request: { customerId: string; productId: string; telenumber: string; gateway: Gateway },
): Promise<TopUpOrder> {
  if (!(await store.isOpen())) throw new DomainError(OrdersErrors.STORE_CLOSED);
  const offer = await offers.activeOfferFor(request.productId, request.telenumber);
  const started = await orders.startCheckout(
    {
      customerId: request.customerId,
      productId: offer.productId,
      productName: offer.productName,
      telenumber: request.telenumber,
      operatorName: offer.operatorName,
      country: offer.operatorCountry,
      amountCents: offer.amountCents,
      serviceChargeCents: offer.serviceChargeCents,
      wholesaleCents: offer.wholesaleCents,
      gateway: request.gateway,
    },
    `customer ${request.customerId}`,
    CHECKOUT_RULES,
  );
  if (started.outcome === 'rate-limited') throw new DomainError(OrdersErrors.TOO_MANY_CHECKOUTS);
  return started.order;
}
