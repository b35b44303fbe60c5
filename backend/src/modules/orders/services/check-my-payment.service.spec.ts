import { Logger } from '@nestjs/common';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { screeningOf } from '../testing/memory-review-facts';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { openWalletOrder } from '../testing/open-wallet-order';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { CaptureWalletPaymentService } from './capture-wallet-payment.service';
import { CheckMyPaymentService } from './check-my-payment.service';
import { CheckWalletPaymentService } from './check-wallet-payment.service';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';

function setUp() {
  const orders = new MemoryTopUpOrders();
  const card = new MemoryCardCheckout();
  const wallet = new MemoryWalletCheckout();
  const queue = new MemoryFulfilmentQueue();
  const cancellations = new CancelUnpaidOrderService(orders);
  const captures = new CaptureWalletPaymentService(
    wallet,
    orders,
    queue,
    cancellations,
    screeningOf(),
  );
  const service = new CheckMyPaymentService(
    orders,
    new ConfirmCardPaymentService(card, orders, queue, cancellations, screeningOf()),
    new CheckWalletPaymentService(wallet, orders, captures, cancellations),
  );
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  const walletOrder = (customerId = 'c1') => openWalletOrder(orders, wallet, { customerId });
  return { orders, card, wallet, service, walletOrder };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe("the success page's check", () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks Stripe about the customer's own unpaid session", async () => {
    const { orders, card, service } = setUp();
    orders.add({ customerId: 'c1', checkoutSessionId: 'cs_mine' });
    await expect(service.checkCard('c1', 'cs_mine')).resolves.toMatchObject({
      status: 'PENDING_PAYMENT',
    });
    expect(card.asked).toEqual(['cs_mine']);
  });

  it("answers an unknown, another customer's or a wallet order not found, without asking Stripe", async () => {
    const { orders, card, service, walletOrder } = setUp();
    orders.add({ customerId: 'c2', checkoutSessionId: 'cs_theirs' });
    const { walletOrderId } = await walletOrder('c1');
    for (const id of ['cs_unknown', 'cs_theirs', walletOrderId])
      expect(await codeOf(service.checkCard('c1', id))).toBe(OrdersErrors.ORDER_NOT_FOUND);
    expect(card.asked).toEqual([]);
  });

  it('does not ask Stripe again once the order is paid', async () => {
    const { orders, card, service } = setUp();
    orders.add({ customerId: 'c1', checkoutSessionId: 'cs_paid', status: 'PAID' });
    await expect(service.checkCard('c1', 'cs_paid')).resolves.toMatchObject({ status: 'PAID' });
    expect(card.asked).toEqual([]);
  });

  it("never captures another customer's approved PayPal order, nor asks PayPal about it", async () => {
    const { orders, wallet, service, walletOrder } = setUp();
    const { order, walletOrderId } = await walletOrder('c2');
    wallet.approve(walletOrderId);
    const getOrder = jest.spyOn(wallet, 'getOrder');
    expect(await codeOf(service.checkWallet('c1', walletOrderId))).toBe(
      OrdersErrors.ORDER_NOT_FOUND,
    );
    expect(getOrder).not.toHaveBeenCalled();
    expect(wallet.captureCalls).toEqual([]);
    expect(orders.orders.get(order.id)!.status).toBe('PENDING_PAYMENT');
  });

  it("captures the customer's own approved PayPal order, as reconciliation would", async () => {
    const { wallet, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder('c1');
    wallet.approve(walletOrderId);
    await expect(service.checkWallet('c1', walletOrderId)).resolves.toMatchObject({
      status: 'PAID',
    });
    expect(wallet.captureCalls).toEqual([walletOrderId]);
  });
});
