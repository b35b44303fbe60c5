import { validateSync } from 'class-validator';
import { isPlainEmail, unstorableTextAt, UsdAmount } from './validators';

describe('isPlainEmail', () => {
  it.each(['hana@example.com', 'first.last+tag@sub.example.org', "o'neil@example.com"])(
    'takes %s',
    (address) => expect(isPlainEmail(address)).toBe(true),
  );

  it.each([
    '"victim@evil.example,x"@example.com',
    '"quoted"@example.com',
    'a b@example.com',
    'a,b@example.com',
    'a(comment)@example.com',
    'hana@example.com\r\nBcc: x@example.com',
    'hana@example.com\n',
    'ha\u0000na@example.com',
    'ha\ud800na@example.com',
    'hana@',
    '@example.com',
  ])('refuses %j', (address) => expect(isPlainEmail(address)).toBe(false));
});

describe('unstorableTextAt', () => {
  it('finds NUL and lone surrogates anywhere, by path', () => {
    expect(unstorableTextAt({ a: 'fine', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(unstorableTextAt({ name: 'x\udc00' })).toBe('name');
    expect(unstorableTextAt('a\u0000', 'productId')).toBe('productId');
  });

  it('lets ordinary and multi-line text, emoji included, through', () => {
    expect(unstorableTextAt({ message: 'line one\nline two 😀', n: 3, ok: null })).toBeNull();
  });

  it('cannot overflow on deep input', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextAt(deep)).toBeNull();
  });
});

describe('UsdAmount', () => {
  class Body {
    @UsdAmount({ message: 'bad amount' })
    amount!: unknown;
  }
  const errorsFor = (amount: unknown) => validateSync(Object.assign(new Body(), { amount }));

  it('takes dollars and cents', () => {
    for (const amount of [1, 12.5, 12.55, 0.01, 1_000_000]) expect(errorsFor(amount)).toEqual([]);
  });

  it('refuses more decimals and non-numbers', () => {
    for (const amount of [12.555, 0.001, NaN, Infinity, '12.50', null])
      expect(errorsFor(amount)).toHaveLength(1);
  });

  it('reads numbers JSON writes with an exponent without throwing (the range check refuses them)', () => {
    expect(() => errorsFor(-4e-323)).not.toThrow();
    expect(errorsFor(1.5e3)).toEqual([]);
  });
});
