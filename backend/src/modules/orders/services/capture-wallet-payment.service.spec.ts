import { ProviderErrors } from '@shared/domain/provider-unavailable';
import { Logger } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import type { TopUpOrder } from '../domain/top-up-order';
import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryReviewFacts, screeningOf } from '../testing/memory-review-facts';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { openWalletOrder } from '../testing/open-wallet-order';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { CaptureWalletPaymentService } from './capture-wallet-payment.service';

function setUp() {
  const orders = new MemoryTopUpOrders();
  const wallet = new MemoryWalletCheckout();
  const queue = new MemoryFulfilmentQueue();
  const facts = new MemoryReviewFacts();
  const service = new CaptureWalletPaymentService(
    wallet,
    orders,
    queue,
    new CancelUnpaidOrderService(orders),
    screeningOf(facts),
  );
  const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const walletOrder = (changes: Partial<TopUpOrder> = {}) =>
    openWalletOrder(orders, wallet, changes);
  return { orders, wallet, queue, facts, service, errors, walletOrder };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (err: unknown) => (err instanceof DomainError ? err.code : String(err)),
  );

describe('capturing a wallet payment', () => {
  afterEach(() => jest.restoreAllMocks());

  it('confirms a completed capture that matches, once, and queues fulfilment', async () => {
    const { orders, wallet, queue, service, walletOrder } = setUp();
    const { order, walletOrderId } = await walletOrder();
    wallet.approve(walletOrderId);
    const confirm = jest.spyOn(orders, 'confirmPayment');
    const result = await service.capture(walletOrderId, 'c1', 'capture');
    expect(result).toMatchObject({
      state: 'captured',
      walletOrderId,
      orderStatus: 'COMPLETED',
      capture: { id: `CAP-${walletOrderId}`, status: 'COMPLETED' },
      order: { id: order.id, status: 'PAID', paymentRef: `CAP-${walletOrderId}` },
    });
    expect(confirm).toHaveBeenCalledWith({
      orderId: order.id,
      gateway: 'paypal',
      paymentRef: `CAP-${walletOrderId}`,
      amountCents: 153,
      source: 'capture',
      paymentCountry: null,
      holdReason: null,
    });
    expect(queue.enqueued).toEqual([order.id]);
  });

  it('holds for review a capture whose payer is of another country than the account', async () => {
    const { orders, wallet, facts, service, walletOrder } = setUp();
    const { order, walletOrderId } = await walletOrder();
    facts.facts.set(order.id, { accountTelephone: '+12025550143' });
    wallet.approve(walletOrderId, { payerCountry: 'NG' });
    const result = await service.capture(walletOrderId, 'c1', 'capture');
    expect(result).toMatchObject({ state: 'captured', order: { status: 'HELD_FOR_REVIEW' } });
    expect(orders.holds.get(order.id)).toBe('paid from NG, account in US');
  });

  it('fulfils a capture whose payer is of the account’s country', async () => {
    const { wallet, facts, service, walletOrder } = setUp();
    const { order, walletOrderId } = await walletOrder();
    facts.facts.set(order.id, { accountTelephone: '+12025550143' });
    wallet.approve(walletOrderId, { payerCountry: 'US' });
    const result = await service.capture(walletOrderId, 'c1', 'capture');
    expect(result).toMatchObject({ state: 'captured', order: { status: 'PAID' } });
  });

  it.each([
    ['amount', { amountCents: 152 }],
    ['currency', { currency: 'EUR' }],
    ['custom id', { customId: 'another-order' }],
    ['unreadable amount', { amountCents: Number.NaN }],
  ])('refuses and logs a completed capture whose %s does not match', async (_what, capture) => {
    const { orders, wallet, queue, service, errors, walletOrder } = setUp();
    const { order, walletOrderId } = await walletOrder();
    wallet.approve(walletOrderId, capture);
    expect(await codeOf(service.capture(walletOrderId, 'c1', 'capture'))).toBe(
      OrdersErrors.PAYMENT_MISMATCH,
    );
    expect(orders.orders.get(order.id)!.status).toBe('PENDING_PAYMENT');
    expect(queue.enqueued).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('refused'));
    expect(orders.events.at(-1)?.detail).toMatch(/^PayPal capture CAP-PP1 refused: captured /);
  });

  it.each(['DECLINED', 'FAILED'])('cancels the order on a %s capture', async (status) => {
    const { orders, wallet, queue, service, walletOrder } = setUp();
    const { order, walletOrderId } = await walletOrder();
    wallet.approve(walletOrderId, { status });
    const result = await service.capture(walletOrderId, 'c1', 'capture');
    expect(result).toMatchObject({
      state: 'captured',
      capture: { status },
      order: { status: 'CANCELLED' },
    });
    expect(orders.orders.get(order.id)!.status).toBe('CANCELLED');
    expect(queue.enqueued).toEqual([]);
  });

  it('leaves a PENDING capture waiting (reconciliation asks again)', async () => {
    const { orders, wallet, queue, service, walletOrder } = setUp();
    const { order, walletOrderId } = await walletOrder();
    wallet.approve(walletOrderId, { status: 'PENDING' });
    const result = await service.capture(walletOrderId, 'c1', 'capture');
    expect(result).toMatchObject({
      capture: { status: 'PENDING' },
      order: { status: 'PENDING_PAYMENT' },
    });
    expect(orders.orders.get(order.id)!.status).toBe('PENDING_PAYMENT');
    expect(queue.enqueued).toEqual([]);
  });

  it("answers PayPal's refusal as a value", async () => {
    const { service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder();
    await expect(service.capture(walletOrderId, 'c1', 'capture')).resolves.toEqual({
      state: 'refused',
      details: [{ issue: 'ORDER_NOT_APPROVED', description: 'x' }],
      debugId: 'debug-2',
    });
  });

  it("finds no order for an unknown id, a card order or another customer's", async () => {
    const { orders, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder();
    orders.add({ gateway: 'stripe', checkoutSessionId: 'cs_1' });
    for (const [id, customer] of [
      ['PP-UNKNOWN', 'c1'],
      ['cs_1', 'c1'],
      [walletOrderId, 'c2'],
    ])
      expect(await codeOf(service.capture(id, customer, 'capture'))).toBe(
        OrdersErrors.ORDER_NOT_FOUND,
      );
  });

  it('lets the system (customer null) capture any wallet order', async () => {
    const { wallet, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder({ customerId: 'c9' });
    wallet.approve(walletOrderId);
    await expect(service.capture(walletOrderId, null, 'reconciliation')).resolves.toMatchObject({
      order: { status: 'PAID' },
    });
  });

  it('never captures for a cancelled order', async () => {
    const { wallet, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder({ status: 'CANCELLED' });
    wallet.approve(walletOrderId);
    expect(await codeOf(service.capture(walletOrderId, 'c1', 'capture'))).toBe(
      OrdersErrors.WALLET_ORDER_CLOSED,
    );
    expect(wallet.captureCalls).toEqual([]);
  });

  it('answers ORDER_NOT_FOUND when PayPal does not know the order', async () => {
    const { orders, service } = setUp();
    orders.add({ gateway: 'paypal', checkoutSessionId: 'PP-GONE' });
    expect(await codeOf(service.capture('PP-GONE', 'c1', 'capture'))).toBe(
      OrdersErrors.ORDER_NOT_FOUND,
    );
  });

  it('lets a PayPal fault through as PROVIDER.UNAVAILABLE and lets other errors through', async () => {
    const { wallet, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder();
    wallet.down = true;
    expect(await codeOf(service.capture(walletOrderId, 'c1', 'capture'))).toBe(
      ProviderErrors.UNAVAILABLE,
    );
    wallet.down = false;
    jest.spyOn(wallet, 'captureOrder').mockRejectedValue(new Error('bug'));
    expect(await codeOf(service.capture(walletOrderId, 'c1', 'capture'))).toBe('Error: bug');
  });

  it('a repeated capture confirms nothing more (the same capture, already confirmed)', async () => {
    const { orders, wallet, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder();
    wallet.approve(walletOrderId);
    await service.capture(walletOrderId, 'c1', 'capture');
    const confirm = jest.spyOn(orders, 'confirmPayment');
    wallet.orders.get(walletOrderId)!.status = 'APPROVED'; // the fake answers the same capture
    await expect(service.capture(walletOrderId, 'c1', 'capture')).resolves.toMatchObject({
      order: { status: 'PAID' },
    });
    await expect(confirm.mock.results[0].value).resolves.toBe('already');
  });

  describe('a capture that lands after reconciliation cancelled the order', () => {
    async function cancelledMeanwhile(refundFails: string | null) {
      const ctx = setUp();
      const { order, walletOrderId } = await ctx.walletOrder();
      ctx.wallet.approve(walletOrderId);
      ctx.wallet.refundFails = refundFails;
      // The confirmation is recorded but the order had moved to CANCELLED.
      jest.spyOn(ctx.orders, 'confirmPayment').mockImplementation(async () => {
        ctx.orders.orders.get(order.id)!.status = 'CANCELLED';
        return 'confirmed';
      });
      const result = await ctx.service.capture(walletOrderId, 'c1', 'capture');
      return { ...ctx, order, walletOrderId, result };
    }

    it('is refunded, and the refund noted in the history', async () => {
      const { wallet, orders, walletOrderId, result } = await cancelledMeanwhile(null);
      expect(result).toMatchObject({ order: { status: 'CANCELLED' } });
      expect(wallet.refunds).toEqual([`CAP-${walletOrderId}`]);
      expect(orders.events.at(-1)?.detail).toBe(
        `PayPal capture CAP-${walletOrderId} after cancellation refunded (REF-CAP-${walletOrderId})`,
      );
    });

    it('a refused refund is logged and noted', async () => {
      const { orders, errors } = await cancelledMeanwhile('CAPTURE_FULLY_REFUNDED');
      expect(orders.events.at(-1)?.detail).toMatch(/NOT refunded: CAPTURE_FULLY_REFUNDED$/);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('NOT refunded'));
    });
  });
});
