import { Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { AesGcmSecretCipher } from '@modules/identity/infra/aes-gcm-secret-cipher';
import { AesGcmPinVault } from './aes-gcm-pin-vault';

describe('AesGcmPinVault', () => {
  const config = (key = 'k'.repeat(32)) => new AppConfig({ TOTP_ENCRYPTION_KEY: key });
  const vault = (key?: string) => new AesGcmPinVault(config(key));
  const pin = { code: '48213377019245', serial: 'SN0042' };
  beforeAll(() => Logger.overrideLogger(false));

  it('seals so the text holds no trace of the PIN, and opens it again', () => {
    const sealed = vault().seal(pin);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(pin.code);
    expect(sealed).not.toContain(pin.serial);
    expect(vault().seal(pin)).not.toBe(sealed);
    expect(vault().open(sealed)).toEqual(pin);
    expect(vault().open(vault().seal({ code: '1', serial: null }))).toEqual({
      code: '1',
      serial: null,
    });
  });

  it('opens nothing sealed with another key, altered, or by the TOTP cipher (its own key)', () => {
    const sealed = vault().seal(pin);
    expect(vault('x'.repeat(32)).open(sealed)).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(vault().open([v, iv, tag, flipped].join('.'))).toBeNull();
    expect(vault().open(pin.code)).toBeNull();
    const totpSealed = new AesGcmSecretCipher(config()).seal(JSON.stringify(pin));
    expect(vault().open(totpSealed)).toBeNull();
  });
});
