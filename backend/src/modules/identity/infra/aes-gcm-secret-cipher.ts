import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { SecretCipher } from '../ports/secret-cipher.port';

const VERSION = 'v1';

/**
 * AES-256-GCM with a key from TOTP_ENCRYPTION_KEY (docs/decisions.md#totp-secrets-at-rest):
 * a copy of the database alone does not give the admins' TOTP secrets. Sealed text is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), the version leaving room for a key change.
 */
@Injectable()
export class AesGcmSecretCipher extends SecretCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    super();
    // Any text of 32 or more characters: hashed to the 256-bit key AES wants.
    this.key = createHash('sha256').update(config.totpEncryptionKey).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined)
      throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
