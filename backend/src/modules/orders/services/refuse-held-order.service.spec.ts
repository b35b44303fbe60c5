import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { type FulfilOrderService, type FulfilOutcome, RefundFailed } from './fulfil-order.service';
import { REFUSED_REASON, RefuseHeldOrderService } from './refuse-held-order.service';

describe('refusing an order held for review', () => {
  function setUp() {
    const orders = new MemoryTopUpOrders();
    const fulfilment = { fulfil: jest.fn(async (): Promise<FulfilOutcome> => 'refunded') };
    const service = new RefuseHeldOrderService(orders, fulfilment as unknown as FulfilOrderService);
    return { orders, fulfilment, service };
  }

  it('fails it with the customer’s reason and refunds it now through fulfilment’s refund path', async () => {
    const { orders, fulfilment, service } = setUp();
    const order = orders.add({ status: 'HELD_FOR_REVIEW', paymentRef: 'pi_1' });
    await expect(service.refuse(order.id, 'admin:a@example.com', 'refused')).resolves.toBe(
      'refunded',
    );
    expect(orders.orders.get(order.id)).toMatchObject({
      status: 'FAILED',
      failureReason: REFUSED_REASON,
    });
    expect(orders.events).toEqual([
      {
        orderId: order.id,
        from: 'HELD_FOR_REVIEW',
        to: 'FAILED',
        actor: 'admin:a@example.com',
        detail: 'refused',
      },
    ]);
    expect(fulfilment.fulfil).toHaveBeenCalledWith(order.id);
  });

  it('answers refund-failed when the gateway refuses the refund (the sweep retries it)', async () => {
    const { orders, fulfilment, service } = setUp();
    fulfilment.fulfil.mockRejectedValueOnce(new RefundFailed('o1', 'card expired'));
    const order = orders.add({ status: 'HELD_FOR_REVIEW', paymentRef: 'pi_1' });
    await expect(service.refuse(order.id, 'reconciliation', 'x')).resolves.toBe('refund-failed');
    expect(orders.orders.get(order.id)?.status).toBe('FAILED');
  });

  it.each(['PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'COMPLETED', 'FAILED', 'REFUNDED'] as const)(
    'answers 409 for a %s order, refunding nothing',
    async (status) => {
      const { orders, fulfilment, service } = setUp();
      const order = orders.add({ status });
      await expect(service.refuse(order.id, 'admin:a@example.com', 'x')).rejects.toEqual(
        new DomainError(OrdersErrors.NOT_HELD),
      );
      expect(fulfilment.fulfil).not.toHaveBeenCalled();
      expect(orders.events).toEqual([]);
    },
  );

  it('answers 409 when an Approve moved it between the read and the move, refunding nothing', async () => {
    const { orders, fulfilment, service } = setUp();
    const order = orders.add({ status: 'HELD_FOR_REVIEW' });
    jest.spyOn(orders, 'move').mockResolvedValueOnce(false);
    await expect(service.refuse(order.id, 'admin:a@example.com', 'x')).rejects.toEqual(
      new DomainError(OrdersErrors.NOT_HELD),
    );
    expect(fulfilment.fulfil).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown order', async () => {
    const { service } = setUp();
    await expect(service.refuse('nope', 'admin:a@example.com', 'x')).rejects.toEqual(
      new DomainError(OrdersErrors.ORDER_NOT_FOUND),
    );
  });
});
