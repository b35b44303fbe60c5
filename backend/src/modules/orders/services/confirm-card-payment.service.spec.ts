import { MemoryFulfilmentQueue, MemoryTopUpOrders } from '../testing/memory-orders';
import { MemoryReviewFacts, screeningOf } from '../testing/memory-review-facts';
import { CancelUnpaidOrderService } from './cancel-unpaid-order.service';
import { ConfirmCardPaymentService } from './confirm-card-payment.service';
import { MemoryCardCheckout } from '@shared/testing/memory-card-checkout';

function setUp() {
  const orders = new MemoryTopUpOrders();
  const gateway = new MemoryCardCheckout();
  gateway.otherwise = 'expired';
  const queue = new MemoryFulfilmentQueue();
  const facts = new MemoryReviewFacts();
  const service = new ConfirmCardPaymentService(
    gateway,
    orders,
    queue,
    new CancelUnpaidOrderService(orders),
    screeningOf(facts),
  );
  return { orders, gateway, queue, facts, service };
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

  describe('a risky payment (docs/specification.md#review-queue)', () => {
    const paidSession = (orderId: string, cardCountry: string | null) => ({
      state: 'paid' as const,
      sessionId: 'cs_r',
      orderId,
      purpose: 'topup' as const,
      paymentRef: 'pi_r',
      amountCents: 153,
      currency: 'usd',
      cardCountry,
    });

    it('holds an order paid with a card of another country than the account', async () => {
      const { orders, gateway, facts, queue, service } = setUp();
      const order = orders.add({ checkoutSessionId: 'cs_r' });
      facts.facts.set(order.id, { accountTelephone: '+12025550143' });
      gateway.states.set('cs_r', paidSession(order.id, 'GB'));
      const settled = await service.confirmSession('cs_r', 'webhook');
      expect(settled?.status).toBe('HELD_FOR_REVIEW');
      expect(orders.holds.get(order.id)).toBe('paid from GB, account in US');
      // The job is queued as for any paid order, and finds nothing to do while it is held.
      expect(queue.enqueued).toEqual([order.id]);
    });

    it('pays at once when Stripe tells no card country, or the same one', async () => {
      const { orders, gateway, facts, service } = setUp();
      const unknown = orders.add({ checkoutSessionId: 'cs_r' });
      facts.facts.set(unknown.id, { accountTelephone: '+12025550143' });
      gateway.states.set('cs_r', paidSession(unknown.id, null));
      expect((await service.confirmSession('cs_r', 'webhook'))?.status).toBe('PAID');
      const same = orders.add({ checkoutSessionId: 'cs_s' });
      facts.facts.set(same.id, { accountTelephone: '+12025550143' });
      gateway.states.set('cs_s', { ...paidSession(same.id, 'US'), sessionId: 'cs_s' });
      expect((await service.confirmSession('cs_s', 'webhook'))?.status).toBe('PAID');
    });

    it('settle (the webhook and reconciliation call it) confirms and queues without reading the order back', async () => {
      const { orders, gateway, facts, queue, service } = setUp();
      const order = orders.add({ checkoutSessionId: 'cs_r' });
      facts.facts.set(order.id, { accountTelephone: '+12025550143' });
      gateway.states.set('cs_r', paidSession(order.id, 'US'));
      const readBack = jest.spyOn(orders, 'findById');
      await expect(service.settle('cs_r', 'webhook')).resolves.toEqual({
        order: expect.objectContaining({ id: order.id }),
        changed: true,
      });
      expect(readBack).not.toHaveBeenCalled();
      expect((await orders.findById(order.id))?.status).toBe('PAID');
      expect(queue.enqueued).toEqual([order.id]);
      // Nothing to confirm: not changed.
      const open = orders.add({ checkoutSessionId: 'cs_open' });
      gateway.states.set('cs_open', { state: 'unpaid', sessionId: 'cs_open', orderId: open.id });
      await expect(service.settle('cs_open', 'webhook')).resolves.toEqual({
        order: expect.objectContaining({ id: open.id }),
        changed: false,
      });
      await expect(service.settle('cs_unknown', 'webhook')).resolves.toBeNull();
    });

    it('does not screen a copy of a confirmation (the order has already moved)', async () => {
      const { orders, gateway, facts, service } = setUp();
      const order = orders.add({ checkoutSessionId: 'cs_r', status: 'PAID' });
      const asked = jest.spyOn(facts, 'factsFor');
      gateway.states.set('cs_r', paidSession(order.id, 'GB'));
      expect((await service.confirmSession('cs_r', 'webhook'))?.status).toBe('PAID');
      expect(asked).not.toHaveBeenCalled();
    });
  });
});
