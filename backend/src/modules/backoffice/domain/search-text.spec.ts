import { containsPattern, uuidPrefixRange } from './search-text';

describe('search text', () => {
  it('turns a transaction id prefix into a primary-key range', () => {
    expect(uuidPrefixRange('08B91ED6-ce')).toEqual({
      low: '08b91ed6-ce00-0000-0000-000000000000',
      high: '08b91ed6-ceff-ffff-ffff-ffffffffffff',
    });
    const id = '08b91ed6-ceb4-43b6-bc4c-6b2e915a721b';
    expect(uuidPrefixRange(id)).toEqual({ low: id, high: id });
    expect(uuidPrefixRange('hana')).toBeUndefined();
    expect(uuidPrefixRange('08b91ed6c')).toBeUndefined();
  });

  it("takes LIKE's wildcards literally", () => {
    expect(containsPattern('bob_k%\\')).toBe('%bob\\_k\\%\\\\%');
  });
});
