import { AppConfig } from '../../../config/app-config';
import { StuckOrderFinder, StuckOrders } from '../ports/stuck-orders';
import { MemoryFulfilmentQueue } from '../testing/memory-orders';
import type { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { ReconcileOrdersService } from './reconcile-orders.service';

/** Answers its list and remembers the idle time it was asked with. */
class ListedStuckOrders extends StuckOrderFinder {
  asked: number[] = [];
  constructor(private readonly stuck: StuckOrders) {
    super();
  }
  async find(idleSeconds: number) {
    this.asked.push(idleSeconds);
    return this.stuck;
  }
}

describe('reconciliation sweep', () => {
  function setUp(env: Record<string, string> = {}) {
    const finder = new ListedStuckOrders({
      toFulfil: ['o1', 'o2'],
      toCheckPayment: [
        { orderId: 'o3', sessionId: 'cs_bad' },
        { orderId: 'o4', sessionId: 'cs_ok' },
      ],
    });
    const queue = new MemoryFulfilmentQueue();
    const confirmSession = jest.fn(async (sessionId: string) => {
      if (sessionId === 'cs_bad') throw new Error('gateway down');
      return null;
    });
    const service = new ReconcileOrdersService(
      finder,
      queue,
      { confirmSession } as unknown as ConfirmCardPaymentService,
      new AppConfig({ ...env }),
    );
    return { finder, queue, confirmSession, service };
  }

  it('looks for orders idle for a minute by default (RECONCILE_IDLE_SECONDS)', async () => {
    const { finder, service } = setUp();
    await service.reconcile();
    expect(finder.asked).toEqual([60]);
    const configured = setUp({ RECONCILE_IDLE_SECONDS: '45' });
    await configured.service.reconcile();
    expect(configured.finder.asked).toEqual([45]);
  });

  it('hands every stuck order back to fulfilment and checks every unpaid checkout', async () => {
    const { queue, confirmSession, service } = setUp();
    await expect(service.reconcile()).resolves.toEqual({ requeued: 2, checked: 2 });
    expect(queue.enqueued).toEqual(['o1', 'o2']);
    // One gateway failure does not stop the others.
    expect(confirmSession.mock.calls.map(([id]) => id)).toEqual(['cs_bad', 'cs_ok']);
  });
});
