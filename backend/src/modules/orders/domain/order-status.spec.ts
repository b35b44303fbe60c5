import { DomainError } from '../../../shared/domain/domain-error';
import { canMove } from './order-status';
import { moveOrder, TopUpOrder, totalCents } from './top-up-order';

const order = (status: TopUpOrder['status']): TopUpOrder => ({
  id: 'o1',
  customerId: 'c1',
  productId: 'p1',
  productName: '2,000 TZS Airtime',
  telenumber: '+255754123456',
  operatorName: 'Vodacom Tanzania',
  country: 'Tanzania',
  amountCents: 100,
  serviceChargeCents: 53,
  status,
  gateway: 'stripe',
  checkoutSessionId: null,
  checkoutUrl: null,
  checkoutExpiresAt: null,
  paymentRef: null,
  providerTransactionId: null,
  failureReason: null,
  refundRef: null,
  createdAt: new Date(),
  completedAt: null,
});

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
