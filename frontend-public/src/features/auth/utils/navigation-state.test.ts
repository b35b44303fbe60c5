import { pickPayLink, pickTopupSelection } from './navigation-state';

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

describe('pickPayLink', () => {
  it('keeps a /Payment link and nothing else', () => {
    const link = '/Payment?productId=p-1&phoneNumber=%2B255754123456';
    expect(pickPayLink({ payLink: link })).toBe(link);
    for (const payLink of ['//evil.example/Payment?x=1', 'https://evil.example', '/Profile', 1])
      expect(pickPayLink({ payLink })).toBeUndefined();
    expect(pickPayLink(null)).toBeUndefined();
  });
});
