import { WalletUnavailable } from '@shared/ports/wallet-checkout.port';
import { Logger } from '@nestjs/common';
import type { TopUpOrder } from '../domain/top-up-order';
import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { screeningOf } from '../testing/memory-review-facts';
import { MemoryWalletCheckout } from '@shared/testing/memory-wallet-checkout';
import { openWalletOrder } from '../testing/open-wallet-order';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { CaptureWalletPaymentService } from './capture-wallet-payment.service';
import { CheckWalletPaymentService } from './check-wallet-payment.service';
import { CHECKOUT_LIFETIME_MS } from './checkout-order';

function setUp() {
  const orders = new MemoryTopUpOrders();
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
  const service = new CheckWalletPaymentService(wallet, orders, captures, cancellations);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  const walletOrder = (changes: Partial<TopUpOrder> = {}) =>
    openWalletOrder(orders, wallet, changes);
  return { orders, wallet, queue, service, walletOrder };
}

const LATER = () => Date.now() + CHECKOUT_LIFETIME_MS + 1000;

describe('reconciling a wallet order', () => {
  afterEach(() => jest.restoreAllMocks());

  it('captures and confirms an approved order nobody captured', async () => {
    const { wallet, queue, service, walletOrder } = setUp();
    const { order, walletOrderId } = await walletOrder();
    wallet.approve(walletOrderId);
    await expect(service.check(walletOrderId, 'reconciliation')).resolves.toMatchObject({
      status: 'PAID',
    });
    expect(wallet.captureCalls).toEqual([walletOrderId]);
    expect(queue.enqueued).toEqual([order.id]);
  });

  it('confirms an order PayPal captured whose confirmation was lost, without capturing again', async () => {
    const { wallet, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder();
    wallet.approve(walletOrderId);
    await wallet.captureOrder(walletOrderId, 'o1');
    await expect(service.check(walletOrderId, 'reconciliation')).resolves.toMatchObject({
      status: 'PAID',
    });
    expect(wallet.captureCalls).toEqual([walletOrderId]); // only the one above
  });

  it('leaves a young unapproved order waiting, and cancels it after the lifetime', async () => {
    const { service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder();
    await expect(service.check(walletOrderId, 'reconciliation')).resolves.toMatchObject({
      status: 'PENDING_PAYMENT',
    });
    await expect(service.check(walletOrderId, 'reconciliation', LATER())).resolves.toMatchObject({
      status: 'CANCELLED',
    });
  });

  it('cancels an old order PayPal does not know', async () => {
    const { orders, service } = setUp();
    const order = orders.add({ gateway: 'paypal', checkoutSessionId: 'PP-GONE' });
    await service.check('PP-GONE', 'reconciliation', LATER());
    expect(orders.events.at(-1)).toMatchObject({
      orderId: order.id,
      to: 'CANCELLED',
      detail: expect.stringContaining('unknown to PayPal'),
    });
  });

  it('cancels an old approved order whose capture PayPal refuses', async () => {
    const { wallet, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder();
    wallet.approve(walletOrderId);
    wallet.refusing = 'INSTRUMENT_DECLINED';
    await expect(service.check(walletOrderId, 'reconciliation', LATER())).resolves.toMatchObject({
      status: 'CANCELLED',
    });
  });

  it('answers null for an unknown id or a card order, and leaves a paid order alone', async () => {
    const { orders, wallet, service, walletOrder } = setUp();
    orders.add({ gateway: 'stripe', checkoutSessionId: 'cs_1' });
    await expect(service.check('nope', 'reconciliation')).resolves.toBeNull();
    await expect(service.check('cs_1', 'reconciliation')).resolves.toBeNull();
    const { walletOrderId } = await walletOrder({ status: 'PAID' });
    const getOrder = jest.spyOn(wallet, 'getOrder');
    await expect(service.check(walletOrderId, 'reconciliation')).resolves.toMatchObject({
      status: 'PAID',
    });
    expect(getOrder).not.toHaveBeenCalled();
  });

  it('lets a PayPal fault through as PROVIDER.UNAVAILABLE and lets other errors through', async () => {
    const { wallet, service, walletOrder } = setUp();
    const { walletOrderId } = await walletOrder();
    wallet.down = true;
    await expect(service.check(walletOrderId, 'reconciliation')).rejects.toEqual(
      new WalletUnavailable('PayPal down'),
    );
    wallet.down = false;
    jest.spyOn(wallet, 'getOrder').mockRejectedValue(new Error('bug'));
    await expect(service.check(walletOrderId, 'reconciliation')).rejects.toThrow('bug');
  });
});
