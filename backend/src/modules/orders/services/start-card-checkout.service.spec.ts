import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import type { Offer } from '@modules/catalog/domain/offer';
import { MemoryOffers } from '@modules/catalog/testing/memory-catalog';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { CHECKOUT_LIFETIME_MS, CHECKOUT_RULES } from './checkout-order';
import { StartCardCheckoutService } from './start-card-checkout.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';
import { SwitchableStoreStatus } from '@shared/testing/switchable-store-status';

const ETHIOPIA: Offer = {
  productId: 'eth-100',
  productName: '100 ETB Airtime',
  promotionBonus: '',
  amountCents: 250,
  serviceChargeCents: 58,
  wholesaleCents: 210,
  service: 'Mobile',
  subService: 'Airtime',
  operatorId: '1',
  operatorName: 'Ethio telecom',
  operatorCountry: 'Ethiopia',
  countryIso3: 'ETH',
  active: true,
};

function setUp() {
  const offers = new MemoryOffers();
  offers.add(ETHIOPIA);
  const orders = new MemoryTopUpOrders();
  const checkout = new MemoryCardCheckout();
  const service = new StartCardCheckoutService(
    new OfferQueryService(offers),
    orders,
    checkout,
    new AppConfig({ PUBLIC_URL: 'https://shop.test' }),
    new SwitchableStoreStatus(),
  );
  return { orders, checkout, service };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (err: unknown) => (err instanceof DomainError ? err.code : String(err)),
  );

describe('starting a card checkout', () => {
  it('refuses a number of another country before any order or gateway call', async () => {
    const { orders, checkout, service } = setUp();
    expect(await codeOf(service.start('c1', 'eth-100', '+14155550123'))).toBe(
      'CATALOG.NUMBER_NOT_IN_COUNTRY',
    );
    expect(await codeOf(service.start('c1', 'eth-100', '+251111234567'))).toBe(
      'CATALOG.NOT_A_MOBILE_NUMBER',
    );
    expect(orders.orders.size).toBe(0);
    expect(checkout.requests).toHaveLength(0);
  });

  it('creates a session that expires an hour after the order was made', async () => {
    const { orders, checkout, service } = setUp();
    const { url, orderId } = await service.start('c1', 'eth-100', '+251911234567');
    const order = orders.orders.get(orderId)!;
    expect(url).toBe(`https://pay.test/cs_${orderId}`);
    expect(order).toMatchObject({ checkoutSessionId: `cs_${orderId}`, checkoutUrl: url });
    const expiresAt = checkout.requests[0].expiresAt!.getTime();
    expect(expiresAt).toBeLessThanOrEqual(order.createdAt.getTime() + CHECKOUT_LIFETIME_MS);
    expect(expiresAt).toBeGreaterThan(order.createdAt.getTime() + CHECKOUT_LIFETIME_MS - 1000);
    expect(CHECKOUT_LIFETIME_MS).toBeGreaterThan(30 * 60_000 + CHECKOUT_RULES.creatingGraceMs);
  });

  it('answers the open checkout again for the same product and number', async () => {
    const { orders, checkout, service } = setUp();
    const first = await service.start('c1', 'eth-100', '+251911234567');
    const again = await service.start('c1', 'eth-100', '+251911234567');
    expect(again).toEqual(first);
    expect(orders.orders.size).toBe(1);
    expect(checkout.requests).toHaveLength(1);
    // Another number, or another customer, is another order.
    const other = await service.start('c1', 'eth-100', '+251911234568');
    const otherCustomer = await service.start('c2', 'eth-100', '+251911234567');
    expect(new Set([first.orderId, other.orderId, otherCustomer.orderId]).size).toBe(3);
  });

  it('starts a new order when the open one is paid, cancelled or about to expire', async () => {
    const { orders, service } = setUp();
    const first = await service.start('c1', 'eth-100', '+251911234567');
    orders.orders.get(first.orderId)!.checkoutExpiresAt = new Date(Date.now() + 60_000);
    const second = await service.start('c1', 'eth-100', '+251911234567');
    expect(second.orderId).not.toBe(first.orderId);
    orders.orders.get(second.orderId)!.status = 'CANCELLED';
    const third = await service.start('c1', 'eth-100', '+251911234567');
    expect(new Set([first.orderId, second.orderId, third.orderId]).size).toBe(3);
  });

  it('lets a customer start at most 10 new orders in 10 minutes (429 after)', async () => {
    const { orders, service } = setUp();
    for (let i = 0; i < CHECKOUT_RULES.maxNewOrders; i++)
      await service.start('c1', 'eth-100', `+25191123450${i}`);
    expect(await codeOf(service.start('c1', 'eth-100', '+251911234599'))).toBe(
      OrdersErrors.TOO_MANY_CHECKOUTS,
    );
    // Re-using an open checkout is not a new order, and another customer has a count of its own.
    await expect(service.start('c1', 'eth-100', '+251911234500')).resolves.toBeDefined();
    await expect(service.start('c2', 'eth-100', '+251911234599')).resolves.toBeDefined();
    expect(orders.orders.size).toBe(CHECKOUT_RULES.maxNewOrders + 1);
  });
});
