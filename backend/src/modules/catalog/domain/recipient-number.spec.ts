import { recipientProblem } from './recipient-number';

describe('a recipient number for a product of a country', () => {
  it('belongs to the country and is a mobile number', () => {
    expect(recipientProblem('+251911234567', 'ETH')).toBeNull();
    expect(recipientProblem('+255754123456', 'TZA')).toBeNull();
    expect(recipientProblem('+254712345678', 'KEN')).toBeNull();
  });

  it('refuses a number of another country', () => {
    expect(recipientProblem('+14155550123', 'ETH')).toBe('not-in-country');
    expect(recipientProblem('+255754123456', 'ETH')).toBe('not-in-country');
    expect(recipientProblem('+251911234567', 'TZA')).toBe('not-in-country');
  });

  it('refuses a number the metadata knows is not mobile (an Addis Ababa landline)', () => {
    expect(recipientProblem('+251111234567', 'ETH')).toBe('not-mobile');
  });

  it('does not refuse what the metadata cannot judge', () => {
    // Right calling code, a length the metadata does not know: DT One decides.
    expect(recipientProblem('+2557541234', 'TZA')).toBeNull();
    // A country missing from our alpha-3 table is not checked.
    expect(recipientProblem('+14155550123', 'XXX')).toBeNull();
  });
});
