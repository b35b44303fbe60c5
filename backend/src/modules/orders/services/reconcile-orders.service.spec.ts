import { AppConfig } from '@config/app-config';
import { StuckOrderFinder, StuckOrders } from '../ports/stuck-order-finder.port';
import { MemoryFulfilmentQueue } from '../testing/memory-orders';
import type { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import type { CheckWalletPaymentService } from './check-wallet-payment.service';
import type { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { CHECKOUT_LIFETIME_MS } from './checkout-order';
import { ReconcileOrdersService } from './reconcile-orders.service';
import type { RefuseHeldOrderService } from './refuse-held-order.service';

/** Answers its list and remembers the idle time (and checkout lifetime) it was asked with. */
class ListedStuckOrders extends StuckOrderFinder {
  asked: number[] = [];
  lifetimes: number[] = [];
  holdHours: number[] = [];
  constructor(private readonly stuck: StuckOrders) {
    super();
  }
  async find(idleSeconds: number, checkoutLifetimeMs: number, holdHours: number) {
    this.asked.push(idleSeconds);
    this.lifetimes.push(checkoutLifetimeMs);
    this.holdHours.push(holdHours);
    return this.stuck;
  }
}

describe('reconciliation sweep', () => {
  function setUp(env: Record<string, string> = {}) {
    const finder = new ListedStuckOrders({
      toFulfil: ['o1', 'o2'],
      toCheckPayment: [
        { orderId: 'o3', sessionId: 'cs_bad', gateway: 'stripe' },
        { orderId: 'o4', sessionId: 'cs_ok', gateway: 'stripe' },
        { orderId: 'o7', sessionId: 'PP-BAD', gateway: 'paypal' },
        { orderId: 'o8', sessionId: 'PP-OK', gateway: 'paypal' },
      ],
      toCancel: ['o5', 'o6'],
      heldTooLong: ['o9', 'o10'],
    });
    const queue = new MemoryFulfilmentQueue();
    const settle = jest.fn(async (sessionId: string) => {
      if (sessionId === 'cs_bad') throw new Error('gateway down');
      return null;
    });
    const check = jest.fn(async (walletOrderId: string) => {
      if (walletOrderId === 'PP-BAD') throw new Error('PayPal down');
      return null;
    });
    // o6 was paid meanwhile: its cancellation is refused and not counted.
    const cancel = jest.fn(async (orderId: string) => orderId !== 'o6');
    // o10 was approved by an admin meanwhile: its refusal is refused and not counted.
    const refuse = jest.fn(async (orderId: string) => {
      if (orderId === 'o10') throw new Error('This order is not held for review');
      return 'refunded';
    });
    const service = new ReconcileOrdersService(
      finder,
      queue,
      { settle } as unknown as ConfirmCardPaymentService,
      { check } as unknown as CheckWalletPaymentService,
      { cancel } as unknown as CancelUnpaidOrderService,
      { refuse } as unknown as RefuseHeldOrderService,
      new AppConfig({ ...env }),
    );
    return { finder, queue, settle, check, cancel, refuse, service };
  }

  it('looks for orders idle for a minute by default (RECONCILE_IDLE_SECONDS)', async () => {
    const { finder, service } = setUp();
    await service.reconcile();
    expect(finder.asked).toEqual([60]);
    expect(finder.lifetimes).toEqual([CHECKOUT_LIFETIME_MS]);
    const configured = setUp({ RECONCILE_IDLE_SECONDS: '45' });
    await configured.service.reconcile();
    expect(configured.finder.asked).toEqual([45]);
  });

  it('hands every stuck order back to fulfilment, checks every unpaid checkout, cancels the sessionless', async () => {
    const { queue, settle, check, cancel, service } = setUp();
    await expect(service.reconcile()).resolves.toEqual({
      requeued: 2,
      checked: 4,
      cancelled: 1,
      refused: 1,
    });
    expect(cancel.mock.calls.map(([id]) => id)).toEqual(['o5', 'o6']);
    expect(queue.enqueued).toEqual(['o1', 'o2']);
    // One gateway failure does not stop the others.
    expect(settle.mock.calls.map(([id]) => id)).toEqual(['cs_bad', 'cs_ok']);
    // Wallet orders are asked of PayPal, each by its PayPal order id.
    expect(check.mock.calls).toEqual([
      ['PP-BAD', 'reconciliation'],
      ['PP-OK', 'reconciliation'],
    ]);
  });

  it('refuses (refunds) orders held longer than REVIEW_HOLD_HOURS, 24 by default', async () => {
    const { finder, refuse, service } = setUp();
    await service.reconcile();
    expect(finder.holdHours).toEqual([24]);
    expect(refuse.mock.calls).toEqual([
      ['o9', 'reconciliation', 'not reviewed within 24 h: refused'],
      ['o10', 'reconciliation', 'not reviewed within 24 h: refused'],
    ]);
    const configured = setUp({ REVIEW_HOLD_HOURS: '6' });
    await configured.service.reconcile();
    expect(configured.finder.holdHours).toEqual([6]);
  });
});
