import { canBeSoldWithMobileNumber } from './dvs-product.mapper';
import { dvsFixedProductSchema } from './dvs-schemas';

const product = (fields: Record<string, unknown>) =>
  dvsFixedProductSchema.parse({
    id: 1,
    name: '100 ETB PIN',
    type: 'FIXED_VALUE_PIN_PURCHASE',
    service: { name: 'Mobile' },
    operator: { id: 2, name: 'Ethio telecom', country: { iso_code: 'ETH', name: 'Ethiopia' } },
    destination: { amount: 100, unit: 'ETB' },
    ...fields,
  });

describe('which PIN products we can sell with a mobile number', () => {
  it('no required fields, or only the mobile number', () => {
    expect(canBeSoldWithMobileNumber(product({}))).toBe(true);
    expect(
      canBeSoldWithMobileNumber(
        product({
          required_credit_party_identifier_fields: [['mobile_number']],
          required_sender_fields: [],
          required_beneficiary_fields: null,
        }),
      ),
    ).toBe(true);
  });

  it('one alternative set we can fill is enough', () => {
    expect(
      canBeSoldWithMobileNumber(
        product({
          required_credit_party_identifier_fields: [['account_number'], ['mobile_number']],
        }),
      ),
    ).toBe(true);
  });

  it("not when DT One wants a field we don't collect (sender's name, account number)", () => {
    expect(
      canBeSoldWithMobileNumber(product({ required_sender_fields: [['first_name', 'last_name']] })),
    ).toBe(false);
    expect(
      canBeSoldWithMobileNumber(
        product({ required_credit_party_identifier_fields: [['mobile_number', 'account_number']] }),
      ),
    ).toBe(false);
  });
});
