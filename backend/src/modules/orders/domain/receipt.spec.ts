import { deliveryDelay } from './order-status';
import { hasReceipt, isDelayed, receiptLines } from './receipt';
import type { TopUpOrder } from './top-up-order';

const MIN = 60_000;
const limits = { noticeMinutes: 10, timeLimitHours: 6 };
const fresh = { delayNoticedAt: null, timeLimitAt: null };

describe('a late top-up (deliveryDelay)', () => {
  it('is on time before the notice setting, then noticed once', () => {
    expect(deliveryDelay({ status: 'SUBMITTED', ...fresh }, 9 * MIN, limits)).toBe('on-time');
    expect(deliveryDelay({ status: 'SUBMITTED', ...fresh }, 10 * MIN, limits)).toBe('notice');
    expect(deliveryDelay({ status: 'PAID', ...fresh }, 11 * MIN, limits)).toBe('notice');
    const noticed = { delayNoticedAt: new Date(), timeLimitAt: null };
    expect(deliveryDelay({ status: 'SUBMITTED', ...noticed }, 11 * MIN, limits)).toBe('on-time');
  });

  it('reaches the time limit once, noticed or not (a sweep that was down mails no "delayed")', () => {
    const noticed = { delayNoticedAt: new Date(), timeLimitAt: null };
    expect(deliveryDelay({ status: 'SUBMITTED', ...noticed }, 360 * MIN, limits)).toBe(
      'time-limit',
    );
    expect(deliveryDelay({ status: 'PAID', ...fresh }, 400 * MIN, limits)).toBe('time-limit');
    const limited = { delayNoticedAt: null, timeLimitAt: new Date() };
    expect(deliveryDelay({ status: 'SUBMITTED', ...limited }, 400 * MIN, limits)).toBe('on-time');
  });

  it('never concerns an order that is not waiting for its top-up', () => {
    for (const status of ['HELD_FOR_REVIEW', 'COMPLETED', 'FAILED', 'REFUNDED'] as const)
      expect(deliveryDelay({ status, ...fresh }, 400 * MIN, limits)).toBe('on-time');
  });
});

const order = (changes: Partial<TopUpOrder> = {}): TopUpOrder => ({
  id: '6f1c5f5e-8a5e-4e55-9a4e-0c4f3f7c1a11',
  customerId: 'c1',
  productId: '11',
  productName: '100 ETB Airtime',
  telenumber: '+251911234567',
  operatorName: 'Ethio telecom',
  whatArrives: null,
  country: 'Ethiopia',
  amountCents: 500,
  serviceChargeCents: 51,
  wholesaleCents: null,
  status: 'COMPLETED',
  gateway: 'paypal',
  checkoutSessionId: null,
  checkoutUrl: null,
  checkoutExpiresAt: null,
  paymentRef: 'cap_1',
  providerTransactionId: '5000001',
  failureReason: null,
  refundRef: null,
  createdAt: new Date('2026-11-26T10:15:00Z'),
  completedAt: new Date('2026-11-26T10:15:05Z'),
  operatorReference: 'OPR-77',
  ...changes,
});

describe('a receipt', () => {
  it('lists what the customer paid, how, the status and the operator reference', () => {
    const lines = Object.fromEntries(receiptLines(order()).map((l) => [l.label, l.value]));
    expect(lines).toEqual({
      Order: '6f1c5f5e-8a5e-4e55-9a4e-0c4f3f7c1a11',
      Date: '2026-11-26 10:15 UTC',
      'Mobile number': '+251911234567',
      Operator: 'Ethio telecom (Ethiopia)',
      Product: '100 ETB Airtime',
      'Amount paid': '5.00 USD',
      'Processing fee': '0.51 USD',
      Total: '5.51 USD',
      'Payment method': 'PayPal',
      Status: 'Delivered',
      'Operator reference': 'OPR-77',
    });
  });

  it('says a late order is delayed, and that no operator reference came yet', () => {
    const late = order({
      status: 'SUBMITTED',
      delayNoticedAt: new Date(),
      operatorReference: null,
    });
    const lines = Object.fromEntries(receiptLines(late).map((l) => [l.label, l.value]));
    expect(lines.Status).toBe('Sending (delayed, we keep trying)');
    expect(lines['Operator reference']).toBe('not given by the operator yet');
    expect(lines['Payment method']).toBe('PayPal');
    expect(receiptLines(order({ gateway: 'stripe' }))[8].value).toBe('Card');
  });

  it('exists only for orders that were paid; delayed only while still being sent', () => {
    expect(hasReceipt(order({ status: 'PENDING_PAYMENT' }))).toBe(false);
    expect(hasReceipt(order({ status: 'CANCELLED' }))).toBe(false);
    expect(hasReceipt(order({ status: 'REFUNDED' }))).toBe(true);
    expect(isDelayed(order({ status: 'COMPLETED', delayNoticedAt: new Date() }))).toBe(false);
    expect(isDelayed(order({ status: 'PAID', delayNoticedAt: new Date() }))).toBe(true);
    expect(isDelayed(order({ status: 'PAID' }))).toBe(false);
  });
});
