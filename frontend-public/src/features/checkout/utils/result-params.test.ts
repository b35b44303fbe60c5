import { describe, expect, it } from 'vitest';
import { readResultParams } from './result-params';

describe('readResultParams', () => {
  it('reads the card checkout success url', () => {
    expect(
      readResultParams('?productId=tz-1&phoneNumber=%2B255754123456&session_id=cs_1', null),
    ).toEqual({
      productId: 'tz-1',
      phoneNumber: '+255754123456',
      sessionId: 'cs_1',
      walletOrderId: '',
    });
  });

  it('keeps the plus of an unencoded number', () => {
    expect(readResultParams('?productId=tz-1&phoneNumber=+255754123456', null).phoneNumber).toBe(
      '+255754123456',
    );
  });

  it('prefers the navigation state, where the wallet flow puts its order', () => {
    expect(
      readResultParams('?productId=q&phoneNumber=1', {
        productId: 's',
        phoneNumber: '+2',
        walletOrderId: 'SBX-1',
      }),
    ).toEqual({ productId: 's', phoneNumber: '+2', sessionId: '', walletOrderId: 'SBX-1' });
  });

  it('answers empty values when nothing is given', () => {
    expect(readResultParams('', 'junk')).toEqual({
      productId: '',
      phoneNumber: '',
      sessionId: '',
      walletOrderId: '',
    });
  });
});
