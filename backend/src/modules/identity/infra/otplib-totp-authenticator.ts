import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { TOTP_DRIFT_SECONDS, TOTP_ISSUER } from '../domain/second-factor';
import { TotpAuthenticator } from '../ports/totp-authenticator.port';

/**
 * TOTP through otplib (RFC 6238: SHA-1, 6 digits, 30 s, the defaults every authenticator app
 * reads), the QR code through qrcode. `now` is the clock in milliseconds, for specs.
 */
@Injectable()
export class OtplibTotpAuthenticator extends TotpAuthenticator {
  now: () => number = Date.now;

  newSecret(): string {
    // 20 random bytes (160 bits), RFC 4226's recommended length.
    return generateSecret();
  }

  uri(label: string, secret: string): string {
    return generateURI({ issuer: TOTP_ISSUER, label, secret });
  }

  qrCode(uri: string): Promise<string> {
    return QRCode.toDataURL(uri, { margin: 1, width: 240 });
  }

  matchingStep(secret: string, code: string, after: number | null): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(this.now() / 1000),
      epochTolerance: TOTP_DRIFT_SECONDS,
      ...(after === null ? {} : { afterTimeStep: after }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
