import { firstValueFrom, toArray } from 'rxjs';
import { DomainError } from '@shared/domain/domain-error';
import type { OrderStatus } from '../domain/order-status';
import { OrdersErrors } from '../domain/orders.errors';
import type { TopUpOrder } from '../domain/top-up-order';
import { MemoryOrderProgressSignal } from '../testing/memory-order-progress-signal';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { FollowOrderProgressService } from './follow-order-progress.service';

function setUp() {
  const orders = new MemoryTopUpOrders();
  const signal = new MemoryOrderProgressSignal();
  const service = new FollowOrderProgressService(orders, signal);
  service.recheckMs = 60_000;
  /** Moves the order as the repository does, then announces it as the real one does. */
  const move = async (order: TopUpOrder, from: OrderStatus, to: OrderStatus) => {
    await orders.move({ orderId: order.id, from, to, actor: 'test', detail: '' });
    await signal.announce(order.id);
  };
  return { orders, signal, service, move };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('FollowOrderProgressService', () => {
  it('emits the order as it is, then each state it is moved to, and ends when it is final', async () => {
    const { orders, service, move } = setUp();
    const order = orders.add({ status: 'PAID' });
    const follow = await service.follow(order.id, 'c1');
    const statuses = firstValueFrom(follow.pipe(toArray()));
    await tick();

    await move(order, 'PAID', 'SUBMITTED');
    await tick();
    await move(order, 'SUBMITTED', 'COMPLETED');

    expect((await statuses).map((o) => o.status)).toEqual(['PAID', 'SUBMITTED', 'COMPLETED']);
  });

  it('answers an order already final once, and completes', async () => {
    const { orders, service } = setUp();
    const order = orders.add({ status: 'REFUNDED' });
    const follow = await service.follow(order.id, 'c1');
    expect((await firstValueFrom(follow.pipe(toArray()))).map((o) => o.status)).toEqual([
      'REFUNDED',
    ]);
  });

  it("refuses another customer's order and an unknown one alike (404)", async () => {
    const { orders, service } = setUp();
    const order = orders.add({ customerId: 'c1' });
    for (const [id, customer] of [
      [order.id, 'c2'],
      ['missing', 'c1'],
    ]) {
      await expect(service.follow(id, customer)).rejects.toEqual(
        new DomainError(OrdersErrors.ORDER_NOT_FOUND),
      );
    }
  });

  it('lets a customer follow a few orders at once, and frees a place when a follow ends', async () => {
    const { orders, signal, service } = setUp();
    service.maxFollowsPerCustomer = 2;
    const order = orders.add({ status: 'PAID' });
    const first = (await service.follow(order.id, 'c1')).subscribe();
    const second = (await service.follow(order.id, 'c1')).subscribe();

    await expect(service.follow(order.id, 'c1')).rejects.toEqual(
      new DomainError(OrdersErrors.TOO_MANY_FOLLOWERS),
    );
    // Another customer is not held back by this one.
    const other = orders.add({ customerId: 'c2', status: 'PAID' });
    (await service.follow(other.id, 'c2')).subscribe().unsubscribe();

    first.unsubscribe();
    const third = (await service.follow(order.id, 'c1')).subscribe();
    expect(signal.followers(order.id)).toBe(2);
    third.unsubscribe();
    second.unsubscribe();
    expect(signal.followers(order.id)).toBe(0);
  });

  it('refuses at subscription a follow that passed the check alongside another one', async () => {
    const { orders, service } = setUp();
    service.maxFollowsPerCustomer = 1;
    const order = orders.add({ status: 'PAID' });
    const a = await service.follow(order.id, 'c1');
    const b = await service.follow(order.id, 'c1');
    const held = a.subscribe();
    await expect(firstValueFrom(b)).rejects.toEqual(
      new DomainError(OrdersErrors.TOO_MANY_FOLLOWERS),
    );
    held.unsubscribe();
  });

  it('stops listening to the signal once the page leaves', async () => {
    const { orders, signal, service } = setUp();
    const order = orders.add({ status: 'PAID' });
    const subscription = (await service.follow(order.id, 'c1')).subscribe();
    expect(signal.followers(order.id)).toBe(1);
    subscription.unsubscribe();
    expect(signal.followers(order.id)).toBe(0);
  });

  it('re-reads the order by itself when a signal was lost', async () => {
    const { orders, service } = setUp();
    service.recheckMs = 10;
    const order = orders.add({ status: 'PAID' });
    const statuses = firstValueFrom((await service.follow(order.id, 'c1')).pipe(toArray()));
    await tick();
    // Moved without any announcement.
    await orders.move({ orderId: order.id, from: 'PAID', to: 'COMPLETED', actor: 't', detail: '' });
    expect((await statuses).map((o) => o.status)).toEqual(['PAID', 'COMPLETED']);
  });

  it('ends after its longest time, so a forgotten page does not hold a connection', async () => {
    const { orders, service } = setUp();
    service.maxFollowMs = 20;
    const order = orders.add({ status: 'PENDING_PAYMENT' });
    const statuses = firstValueFrom((await service.follow(order.id, 'c1')).pipe(toArray()));
    expect((await statuses).map((o) => o.status)).toEqual(['PENDING_PAYMENT']);
  });
});
