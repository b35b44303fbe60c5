import { Argon2PasswordHasher } from './argon2-password-hasher';

/** The parameter part of a PHC string (`m=…,t=…,p=…`), order-free: argon2 0.45 writes m,p,t. */
const params = (hash: string) => hash.split('$')[3].split(',').sort();

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id and the decided cost', async () => {
    const hash = await hasher.hash('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(params(hash)).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await hasher.verify(hash, 'Secret#123')).toBe(true);
    expect(await hasher.verify(hash, 'secret#123')).toBe(false);
  });

  it('still verifies a hash stored by argon2 0.44 (parameters in the order m,t,p)', async () => {
    const stored =
      '$argon2id$v=19$m=19456,t=2,p=1$yy9rru6dRoxsasdn59BD1w$8X87yCa+K/3CKT6o4kEHvm7DpUCxh+Pw0y6wQUctf1A';
    expect(await hasher.verify(stored, 'Secret#123')).toBe(true);
    expect(await hasher.verify(stored, 'secret#123')).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });
});
