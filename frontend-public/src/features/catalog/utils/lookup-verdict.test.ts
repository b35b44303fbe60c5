import { describe, expect, it } from 'vitest';
import { lookupVerdict } from './lookup-verdict';

const vodacom = { id: 'op-vodacom-tz', name: 'Vodacom Tanzania' };

describe('lookupVerdict', () => {
  it('passes a valid number of the chosen operator (by id, or else by name)', () => {
    expect(lookupVerdict({ valid: true, operators: [vodacom] }, vodacom)).toEqual({ ok: true });
    expect(
      lookupVerdict(
        { valid: true, operators: [{ id: '123', name: 'vodacom tanzania ' }] },
        vodacom,
      ),
    ).toEqual({ ok: true });
  });

  it('does not block when the operator is unknown', () => {
    expect(lookupVerdict({ valid: true, operators: [] }, vodacom)).toEqual({ ok: true });
  });

  it("names the number's operator when it is another one", () => {
    expect(
      lookupVerdict(
        {
          valid: true,
          operators: [{ id: 'op-yas-tz', name: 'Yas Tanzania', country: 'Tanzania' }],
        },
        vodacom,
      ),
    ).toEqual({
      ok: false,
      message: 'This number belongs to Yas Tanzania',
      operator: { id: 'op-yas-tz', name: 'Yas Tanzania' },
    });
  });

  it('refuses an invalid number', () => {
    expect(lookupVerdict({ valid: false, operators: [] }, vodacom)).toEqual({
      ok: false,
      message: 'Please enter a valid phone number',
    });
  });
});
