import { digitCount, hasAngleBrackets, isEmail, isStrongPassword } from './validation';

describe('validation rules', () => {
  it('recognises e-mail addresses', () => {
    expect(isEmail('abebe@example.com')).toBe(true);
    expect(isEmail(' abebe@example.com ')).toBe(true);
    expect(isEmail('abebe@example')).toBe(false);
    expect(isEmail('a b@example.com')).toBe(false);
  });

  it('spots angle brackets and counts digits', () => {
    expect(hasAngleBrackets('<script>')).toBe(true);
    expect(hasAngleBrackets('Abebe')).toBe(false);
    expect(digitCount('+1 (202) 555-0143')).toBe(11);
  });

  it('wants upper, lower, digit, special and 8 characters', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('Abc1!')).toBe(false);
  });
});
