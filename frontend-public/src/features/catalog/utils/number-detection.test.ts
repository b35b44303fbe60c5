import { describe, expect, it } from 'vitest';
import {
  detectOperator,
  INVALID_NUMBER,
  lookupCountry,
  SEVERAL_OPERATORS,
  UNKNOWN_OPERATOR,
} from './number-detection';
import { selectionReducer, emptySelection } from './topup-selection';

const sold = [
  { id: 'op-vodacom-tz', name: 'Vodacom Tanzania' },
  { id: 'op-yas-tz', name: 'Yas Tanzania' },
];

describe('the number typed first', () => {
  it('finds the one operator we sell, by id or by name', () => {
    const byId = { valid: true, operators: [{ id: 'op-yas-tz', name: 'Yas', country: 'TZ' }] };
    expect(detectOperator(byId, sold)).toEqual({ kind: 'found', operator: 'Yas Tanzania' });
    const byName = { valid: true, operators: [{ id: '9', name: 'vodacom tanzania' }] };
    expect(detectOperator(byName, sold)).toEqual({ kind: 'found', operator: 'Vodacom Tanzania' });
  });

  it('lets the customer choose among several, and says none, unknown and invalid apart', () => {
    const both = {
      valid: true,
      operators: [
        { id: 'op-vodacom-tz', name: 'Vodacom Tanzania' },
        { id: 'op-yas-tz', name: 'Yas Tanzania' },
      ],
    };
    expect(detectOperator(both, sold)).toEqual({
      kind: 'several',
      operators: sold,
      message: SEVERAL_OPERATORS(),
    });
    expect(
      detectOperator({ valid: true, operators: [{ id: 'h', name: 'Halotel' }] }, sold),
    ).toEqual({
      kind: 'not-sold',
      message: 'This number belongs to Halotel, for which we have no offers.',
    });
    expect(detectOperator({ valid: true, operators: [] }, sold)).toEqual({
      kind: 'unknown',
      message: UNKNOWN_OPERATOR(),
    });
    expect(detectOperator({ valid: false, operators: [] }, sold)).toEqual({
      kind: 'invalid',
      message: INVALID_NUMBER(),
    });
  });

  it("names the catalogue country of the lookup's ISO code, or none we sell", () => {
    const countries = [
      { name: 'Tanzania', code: 'TZ' },
      { name: 'Kenya', code: 'KE' },
    ];
    const answer = (country: string | null) => ({
      valid: true,
      operators: [{ id: '1', name: 'X', country }],
    });
    expect(lookupCountry(answer('tz'), countries)?.name).toBe('Tanzania');
    expect(lookupCountry(answer('UG'), countries)).toBeUndefined();
    expect(lookupCountry(answer(null), countries)).toBeUndefined();
  });

  it('keeps the number through operator and offer choices; a new country clears it', () => {
    let state = selectionReducer(
      { ...emptySelection, country: 'Tanzania' },
      { type: 'numberFirst', phone: '754123456', operator: 'Vodacom Tanzania' },
    );
    expect(state).toMatchObject({ country: 'Tanzania', phone: '754123456', numberFirst: true });
    state = selectionReducer(state, { type: 'operator', value: 'Yas Tanzania' });
    state = selectionReducer(state, { type: 'offer', value: 'Mobile Airtime' });
    expect(state.phone).toBe('754123456');
    expect(selectionReducer(state, { type: 'country', value: 'Kenya' })).toEqual({
      ...emptySelection,
      country: 'Kenya',
    });
    // The stepwise order stays the default: without the number first, choices clear it.
    const stepwise = {
      ...emptySelection,
      country: 'Tanzania',
      operator: 'Yas Tanzania',
      phone: '7',
    };
    expect(selectionReducer(stepwise, { type: 'operator', value: 'Vodacom Tanzania' }).phone).toBe(
      '',
    );
  });
});
