import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { ApproveHeldOrderService } from './approve-held-order.service';

describe('approving an order held for review', () => {
  function setUp() {
    const orders = new MemoryTopUpOrders();
    const queue = new MemoryFulfilmentQueue();
    return { orders, queue, service: new ApproveHeldOrderService(orders, queue) };
  }

  it('makes it PAID, as the admin, and hands it to fulfilment now', async () => {
    const { orders, queue, service } = setUp();
    const order = orders.add({ status: 'HELD_FOR_REVIEW', paymentRef: 'pi_1' });
    await expect(service.approve(order.id, 'admin:a@example.com')).resolves.toBe('in-progress');
    expect(orders.orders.get(order.id)?.status).toBe('PAID');
    expect(orders.events).toEqual([
      {
        orderId: order.id,
        from: 'HELD_FOR_REVIEW',
        to: 'PAID',
        actor: 'admin:a@example.com',
        detail: 'approved after review',
      },
    ]);
    expect(queue.enqueued).toEqual([order.id]);
  });

  it.each(['PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'COMPLETED', 'FAILED', 'REFUNDED'] as const)(
    'answers 409 for a %s order (decided already, or never held), moving nothing',
    async (status) => {
      const { orders, queue, service } = setUp();
      const order = orders.add({ status });
      await expect(service.approve(order.id, 'admin:a@example.com')).rejects.toEqual(
        new DomainError(OrdersErrors.NOT_HELD),
      );
      expect(orders.events).toEqual([]);
      expect(queue.enqueued).toEqual([]);
    },
  );

  it('answers 409 when a Refuse moved it between the read and the move', async () => {
    const { orders, queue, service } = setUp();
    const order = orders.add({ status: 'HELD_FOR_REVIEW' });
    jest.spyOn(orders, 'move').mockResolvedValueOnce(false);
    await expect(service.approve(order.id, 'admin:a@example.com')).rejects.toEqual(
      new DomainError(OrdersErrors.NOT_HELD),
    );
    expect(queue.enqueued).toEqual([]);
  });

  it('answers 404 for an unknown order', async () => {
    const { service } = setUp();
    await expect(service.approve('nope', 'admin:a@example.com')).rejects.toEqual(
      new DomainError(OrdersErrors.ORDER_NOT_FOUND),
    );
  });
});
