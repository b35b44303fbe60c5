import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first 3 and last 2 characters of the local part and the domain', () => {
    expect(maskEmail('abebe.kebede@example.com')).toBe('abe*******de@example.com');
    expect(maskEmail('selam1@mail.et')).toBe('sel*m1@mail.et');
  });

  it('never shows a short local part in full', () => {
    expect(maskEmail('abcde@x.io')).toBe('a****@x.io');
    expect(maskEmail('ab@x.io')).toBe('a*@x.io');
  });

  it('leaves a string without @ alone', () => {
    expect(maskEmail('nobody')).toBe('nobody');
  });
});
