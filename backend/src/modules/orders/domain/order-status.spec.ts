import { DomainError } from '@shared/domain/domain-error';
import { canMove } from './order-status';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { fraudRefundMove, moveOrder, TopUpOrder, totalCents } from './top-up-order';

/** A fresh order o1 in this status (the in-memory repository's sample order). */
const order = (status: TopUpOrder['status']): TopUpOrder => new MemoryTopUpOrders().add({ status });

describe('top-up order states', () => {
  it('lets money in, airtime out, and failures end refunded', () => {
    expect(canMove('PENDING_PAYMENT', 'PAID')).toBe(true);
    expect(canMove('PAID', 'SUBMITTED')).toBe(true);
    expect(canMove('SUBMITTED', 'COMPLETED')).toBe(true);
    expect(canMove('SUBMITTED', 'FAILED')).toBe(true);
    expect(canMove('FAILED', 'REFUNDED')).toBe(true);
    expect(canMove('COMPLETED', 'FAILED')).toBe(true); // reversed by the provider
  });

  it('never pays twice or skips the money', () => {
    expect(canMove('PAID', 'PAID')).toBe(false);
    expect(canMove('PENDING_PAYMENT', 'SUBMITTED')).toBe(false);
    expect(canMove('REFUNDED', 'COMPLETED')).toBe(false);
    expect(canMove('CANCELLED', 'PAID')).toBe(false);
  });

  it('holds a risky payment until Approve (paid) or Refuse and the sweep (failed, then refunded)', () => {
    expect(canMove('PENDING_PAYMENT', 'HELD_FOR_REVIEW')).toBe(true);
    expect(canMove('HELD_FOR_REVIEW', 'PAID')).toBe(true);
    expect(canMove('HELD_FOR_REVIEW', 'FAILED')).toBe(true);
    expect(canMove('HELD_FOR_REVIEW', 'SUBMITTED')).toBe(false);
    expect(canMove('HELD_FOR_REVIEW', 'REFUNDED')).toBe(true); // only on an early fraud warning
    expect(canMove('HELD_FOR_REVIEW', 'CANCELLED')).toBe(false);
    expect(canMove('PAID', 'HELD_FOR_REVIEW')).toBe(false);
  });

  it('records who moved an order, and refuses a forbidden move with a coded error', () => {
    expect(moveOrder(order('PAID'), 'SUBMITTED', 'worker', 'sent to DT One')).toEqual({
      orderId: 'o1',
      from: 'PAID',
      to: 'SUBMITTED',
      actor: 'worker',
      detail: 'sent to DT One',
    });
    expect(() => moveOrder(order('COMPLETED'), 'PAID', 'x')).toThrow(DomainError);
  });

  it('refunds a paid order on an early fraud warning from wherever it is, once', () => {
    for (const status of ['HELD_FOR_REVIEW', 'PAID', 'SUBMITTED', 'COMPLETED', 'FAILED'] as const) {
      const paid = { ...order(status), paymentRef: 'pi_1' };
      const refund = fraudRefundMove(paid, 'issfr_1');
      expect(refund).toMatchObject({ action: 'refund', paymentRef: 'pi_1' });
      if (refund.action !== 'refund') throw new Error('unreachable');
      expect(refund.move('re_1')).toEqual({
        orderId: 'o1',
        from: status,
        to: 'REFUNDED',
        actor: 'stripe',
        detail: `early fraud warning issfr_1: refund re_1 (was ${status})`,
      });
    }
    expect(fraudRefundMove({ ...order('REFUNDED'), refundRef: 're_0' }, 'issfr_1')).toEqual({
      action: 'refunded-already',
      refundRef: 're_0',
    });
    expect(fraudRefundMove(order('PENDING_PAYMENT'), 'issfr_1')).toEqual({ action: 'nothing' });
    expect(fraudRefundMove(order('CANCELLED'), 'issfr_1')).toEqual({ action: 'nothing' });
    // Nothing else may leave REFUNDED or reach it unpaid.
    expect(canMove('REFUNDED', 'COMPLETED')).toBe(false);
    expect(canMove('PENDING_PAYMENT', 'REFUNDED')).toBe(false);
  });

  it('totals amount and service charge in cents', () => {
    expect(totalCents(order('PAID'))).toBe(153);
  });
});
