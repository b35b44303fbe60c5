// The frontends' words (the customer's history, the back office's filter and order page).
import { ORDER_STATUS_WORDS as FRONTEND_WORDS } from '../../../../../api-types/order-status-words';
import { isOrderStatus, ORDER_STATUS_WORDS, ORDER_STATUSES } from './order-status';

describe('order status words', () => {
  it('names every status as the back office shows it', () => {
    expect(ORDER_STATUS_WORDS).toEqual({
      PENDING_PAYMENT: 'Waiting for payment',
      PAID: 'Paid',
      SUBMITTED: 'Sending',
      COMPLETED: 'Delivered',
      FAILED: 'Failed',
      REFUNDED: 'Refunded',
      CANCELLED: 'Cancelled',
    });
    expect(Object.keys(ORDER_STATUS_WORDS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('are the words the frontends show, so the CSV and the screens never disagree', () => {
    expect(FRONTEND_WORDS).toEqual(ORDER_STATUS_WORDS);
  });

  it('recognises status codes only', () => {
    expect(isOrderStatus('PAID')).toBe(true);
    expect(isOrderStatus('Paid')).toBe(false);
    expect(isOrderStatus('toString')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });
});
