import {
  CUSTOMER_STATUS_WORDS,
  isOrderStatus,
  ORDER_STATUS_WORDS,
  ORDER_STATUSES,
} from './order-status';

describe('order status words', () => {
  it('names every status, each with words of its own (the frontends show the same, api-types)', () => {
    expect(Object.keys(ORDER_STATUS_WORDS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(new Set(Object.values(ORDER_STATUS_WORDS)).size).toBe(ORDER_STATUSES.length);
    expect(ORDER_STATUS_WORDS.PENDING_PAYMENT).toBe('Waiting for payment');
    expect(ORDER_STATUS_WORDS.SUBMITTED).toBe('Sending');
    expect(ORDER_STATUS_WORDS.COMPLETED).toBe('Delivered');
  });

  it('tells the customer a held order is being checked, and admins that it is held', () => {
    expect(ORDER_STATUS_WORDS.HELD_FOR_REVIEW).toBe('Held for review');
    expect(CUSTOMER_STATUS_WORDS.HELD_FOR_REVIEW).toBe('We are checking this payment');
    const others = ORDER_STATUSES.filter((s) => s !== 'HELD_FOR_REVIEW');
    for (const s of others) expect(CUSTOMER_STATUS_WORDS[s]).toBe(ORDER_STATUS_WORDS[s]);
  });

  it('recognises status codes only', () => {
    expect(isOrderStatus('PAID')).toBe(true);
    expect(isOrderStatus('Paid')).toBe(false);
    expect(isOrderStatus('toString')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });
});
