import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { AppConfig } from '@config/app-config';
import { PinVault } from '../ports/pin-vault.port';
import type { DeliveredPin } from '../ports/top-up-sender.port';

const VERSION = 'v1';

const sealedPin = z.object({ code: z.string().min(1), serial: z.string().min(1).nullable() });

/**
 * AES-256-GCM, as the admins' TOTP secrets are sealed (identity's AesGcmSecretCipher), with a key
 * derived from the same setting under its own label (docs/decisions.md#pins-at-rest):
 * no new setting to manage, and neither kind of secret opens the other. Sealed text is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
@Injectable()
export class AesGcmPinVault extends PinVault {
  private readonly logger = new Logger('PinVault');
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    super();
    this.key = createHash('sha256').update(`order-pins:${config.totpEncryptionKey}`).digest();
  }

  seal(pin: DeliveredPin): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const plain = JSON.stringify({ code: pin.code, serial: pin.serial });
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  open(sealed: string): DeliveredPin | null {
    try {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      const parsed = sealedPin.safeParse(JSON.parse(plain));
      return parsed.success ? parsed.data : null;
    } catch {
      // The key changed or the text was altered: say so without the text itself.
      this.logger.warn('A sealed PIN could not be opened (key changed or text altered)');
      return null;
    }
  }
}
