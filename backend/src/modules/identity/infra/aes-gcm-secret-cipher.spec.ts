import { AppConfig } from '@config/app-config';
import { AesGcmSecretCipher } from './aes-gcm-secret-cipher';

describe('AesGcmSecretCipher', () => {
  const cipher = (key = 'k'.repeat(32)) =>
    new AesGcmSecretCipher(new AppConfig({ TOTP_ENCRYPTION_KEY: key }));

  it('seals so the text holds no trace of the secret, and opens it again', () => {
    const sealed = cipher().seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(cipher().seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(cipher().open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and altered text', () => {
    const sealed = cipher().seal('JBSWY3DPEHPK3PXP');
    expect(() => cipher('x'.repeat(32)).open(sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => cipher().open([v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => cipher().open('JBSWY3DPEHPK3PXP')).toThrow('Not a sealed secret');
  });
});
