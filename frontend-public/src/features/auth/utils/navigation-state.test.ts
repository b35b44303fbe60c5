import { pickTopupSelection } from './navigation-state';

describe('pickTopupSelection', () => {
  it('keeps only the top-up choices', () => {
    expect(
      pickTopupSelection({
        selectedCountry: 'Ethiopia',
        phoneNumber: '+251911234567',
        selectedAmount: { label: '10 ETB ($1.00)' },
        password: 'never passed on',
      }),
    ).toEqual({
      selectedCountry: 'Ethiopia',
      phoneNumber: '+251911234567',
      selectedAmount: { label: '10 ETB ($1.00)' },
    });
  });

  it('is undefined without choices', () => {
    expect(pickTopupSelection(null)).toBeUndefined();
    expect(pickTopupSelection({ other: 1 })).toBeUndefined();
  });
});
