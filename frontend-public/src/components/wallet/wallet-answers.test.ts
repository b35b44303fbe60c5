import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  captureTransaction,
  isInstrumentDeclined,
  toWalletSetup,
  walletCaptureSchema,
  walletIssue,
} from './wallet-answers';

const refusal = (issue: string) =>
  new ApiError(
    422,
    'Unprocessable',
    { details: [{ issue, description: `${issue} words` }], debug_id: 'd1' },
    false,
  );

describe('wallet answers', () => {
  it('reads the token answer of either mode', () => {
    expect(toWalletSetup({ client_token: 'sandbox-1', client_id: null, mode: 'sandbox' })).toEqual({
      mode: 'sandbox',
      clientId: null,
      clientToken: 'sandbox-1',
    });
    expect(toWalletSetup({ client_token: 't', client_id: 'c', mode: 'paypal' })).toEqual({
      mode: 'paypal',
      clientId: 'c',
      clientToken: 't',
    });
    expect(() => toWalletSetup({ client_token: 't', client_id: null, mode: 'paypal' })).toThrow();
    expect(() => toWalletSetup({ client_token: 't', mode: 'other' })).toThrow();
  });

  it('takes captures[0], else authorizations[0]', () => {
    const capture = walletCaptureSchema.parse({
      id: 'O1',
      purchase_units: [{ payments: { captures: [{ id: 'C1', status: 'COMPLETED' }] } }],
    });
    expect(captureTransaction(capture)).toEqual({ id: 'C1', status: 'COMPLETED' });
    const auth = walletCaptureSchema.parse({
      id: 'O2',
      purchase_units: [{ payments: { authorizations: [{ id: 'A1', status: 'CREATED' }] } }],
    });
    expect(captureTransaction(auth)).toEqual({ id: 'A1', status: 'CREATED' });
    expect(
      captureTransaction(walletCaptureSchema.parse({ id: 'O3', purchase_units: [{}] })),
    ).toBeNull();
  });

  it('reads details[0] of a refusal and spots INSTRUMENT_DECLINED', () => {
    expect(walletIssue(refusal('ORDER_NOT_APPROVED'))).toEqual({
      issue: 'ORDER_NOT_APPROVED',
      description: 'ORDER_NOT_APPROVED words',
    });
    expect(isInstrumentDeclined(refusal('INSTRUMENT_DECLINED'))).toBe(true);
    expect(isInstrumentDeclined(refusal('ORDER_NOT_APPROVED'))).toBe(false);
    expect(walletIssue(new ApiError(400, 'Bad', { message: 'Bad' }, false))).toBeNull();
    expect(walletIssue(new Error('x'))).toBeNull();
  });
});
