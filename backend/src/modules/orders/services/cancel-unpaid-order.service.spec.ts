import { ORDER_STATUSES } from '../domain/order-status';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';

const actor = 'stripe:webhook';
const detail = 'checkout.session.expired';

describe('cancelling an unpaid order whose checkout can no longer be paid', () => {
  it('cancels an order waiting for payment, with a history line saying why', async () => {
    const orders = new MemoryTopUpOrders();
    const order = orders.add({ status: 'PENDING_PAYMENT', checkoutSessionId: 'cs_1' });
    expect(await new CancelUnpaidOrderService(orders).cancel(order.id, actor, detail)).toBe(true);
    expect((await orders.findById(order.id))?.status).toBe('CANCELLED');
    expect(orders.events).toEqual([
      { orderId: order.id, from: 'PENDING_PAYMENT', to: 'CANCELLED', actor, detail },
    ]);
  });

  it.each(ORDER_STATUSES.filter((s) => s !== 'PENDING_PAYMENT'))(
    'leaves a %s order as it is: only an unpaid one is cancelled',
    async (status) => {
      const orders = new MemoryTopUpOrders();
      const order = orders.add({ status });
      expect(await new CancelUnpaidOrderService(orders).cancel(order.id, actor, detail)).toBe(
        false,
      );
      expect((await orders.findById(order.id))?.status).toBe(status);
      expect(orders.events).toEqual([]);
    },
  );

  it('answers false for an unknown order', async () => {
    const orders = new MemoryTopUpOrders();
    expect(await new CancelUnpaidOrderService(orders).cancel('nope', actor, detail)).toBe(false);
    expect(orders.events).toEqual([]);
  });

  it('does not cancel an order paid between its reading and the cancellation', async () => {
    const orders = new MemoryTopUpOrders();
    const order = orders.add({ status: 'PENDING_PAYMENT' });
    const read = orders.findById.bind(orders);
    // The payment's webhook lands just after the order was read as unpaid.
    orders.findById = async (id) => {
      const found = await read(id);
      await orders.confirmPayment({
        orderId: id,
        gateway: 'stripe',
        paymentRef: 'pi_1',
        amountCents: 153,
        source: 'webhook',
      });
      return found;
    };
    expect(await new CancelUnpaidOrderService(orders).cancel(order.id, actor, detail)).toBe(false);
    expect(orders.orders.get(order.id)?.status).toBe('PAID');
    expect(orders.events).toEqual([]);
  });
});
