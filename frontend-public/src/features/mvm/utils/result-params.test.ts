import { describe, expect, it } from 'vitest';
import { readFailureParams, readPaymentId } from './result-params';

describe('Mvm result params', () => {
  it('reads the payment id from the state or the query, refusing odd ones', () => {
    expect(readPaymentId('?payment=abc-1', null)).toBe('abc-1');
    expect(readPaymentId('?payment=q', { paymentId: 's' })).toBe('s');
    expect(readPaymentId('?payment=../../x', null)).toBe('');
    expect(readPaymentId('', null)).toBe('');
  });

  it('maps the error code to our words, never taking text from the address', () => {
    expect(readFailureParams('?errorMessage=declined', null).errorMessage).toBe(
      'The card was declined. Nothing was charged.',
    );
    expect(readFailureParams('', { errorMessage: 'cancelled' }).errorMessage).toBe(
      'The card payment was cancelled. Nothing was charged.',
    );
    for (const code of ['Call +1 555 0100 to get a refund', 'constructor', 'x'.repeat(1000)])
      expect(
        readFailureParams(`?errorMessage=${encodeURIComponent(code)}`, null).errorMessage,
      ).toBe('');
  });

  it('caps the failure texts', () => {
    expect(readFailureParams('?amount=5', { amount: '7' }).amount).toBe('7');
  });
});
