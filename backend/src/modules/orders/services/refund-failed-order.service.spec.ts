import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { type FulfilOrderService, type FulfilOutcome, RefundFailed } from './fulfil-order.service';
import { RefundFailedOrderService } from './refund-failed-order.service';

describe('an admin refund of a failed top-up', () => {
  function setUp() {
    const orders = new MemoryTopUpOrders();
    const fulfilment = { fulfil: jest.fn(async (): Promise<FulfilOutcome> => 'refunded') };
    const service = new RefundFailedOrderService(
      orders,
      fulfilment as unknown as FulfilOrderService,
    );
    return { orders, fulfilment, service };
  }

  it('retries the refund through the fulfilment refund path and writes it in the history', async () => {
    const { orders, service, fulfilment } = setUp();
    const order = orders.add({ status: 'FAILED', paymentRef: 'pi_1' });
    expect(await service.refund(order.id, 'admin:a@example.com')).toBe('refunded');
    expect(fulfilment.fulfil).toHaveBeenCalledWith(order.id);
    expect(orders.events.at(-1)).toMatchObject({
      actor: 'admin:a@example.com',
      detail: 'refund retried: refunded',
    });
  });

  it('answers refund-failed when the gateway refuses again, and writes it in the history', async () => {
    const { orders, service, fulfilment } = setUp();
    fulfilment.fulfil.mockRejectedValueOnce(new RefundFailed('o1', 'card expired'));
    const order = orders.add({ status: 'FAILED', paymentRef: 'pi_1' });
    expect(await service.refund(order.id, 'admin:a@example.com')).toBe('refund-failed');
    expect(orders.events.at(-1)).toMatchObject({ detail: 'refund retried: refund-failed' });
  });

  it('answers 409 when someone else refunded it meanwhile (fulfilment found nothing to do)', async () => {
    const { orders, service, fulfilment } = setUp();
    fulfilment.fulfil.mockResolvedValueOnce('nothing-to-do');
    const order = orders.add({ status: 'FAILED', paymentRef: 'pi_1' });
    await expect(service.refund(order.id, 'admin:a@example.com')).rejects.toEqual(
      new DomainError(OrdersErrors.NOT_REFUNDABLE),
    );
    expect(orders.events).toEqual([]);
  });

  it.each(['PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'COMPLETED', 'REFUNDED', 'CANCELLED'] as const)(
    'refuses a %s order (409 This order cannot be refunded)',
    async (status) => {
      const { orders, service, fulfilment } = setUp();
      const order = orders.add({ status });
      await expect(service.refund(order.id, 'admin:a@example.com')).rejects.toEqual(
        new DomainError(OrdersErrors.NOT_REFUNDABLE),
      );
      expect(fulfilment.fulfil).not.toHaveBeenCalled();
      expect(orders.events).toEqual([]);
    },
  );

  it('refuses an unknown order', async () => {
    await expect(setUp().service.refund('nope', 'admin:a@example.com')).rejects.toEqual(
      new DomainError(OrdersErrors.ORDER_NOT_FOUND),
    );
  });
});
