import {
  checkCode,
  CODE_MAX_ATTEMPTS,
  CODE_MAX_ATTEMPTS_PER_PLACE,
  normaliseCode,
  OneTimeCode,
} from './one-time-code';

const now = new Date('2026-11-21T12:00:00Z');
const code = (over: Partial<OneTimeCode> = {}): OneTimeCode => ({
  id: '1',
  purpose: 'signup',
  email: 'a@b.co',
  customerId: null,
  codeHash: 'h',
  failedAttempts: 0,
  expiresAt: new Date(now.getTime() + 60_000),
  verifiedAt: null,
  usedAt: null,
  ...over,
});

describe('checkCode', () => {
  it('accepts the right code within 15 minutes', () => {
    expect(checkCode(code(), 'h', now)).toBe('valid');
  });
  it('refuses a wrong code, a missing one and a used one', () => {
    expect(checkCode(code(), 'x', now)).toBe('wrong');
    expect(checkCode(null, 'h', now)).toBe('wrong');
    expect(checkCode(code({ usedAt: now }), 'h', now)).toBe('wrong');
  });
  it('treats an old code, or one tried too often, as expired', () => {
    expect(checkCode(code({ expiresAt: now }), 'h', now)).toBe('expired');
    expect(checkCode(code({ failedAttempts: CODE_MAX_ATTEMPTS }), 'h', now)).toBe('expired');
  });
  it('treats a code tried too often from this place as expired here only', () => {
    expect(checkCode(code(), 'h', now, CODE_MAX_ATTEMPTS_PER_PLACE)).toBe('expired');
    expect(checkCode(code(), 'h', now, CODE_MAX_ATTEMPTS_PER_PLACE - 1)).toBe('valid');
  });
  it('normalises what people type', () => {
    expect(normaliseCode(' abcd2345 ')).toBe('ABCD2345');
  });
});
