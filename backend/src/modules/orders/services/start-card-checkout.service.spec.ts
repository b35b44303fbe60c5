import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import type { Offer } from '@modules/catalog/domain/offer';
import { MemoryOffers } from '@modules/catalog/testing/memory-catalog';
import { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { QuoteTypedAmountService } from '@modules/catalog/services/quote-typed-amount.service';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryCustomerContacts } from '../testing/memory-customer-contacts';
import { MemoryCustomerStanding } from '../testing/memory-customer-standing';
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
  whatArrives: { summary: '100 ETB', validity: '30 days', benefits: [] },
  promotions: [],
};

function setUp(env: Record<string, string> = {}) {
  const standing = new MemoryCustomerStanding();
  const offers = new MemoryOffers();
  offers.add(ETHIOPIA);
  const orders = new MemoryTopUpOrders();
  const checkout = new MemoryCardCheckout();
  const contacts = new MemoryCustomerContacts();
  contacts.emails.set('c1', 'selam@example.com');
  const config = new AppConfig({
    PUBLIC_URL: 'https://shop.test',
    PRICING_MARKUP_PERCENT: '10',
    PRICING_FEE_FIXED_CENTS: '50',
    PRICING_FEE_PERCENT: '3',
    ...env,
  });
  const service = new StartCardCheckoutService(
    new OfferQueryService(offers),
    orders,
    checkout,
    config,
    new SwitchableStoreStatus(),
    contacts,
    standing,
    new QuoteTypedAmountService(new OfferQueryService(offers), config),
  );
  return { orders, checkout, offers, service, standing };
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

  it('refuses a blocked customer, before any order or gateway call', async () => {
    const { orders, checkout, standing, service } = setUp();
    standing.blocked.add('c1');
    expect(await codeOf(service.start('c1', 'eth-100', '+251911234567'))).toBe(
      OrdersErrors.CUSTOMER_BLOCKED,
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

  describe('risk limits (docs/decisions.md#risk-limit-defaults)', () => {
    const DAY = 24 * 60 * 60 * 1000;
    // A 25 USD offer: two reach a new customer's first-day limit of 50 USD.
    const bigOffer = (offers: ReturnType<typeof setUp>['offers']) =>
      offers.add({ ...ETHIOPIA, productId: 'eth-big', amountCents: 2400, serviceChargeCents: 100 });

    it('refuses an order over a limit with its code, before any order or gateway call', async () => {
      const { orders, checkout, offers, service } = setUp();
      bigOffer(offers);
      await service.start('c1', 'eth-big', '+251911000001');
      await service.start('c1', 'eth-big', '+251911000002');
      expect(await codeOf(service.start('c1', 'eth-100', '+251911000003'))).toBe(
        OrdersErrors.NEW_CUSTOMER_LIMIT,
      );
      expect(orders.orders.size).toBe(2);
      expect(checkout.requests).toHaveLength(2);
    });

    it('counts open checkouts and paid orders, not cancelled, failed, expired or day-old ones', async () => {
      const { orders, offers, service } = setUp({ RISK_NEW_CUSTOMER_DAILY_CENTS: '2500' });
      bigOffer(offers);
      const base = { customerId: 'c1', amountCents: 2400, serviceChargeCents: 100 };
      orders.add({ ...base, status: 'CANCELLED' });
      orders.add({ ...base, status: 'FAILED' });
      orders.add({
        ...base,
        checkoutSessionId: 'cs_x',
        checkoutExpiresAt: new Date(Date.now() - 1),
      });
      orders.add({ ...base, status: 'PAID', createdAt: new Date(Date.now() - DAY - 1000) });
      await expect(service.start('c1', 'eth-big', '+251911000001')).resolves.toBeDefined();
      // The open checkout above counts now: the limit is reached.
      expect(await codeOf(service.start('c1', 'eth-100', '+251911000002'))).toBe(
        OrdersErrors.NEW_CUSTOMER_LIMIT,
      );
    });

    it('a number takes at most 3 top-ups a day across accounts', async () => {
      const { service } = setUp();
      for (const customer of ['c1', 'c2', 'c3'])
        await service.start(customer, 'eth-100', '+251911000001');
      expect(await codeOf(service.start('c4', 'eth-100', '+251911000001'))).toBe(
        OrdersErrors.NUMBER_TOP_UPS_LIMIT,
      );
      // The same customer's open checkout is handed out again: not a new top-up.
      await expect(service.start('c1', 'eth-100', '+251911000001')).resolves.toBeDefined();
    });

    it('a first top-up to a number is capped lower than repeats', async () => {
      const { orders, offers, service } = setUp();
      offers.add({ ...ETHIOPIA, productId: 'eth-30', amountCents: 2900, serviceChargeCents: 100 });
      expect(await codeOf(service.start('c1', 'eth-30', '+251911000001'))).toBe(
        OrdersErrors.NEW_NUMBER_LIMIT,
      );
      // After a delivered top-up to the number (and an old account with a delivery) it passes.
      orders.add({
        customerId: 'c1',
        telenumber: '+251911000001',
        status: 'COMPLETED',
        createdAt: new Date(Date.now() - 2 * DAY),
      });
      await expect(service.start('c1', 'eth-30', '+251911000001')).resolves.toBeDefined();
    });
  });

  describe('a ranged product (an amount the sender types)', () => {
    // Kenya-like rates in Ethiopia's offer: 129 per USD sent, retail 118 per USD.
    const ranged = (offers: ReturnType<typeof setUp>['offers']) =>
      offers.add({
        ...ETHIOPIA,
        productId: 'eth-any',
        productName: 'Ethio telecom any amount',
        kind: 'ranged',
        range: {
          minCents: 100,
          maxCents: 5000,
          destinationPerUsd: 129,
          destinationUnit: 'ETB',
          wholesaleRate: 126.5,
          retailRate: 118,
          feeCents: 0,
        },
      });

    it('charges the price of the typed amount and keeps the amount on the order', async () => {
      const { orders, checkout, offers, service } = setUp();
      ranged(offers);
      await service.start('c1', 'eth-any', '+251911000001', 1000);
      const [order] = orders.orders.values();
      // 10.00 USD sent -> 1,290 ETB; retail 1094 cents; fee 50 + 3 % = 83
      expect(order).toMatchObject({
        amountCents: 1094,
        serviceChargeCents: 83,
        wholesaleCents: 1020,
        sentCents: 1000,
        productName: 'Ethio telecom any amount: 1,290 ETB',
        // What arrives is the typed amount's, not the range's minimum.
        whatArrives: { summary: '1,290 ETB', benefits: [] },
      });
      expect(checkout.requests[0].amountCents).toBe(1177);
    });

    it('refuses an amount outside the range, in fractions of a cent, or none (400)', async () => {
      const { orders, checkout, offers, service } = setUp();
      ranged(offers);
      expect(await codeOf(service.start('c1', 'eth-any', '+251911000001', 99))).toBe(
        'CATALOG.AMOUNT_OUT_OF_RANGE',
      );
      expect(await codeOf(service.start('c1', 'eth-any', '+251911000001', 5001))).toBe(
        'CATALOG.AMOUNT_OUT_OF_RANGE',
      );
      expect(await codeOf(service.start('c1', 'eth-any', '+251911000001', 100.5))).toBe(
        'CATALOG.AMOUNT_BAD_STEP',
      );
      expect(await codeOf(service.start('c1', 'eth-any', '+251911000001'))).toBe(
        'CATALOG.AMOUNT_REQUIRED',
      );
      // And no amount can be typed for a product with a set one.
      expect(await codeOf(service.start('c1', 'eth-100', '+251911000001', 1000))).toBe(
        'CATALOG.AMOUNT_NOT_TYPED',
      );
      expect(orders.orders.size).toBe(0);
      expect(checkout.requests).toHaveLength(0);
    });

    it('the risk limits count the typed amount, not the range minimum', async () => {
      const { offers, service } = setUp({ RISK_NEW_NUMBER_CENTS: '2500' });
      ranged(offers);
      // 30 USD sent costs far more than the 1 USD minimum the offer lists "from".
      expect(await codeOf(service.start('c1', 'eth-any', '+251911000001', 3000))).toBe(
        OrdersErrors.NEW_NUMBER_LIMIT,
      );
      await expect(service.start('c1', 'eth-any', '+251911000001', 1000)).resolves.toBeDefined();
    });

    it('a second click with the same amount reuses the checkout; another amount is a new order', async () => {
      const { orders, offers, service } = setUp();
      ranged(offers);
      const first = await service.start('c1', 'eth-any', '+251911000001', 1000);
      expect(await service.start('c1', 'eth-any', '+251911000001', 1000)).toEqual(first);
      await service.start('c1', 'eth-any', '+251911000002', 300);
      await service.start('c1', 'eth-any', '+251911000002', 400);
      expect(orders.orders.size).toBe(3);
    });
  });

  describe('what Stripe is told', () => {
    it("a first card purchase asks for 3-D Secure, with the customer's e-mail and Radar metadata", async () => {
      const { orders, checkout, service } = setUp();
      orders.customerSince.set('c1', new Date(Date.now() - 3.5 * 24 * 60 * 60 * 1000));
      orders.add({
        customerId: 'c1',
        gateway: 'paypal',
        status: 'COMPLETED',
        paymentRef: 'PP-1',
        telenumber: '+251911234567',
        createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      });
      await service.start('c1', 'eth-100', '+251911234567');
      expect(checkout.requests[0]).toMatchObject({
        customerEmail: 'selam@example.com',
        threeDSecure: 'any',
        metadata: {
          account_age_days: '3',
          recipient_number: '+251911234567',
          recipient_country: 'Ethiopia',
          paid_orders: '1',
        },
      });
    });

    it('later card purchases let Stripe decide, unless above the setting', async () => {
      const { orders, checkout, offers, service } = setUp({
        RISK_THREE_D_SECURE_ABOVE_CENTS: '1000',
      });
      offers.add({ ...ETHIOPIA, productId: 'eth-20', amountCents: 1900, serviceChargeCents: 100 });
      orders.add({
        customerId: 'c1',
        status: 'COMPLETED',
        paymentRef: 'pi_1',
        telenumber: '+251911234567',
        createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      });
      await service.start('c1', 'eth-100', '+251911234567');
      await service.start('c1', 'eth-20', '+251911234567');
      expect(checkout.requests.map((r) => r.threeDSecure)).toEqual(['automatic', 'any']);
    });
  });
});
