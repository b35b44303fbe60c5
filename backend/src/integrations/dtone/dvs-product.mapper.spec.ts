import { uncollectedFields } from '@modules/catalog/domain/required-fields';
import { toProviderProduct } from './dvs-product.mapper';
import { dvsFixedProductSchema } from './dvs-schemas';

const NOW = new Date('2026-06-15T00:00:00Z');

const product = (fields: Record<string, unknown>) =>
  toProviderProduct(
    dvsFixedProductSchema.parse({
      id: 1,
      name: '100 ETB PIN',
      type: 'FIXED_VALUE_PIN_PURCHASE',
      service: { name: 'Mobile' },
      operator: { id: 2, name: 'Ethio telecom', country: { iso_code: 'ETH', name: 'Ethiopia' } },
      destination: { amount: 100, unit: 'ETB' },
      ...fields,
    }),
    NOW,
  );

/** The product's `required_*_fields` reach the sync's rule (required-fields.ts) as DT One wrote them. */
describe('a PIN product read with the fields it needs', () => {
  it('is a PIN, sellable with no required fields or only the mobile number', () => {
    expect(product({}).kind).toBe('pin');
    expect(uncollectedFields(product({}).requiredFields)).toEqual([]);
    const numberOnly = product({
      required_credit_party_identifier_fields: [['mobile_number']],
      required_sender_fields: [],
      required_beneficiary_fields: null,
    });
    expect(uncollectedFields(numberOnly.requiredFields)).toEqual([]);
  });

  it('one alternative set we can fill is enough', () => {
    const either = product({
      required_credit_party_identifier_fields: [['account_number'], ['mobile_number']],
    });
    expect(uncollectedFields(either.requiredFields)).toEqual([]);
  });

  it("not when DT One wants a field we don't collect (sender's name, account number)", () => {
    const named = product({ required_sender_fields: [['first_name', 'last_name']] });
    expect(uncollectedFields(named.requiredFields)).toEqual(['sender']);
    const account = product({
      required_credit_party_identifier_fields: [['mobile_number', 'account_number']],
    });
    expect(uncollectedFields(account.requiredFields)).toEqual(['creditParty']);
  });
});
