import type { QuoteTypedAmountService } from '@modules/catalog/services/quote-typed-amount.service';
import { AppConfig } from '@config/app-config';
import { ProviderErrors } from '@shared/domain/provider-unavailable';
import { DomainError } from '@shared/domain/domain-error';
import type { OfferQueryService } from '@modules/catalog/services/offer-query.service';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryCustomerStanding } from '../testing/memory-customer-standing';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { CHECKOUT_LIFETIME_MS, CHECKOUT_RULES } from './checkout-order';
import { StartWalletCheckoutService } from './start-wallet-checkout.service';
import { SwitchableStoreStatus } from '@shared/testing/switchable-store-status';

const OFFER = {
  productId: 'tza-2000',
  productName: '2,000 TZS Airtime',
  operatorName: 'Vodacom Tanzania',
  operatorCountry: 'Tanzania',
  amountCents: 100,
  serviceChargeCents: 53,
};

function setUp() {
  const standing = new MemoryCustomerStanding();
  const orders = new MemoryTopUpOrders();
  const wallet = new MemoryWalletCheckout();
  const store = new SwitchableStoreStatus();
  const activeOfferFor = jest.fn(async (productId: string, telenumber: string) => {
    if (!telenumber.startsWith('+255')) throw new DomainError('CATALOG.NUMBER_NOT_IN_COUNTRY');
    return { ...OFFER, productId };
  });
  const service = new StartWalletCheckoutService(
    { activeOfferFor } as unknown as OfferQueryService,
    orders,
    wallet,
    store,
    new AppConfig({}),
    standing,
    {} as QuoteTypedAmountService,
  );
  return { orders, wallet, store, service, standing };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (err: unknown) => (err instanceof DomainError ? err.code : String(err)),
  );

describe('starting a wallet checkout', () => {
  it('creates a paypal order for the server price with our order id, kept on the order', async () => {
    const { orders, wallet, service } = setUp();
    const started = await service.start('c1', 'tza-2000', '+255754123456');
    expect(started).toEqual({ state: 'created', walletOrderId: 'PP1', orderId: 'o1' });
    expect(wallet.requests).toEqual([
      {
        orderId: 'o1',
        purpose: 'topup',
        amountCents: 153,
        description: 'Airtime top-up 2,000 TZS Airtime to +255754123456',
      },
    ]);
    const order = orders.orders.get('o1')!;
    expect(order).toMatchObject({ gateway: 'paypal', checkoutSessionId: 'PP1', checkoutUrl: null });
    expect(order.checkoutExpiresAt!.getTime()).toBeLessThanOrEqual(
      order.createdAt.getTime() + CHECKOUT_LIFETIME_MS,
    );
  });

  it('answers the open wallet order again without asking PayPal', async () => {
    const { wallet, service } = setUp();
    const first = await service.start('c1', 'tza-2000', '+255754123456');
    expect(await service.start('c1', 'tza-2000', '+255754123456')).toEqual(first);
    expect(wallet.requests).toHaveLength(1);
  });

  it('never re-uses an open card order', async () => {
    const { orders, service } = setUp();
    orders.add({ productId: 'tza-2000', gateway: 'stripe', checkoutSessionId: 'cs_1' });
    const started = await service.start('c1', 'tza-2000', '+255754123456');
    expect(started).toMatchObject({ state: 'created', orderId: 'o2' });
  });

  it('refuses a blocked customer, before any order or PayPal call', async () => {
    const { orders, wallet, standing, service } = setUp();
    standing.blocked.add('c1');
    expect(await codeOf(service.start('c1', 'tza-2000', '+255754123456'))).toBe(
      OrdersErrors.CUSTOMER_BLOCKED,
    );
    expect(orders.orders.size).toBe(0);
    expect(wallet.requests).toHaveLength(0);
    await expect(service.start('c2', 'tza-2000', '+255754123456')).resolves.toMatchObject({
      state: 'created',
    });
  });

  it('refuses while the storefront is off, before any order', async () => {
    const { orders, store, service } = setUp();
    store.open = false;
    expect(await codeOf(service.start('c1', 'tza-2000', '+255754123456'))).toBe(
      OrdersErrors.STORE_CLOSED,
    );
    expect(orders.orders.size).toBe(0);
  });

  it("refuses a number of another country (the catalogue's error)", async () => {
    const { orders, service } = setUp();
    expect(await codeOf(service.start('c1', 'tza-2000', '+14155550123'))).toBe(
      'CATALOG.NUMBER_NOT_IN_COUNTRY',
    );
    expect(orders.orders.size).toBe(0);
  });

  it('refuses more new orders than the rules allow', async () => {
    const { service } = setUp();
    for (let i = 0; i < CHECKOUT_RULES.maxNewOrders; i++)
      await service.start('c1', 'tza-2000', `+25575412345${i}`);
    expect(await codeOf(service.start('c1', 'tza-2000', '+255754999999'))).toBe(
      OrdersErrors.TOO_MANY_CHECKOUTS,
    );
  });

  it('refuses an order over a risk limit, as card checkout does, before asking PayPal', async () => {
    const { orders, wallet, service } = setUp();
    for (const customer of ['c1', 'c2', 'c3'])
      await service.start(customer, 'tza-2000', '+255754123456');
    expect(await codeOf(service.start('c4', 'tza-2000', '+255754123456'))).toBe(
      OrdersErrors.NUMBER_TOP_UPS_LIMIT,
    );
    expect(orders.orders.size).toBe(3);
    expect(wallet.requests).toHaveLength(3);
  });

  it("answers PayPal's refusal as a value and leaves the order without a PayPal order", async () => {
    const { orders, wallet, service } = setUp();
    wallet.refusing = 'PAYEE_ACCOUNT_RESTRICTED';
    expect(await service.start('c1', 'tza-2000', '+255754123456')).toEqual({
      state: 'refused',
      details: [
        { issue: 'PAYEE_ACCOUNT_RESTRICTED', description: 'PAYEE_ACCOUNT_RESTRICTED description' },
      ],
      debugId: 'debug-1',
    });
    expect(orders.orders.get('o1')!.checkoutSessionId).toBeNull();
  });

  it('lets a PayPal fault through as PROVIDER.UNAVAILABLE', async () => {
    const { wallet, service } = setUp();
    wallet.down = true;
    expect(await codeOf(service.start('c1', 'tza-2000', '+255754123456'))).toBe(
      ProviderErrors.UNAVAILABLE,
    );
  });

  it('lets other errors through', async () => {
    const { wallet, service } = setUp();
    jest.spyOn(wallet, 'createOrder').mockRejectedValue(new Error('bug'));
    expect(await codeOf(service.start('c1', 'tza-2000', '+255754123456'))).toBe('Error: bug');
  });

  it('never hands out the PayPal order of an order cancelled meanwhile', async () => {
    const { orders, service } = setUp();
    jest.spyOn(orders, 'attachCheckoutSession').mockResolvedValue(false);
    expect(await codeOf(service.start('c1', 'tza-2000', '+255754123456'))).toBe(
      OrdersErrors.INVALID_TRANSITION,
    );
  });
});
