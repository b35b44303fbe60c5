import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';

function setUp() {
  const orders = new MemoryTopUpOrders();
  const gateway = new MemoryCardCheckout();
  gateway.otherwise = 'expired';
  const queue = new MemoryFulfilmentQueue();
  const service = new ConfirmCardPaymentService(
    gateway,
    orders,
    queue,
    new CancelUnpaidOrderService(orders),
  );
  return { orders, gateway, queue, service };
}

describe('settling a checkout session', () => {
  it('answers null for a session we do not know, without asking the gateway', async () => {
    const { gateway, service } = setUp();
    const asked = jest.spyOn(gateway, 'retrieveSession');
    await expect(service.confirmSession('cs_unknown', 'webhook')).resolves.toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('cancels the order of a session the gateway expired unpaid', async () => {
    const { orders, gateway, queue, service } = setUp();
    const order = orders.add({ checkoutSessionId: 'cs_1' });
    gateway.states.set('cs_1', { state: 'expired', sessionId: 'cs_1', orderId: order.id });
    const settled = await service.confirmSession('cs_1', 'webhook');
    expect(settled?.status).toBe('CANCELLED');
    expect(orders.events).toEqual([
      expect.objectContaining({ from: 'PENDING_PAYMENT', to: 'CANCELLED', actor: 'webhook' }),
    ]);
    expect(queue.enqueued).toEqual([]);
  });

  it('leaves an open session waiting, and a paid order paid', async () => {
    const { orders, gateway, service } = setUp();
    const open = orders.add({ checkoutSessionId: 'cs_open' });
    gateway.states.set('cs_open', { state: 'unpaid', sessionId: 'cs_open', orderId: open.id });
    expect((await service.confirmSession('cs_open', 'reconciliation'))?.status).toBe(
      'PENDING_PAYMENT',
    );
    const paid = orders.add({ checkoutSessionId: 'cs_paid', status: 'PAID' });
    gateway.states.set('cs_paid', { state: 'expired', sessionId: 'cs_paid', orderId: paid.id });
    expect((await service.confirmSession('cs_paid', 'reconciliation'))?.status).toBe('PAID');
    expect(orders.events).toEqual([]);
  });
});
