import { describe, expect, it } from 'vitest';
import { fullPhoneNumber, isRefusedKey, nationalPart, sanitizePhoneEntry } from './phone-entry';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('isRefusedKey', () => {
  it('accepts digits, plus and backspace', () => {
    for (const k of ['0', '5', '9', '+', 'Backspace']) expect(isRefusedKey(key(k))).toBe(false);
  });

  it('refuses other characters', () => {
    for (const k of ['a', 'Z', '-', ' ', '(', '.', 'é']) expect(isRefusedKey(key(k))).toBe(true);
  });

  it('lets editing keys and shortcuts through', () => {
    for (const k of ['Delete', 'ArrowLeft', 'Tab', 'Enter'])
      expect(isRefusedKey(key(k))).toBe(false);
    expect(isRefusedKey(key('v', { ctrlKey: true }))).toBe(false);
    expect(isRefusedKey(key('v', { metaKey: true }))).toBe(false);
  });
});

describe('sanitizePhoneEntry', () => {
  it('keeps digits only', () => {
    expect(sanitizePhoneEntry('754 123-456')).toBe('754123456');
    expect(sanitizePhoneEntry('(754) abc 123')).toBe('754123');
  });

  it('drops a leading 0', () => {
    expect(sanitizePhoneEntry('0754123456')).toBe('754123456');
    expect(sanitizePhoneEntry('0')).toBe('');
    expect(sanitizePhoneEntry('7500')).toBe('7500');
  });

  it("keeps '+' only in front", () => {
    expect(sanitizePhoneEntry('+255 754 123 456')).toBe('+255754123456');
    expect(sanitizePhoneEntry('754+123')).toBe('754123');
    expect(sanitizePhoneEntry('++255')).toBe('+255');
  });
});

describe('nationalPart and fullPhoneNumber', () => {
  it('shows a full number of the country without its calling code', () => {
    expect(nationalPart('+255754123456', '255')).toBe('754123456');
    expect(nationalPart('+2550754123456', '255')).toBe('754123456');
    expect(nationalPart('754123456', '255')).toBe('754123456');
    expect(nationalPart('+254712345678', '255')).toBe('+254712345678');
    expect(nationalPart('+255754', undefined)).toBe('+255754');
  });

  it('puts the calling code in front of a national number', () => {
    expect(fullPhoneNumber('754123456', '255')).toBe('+255754123456');
    expect(fullPhoneNumber('+255754123456', '255')).toBe('+255754123456');
    expect(fullPhoneNumber('+254712345678', '255')).toBe('+254712345678');
  });
});
