import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { CheckOrderNowService } from './check-order-now.service';
import type { CheckWalletPaymentService } from './check-wallet-payment.service';
import type { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { type FulfilOrderService, type FulfilOutcome, RefundFailed } from './fulfil-order.service';

describe('check now (one order)', () => {
  function setUp(fulfilOutcome: FulfilOutcome | 'refund-failed' = 'refunded') {
    const orders = new MemoryTopUpOrders();
    const queue = new MemoryFulfilmentQueue();
    const confirmations = {
      confirmSession: jest.fn(async (sessionId: string) => {
        const order = await orders.findByCheckoutSession(sessionId);
        if (order && sessionId.startsWith('paid')) order.status = 'PAID';
        return order;
      }),
    };
    const fulfilment = {
      fulfil: jest.fn(async (orderId: string) => {
        if (fulfilOutcome === 'refund-failed') throw new RefundFailed(orderId, 'card expired');
        return fulfilOutcome;
      }),
    };
    const walletChecks = {
      check: jest.fn(async (walletOrderId: string) => {
        const order = await orders.findByCheckoutSession(walletOrderId);
        if (order && walletOrderId.startsWith('PAID')) order.status = 'PAID';
        return order;
      }),
    };
    const service = new CheckOrderNowService(
      orders,
      confirmations as unknown as ConfirmCardPaymentService,
      walletChecks as unknown as CheckWalletPaymentService,
      queue,
      fulfilment as unknown as FulfilOrderService,
    );
    service.waitMs = 50;
    service.pollMs = 5;
    return { orders, queue, confirmations, walletChecks, fulfilment, service };
  }

  it('asks PayPal about an unpaid wallet order (not the card gateway)', async () => {
    const { orders, service, confirmations, walletChecks } = setUp();
    const paid = orders.add({ gateway: 'paypal', checkoutSessionId: 'PAID-1' });
    const unpaid = orders.add({ gateway: 'paypal', checkoutSessionId: 'OPEN-1' });
    expect(await service.check(paid.id, 'admin:a@example.com')).toBe('payment-confirmed');
    expect(await service.check(unpaid.id, 'admin:a@example.com')).toBe('not-paid');
    expect(walletChecks.check).toHaveBeenCalledWith('PAID-1', 'admin:a@example.com');
    expect(confirmations.confirmSession).not.toHaveBeenCalled();
  });

  it('asks the gateway about an unpaid checkout', async () => {
    const { orders, service, confirmations } = setUp();
    const paid = orders.add({ checkoutSessionId: 'paid_1' });
    const unpaid = orders.add({ checkoutSessionId: 'open_1' });
    expect(await service.check(paid.id, 'admin:a@example.com')).toBe('payment-confirmed');
    expect(await service.check(unpaid.id, 'admin:a@example.com')).toBe('not-paid');
    expect(confirmations.confirmSession).toHaveBeenCalledWith('paid_1', 'admin:a@example.com');
  });

  it('sends a paid order through the fulfilment queue and reports how it ended', async () => {
    const { orders, queue, service } = setUp();
    // Room for a loaded machine's late timers: the answer comes as soon as the order completes.
    service.waitMs = 5_000;
    const order = orders.add({ status: 'PAID' });
    queue.onEnqueue = (id) => setTimeout(() => (orders.orders.get(id)!.status = 'COMPLETED'), 10);
    expect(await service.check(order.id, 'admin:a@example.com')).toBe('completed');
    expect(queue.enqueued).toEqual([order.id]);
  });

  it('answers in-progress when fulfilment has not finished in time', async () => {
    const { orders, service } = setUp();
    const order = orders.add({ status: 'SUBMITTED' });
    expect(await service.check(order.id, 'admin:a@example.com')).toBe('in-progress');
  });

  it('retries the refund of a failed order, and leaves final ones alone', async () => {
    const { orders, service, fulfilment, queue } = setUp('refund-failed');
    const failed = orders.add({ status: 'FAILED' });
    expect(await service.check(failed.id, 'admin:a@example.com')).toBe('refund-failed');
    for (const status of ['COMPLETED', 'REFUNDED', 'CANCELLED'] as const) {
      const final = orders.add({ status });
      expect(await service.check(final.id, 'admin:a@example.com')).toBe('nothing-to-do');
    }
    expect(fulfilment.fulfil).toHaveBeenCalledTimes(1);
    expect(queue.enqueued).toEqual([]);
  });

  it('leaves an order held for review to Approve and Refuse: nothing queued, nothing refunded', async () => {
    const { orders, service, fulfilment, queue } = setUp();
    const held = orders.add({ status: 'HELD_FOR_REVIEW' });
    expect(await service.check(held.id, 'admin:a@example.com')).toBe('nothing-to-do');
    expect(queue.enqueued).toEqual([]);
    expect(fulfilment.fulfil).not.toHaveBeenCalled();
    expect(orders.orders.get(held.id)?.status).toBe('HELD_FOR_REVIEW');
  });

  it('writes every check in the history, moving nothing', async () => {
    const { orders, service } = setUp();
    const order = orders.add({ status: 'COMPLETED' });
    await service.check(order.id, 'admin:a@example.com');
    expect(orders.events).toEqual([
      {
        orderId: order.id,
        from: 'COMPLETED',
        to: 'COMPLETED',
        actor: 'admin:a@example.com',
        detail: 'check: nothing-to-do',
      },
    ]);
  });

  it('refuses an unknown order', async () => {
    await expect(setUp().service.check('nope', 'admin:a@example.com')).rejects.toEqual(
      new DomainError(OrdersErrors.ORDER_NOT_FOUND),
    );
  });
});
