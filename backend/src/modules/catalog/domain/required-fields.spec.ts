import { RequiredFields, uncollectedFields } from './required-fields';

const none: RequiredFields = {
  creditParty: [['mobile_number']],
  debitParty: [],
  sender: [],
  beneficiary: [],
  statement: [],
  additional: [],
};

describe('products needing fields we do not collect', () => {
  it('sells a product that wants only the recipient’s mobile number', () => {
    expect(uncollectedFields(none)).toEqual([]);
    expect(uncollectedFields({ ...none, creditParty: [] })).toEqual([]);
  });

  it('sells one where the mobile number is one of the alternatives', () => {
    expect(
      uncollectedFields({ ...none, creditParty: [['account_number'], ['mobile_number']] }),
    ).toEqual([]);
  });

  it('never offers one wanting the sender’s name, an account number or other fields', () => {
    expect(uncollectedFields({ ...none, sender: [['first_name', 'last_name']] })).toEqual([
      'sender',
    ]);
    expect(
      uncollectedFields({ ...none, creditParty: [['mobile_number', 'account_number']] }),
    ).toEqual(['creditParty']);
    expect(
      uncollectedFields({ ...none, beneficiary: [['first_name']], additional: [['email']] }),
    ).toEqual(['beneficiary', 'additional']);
  });
});
