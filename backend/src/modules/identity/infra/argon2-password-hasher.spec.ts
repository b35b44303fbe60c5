import { Argon2PasswordHasher } from './argon2-password-hasher';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id and the decided cost', async () => {
    const hash = await hasher.hash('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'Secret#123')).toBe(true);
    expect(await hasher.verify(hash, 'secret#123')).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });
});
