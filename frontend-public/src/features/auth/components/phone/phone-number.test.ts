import { caretAfterDigits, formatNational, fromE164, restrictDigits, toE164 } from './phone-number';

describe('phone number helpers', () => {
  it('keeps every digit typed, up to what an E.164 number holds', () => {
    expect(restrictDigits('(202) 555-01a43', 'US')).toBe('2025550143');
    // Too long for the country: kept, and refused by the form's validation.
    expect(restrictDigits('202555014399', 'US')).toBe('202555014399');
    expect(restrictDigits('2025550123', 'ET')).toBe('2025550123');
    expect(restrictDigits('+251 91-123', 'ET')).toBe('25191123');
    expect(restrictDigits('1234567890123456789', 'US')).toBe('12345678901234');
  });

  it('groups the national digits like the international format', () => {
    expect(formatNational('2025550143', 'US')).toBe('202 555 0143');
    expect(formatNational('911234567', 'ET')).toBe('91 123 4567');
    expect(formatNational('7911123456', 'GB')).toBe('7911 123456');
    expect(formatNational('', 'US')).toBe('');
  });

  it("sends '+<code><digits>' and drops a typed trunk prefix", () => {
    expect(toE164('2025550143', 'US')).toBe('+12025550143');
    expect(toE164('0911234567', 'ET')).toBe('+251911234567');
    expect(toE164('0612345678', 'IT')).toBe('+390612345678');
    expect(toE164('20', 'US')).toBe('+120');
    expect(toE164('', 'US')).toBe('');
  });

  it('reads a value back into country and digits', () => {
    expect(fromE164('+255712345678', 'US')).toEqual({ country: 'TZ', digits: '712345678' });
    expect(fromE164('+1202', 'US')).toEqual({ country: 'US', digits: '202' });
    expect(fromE164('', 'US')).toEqual({ country: 'US', digits: '' });
  });

  it('puts the caret after the same digits once formatted', () => {
    expect(caretAfterDigits('202 555 0143', 3)).toBe(3);
    expect(caretAfterDigits('202 555 0143', 4)).toBe(5);
    expect(caretAfterDigits('202 555 0143', 0)).toBe(0);
    expect(caretAfterDigits('202', 9)).toBe(3);
  });
});
