import { Logger } from '@nestjs/common';
import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { TakeTopUpCallbackService } from './take-top-up-callback.service';

const ID = '0b7c9a1e-2f3d-4c5b-8a6e-7d8f9a0b1c2d';

describe("DT One's callback (a hint)", () => {
  function setUp() {
    const orders = new MemoryTopUpOrders();
    const queue = new MemoryFulfilmentQueue();
    const service = new TakeTopUpCallbackService(orders, queue);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    return { orders, queue, service };
  }
  afterEach(() => jest.restoreAllMocks());

  it('hands a sending order to fulfilment, which reads the transaction back; moves nothing itself', async () => {
    const { orders, queue, service } = setUp();
    orders.add({ id: ID, status: 'SUBMITTED', providerTransactionId: '5000001' });
    expect(await service.take({ externalId: ID, providerTransactionId: '5000001' })).toBe('queued');
    expect(queue.enqueued).toEqual([ID]);
    expect(orders.orders.get(ID)?.status).toBe('SUBMITTED');
    expect(orders.events).toEqual([]);
  });

  it('a paid order whose transaction id we have not stored yet is looked at too', async () => {
    const { orders, queue, service } = setUp();
    orders.add({ id: ID, status: 'PAID' });
    expect(await service.take({ externalId: ID, providerTransactionId: '5000009' })).toBe('queued');
    expect(queue.enqueued).toEqual([ID]);
  });

  it('ignores unknown orders, other transactions, non-uuid ids and orders not being sent', async () => {
    const { orders, queue, service } = setUp();
    expect(await service.take({ externalId: ID, providerTransactionId: '1' })).toBe('ignored');
    expect(await service.take({ externalId: 'x; drop', providerTransactionId: '1' })).toBe(
      'ignored',
    );
    orders.add({ id: ID, status: 'SUBMITTED', providerTransactionId: '5000001' });
    expect(await service.take({ externalId: ID, providerTransactionId: '666' })).toBe('ignored');
    for (const status of ['COMPLETED', 'REFUNDED', 'PENDING_PAYMENT', 'HELD_FOR_REVIEW'] as const) {
      orders.orders.get(ID)!.status = status;
      expect(await service.take({ externalId: ID, providerTransactionId: '5000001' })).toBe(
        'ignored',
      );
    }
    expect(queue.enqueued).toEqual([]);
  });
});
