import { describe, expect, it } from 'vitest';
import { namePhoneInputSchema } from './update-user-name-phone';

const phoneError = (phoneNumber: string) =>
  namePhoneInputSchema.safeParse({ fullname: 'Selam', phoneNumber }).error?.issues[0]?.message;

describe('namePhoneInputSchema', () => {
  it('takes a number valid for the country of its calling code', () => {
    expect(phoneError('+251911223344')).toBeUndefined();
    expect(phoneError('+12025550123')).toBeUndefined();
  });

  it('refuses a US number under the Ethiopian code, or one a digit short', () => {
    expect(phoneError('+2512025550123')).toBe('Please enter a valid phone number');
    expect(phoneError('+25191122334')).toBe('Please enter a valid phone number');
  });
});
