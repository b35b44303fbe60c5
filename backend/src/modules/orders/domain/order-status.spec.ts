import { DomainError } from '@shared/domain/domain-error';
import { canMove } from './order-status';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { moveOrder, TopUpOrder, totalCents } from './top-up-order';

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
    expect(canMove('HELD_FOR_REVIEW', 'REFUNDED')).toBe(false);
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

  it('totals amount and service charge in cents', () => {
    expect(totalCents(order('PAID'))).toBe(153);
  });
});
