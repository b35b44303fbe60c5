import { describe, expect, it } from 'vitest';
import { readFailureParams, readPaymentId } from './result-params';

describe('Mvm result params', () => {
  it('reads the payment id from the state or the query, refusing odd ones', () => {
    expect(readPaymentId('?payment=abc-1', null)).toBe('abc-1');
    expect(readPaymentId('?payment=q', { paymentId: 's' })).toBe('s');
    expect(readPaymentId('?payment=../../x', null)).toBe('');
    expect(readPaymentId('', null)).toBe('');
  });

  it('caps the failure texts', () => {
    const long = 'x'.repeat(1000);
    expect(readFailureParams(`?errorMessage=${long}`, null).errorMessage).toHaveLength(300);
    expect(readFailureParams('?amount=5', { amount: '7' }).amount).toBe('7');
  });
});
