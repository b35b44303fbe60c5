import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { isEnrolled } from '../domain/second-factor';
import { SecondFactorRepository } from '../ports/second-factor-repository.port';
import { SecretCipher } from '../ports/secret-cipher.port';
import { TotpAuthenticator } from '../ports/totp-authenticator.port';

/** What the enrolment screen shows: the QR code, and the same secret as text to type. */
export interface TotpEnrolment {
  /** Base32, as authenticator apps take it when typed. */
  secret: string;
  /** The otpauth:// address inside the QR code. */
  uri: string;
  /** PNG data URL. */
  qrCode: string;
}

/**
 * First half of enrolling an authenticator app: a new secret, kept sealed and waiting for its
 * first code (ConfirmTotpEnrolmentService). Starting again replaces a secret not yet confirmed.
 */
@Injectable()
export class StartTotpEnrolmentService {
  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly totp: TotpAuthenticator,
    private readonly cipher: SecretCipher,
  ) {}

  async start(admin: Pick<Admin, 'id' | 'email'>): Promise<TotpEnrolment> {
    const alreadyOn = () => new DomainError(IdentityErrors.TOTP_ALREADY_ENROLLED);
    if (isEnrolled(await this.factors.find(admin.id))) throw alreadyOn();
    const secret = this.totp.newSecret();
    if ((await this.factors.savePending(admin.id, this.cipher.seal(secret))) === 'enrolled')
      throw alreadyOn();
    const uri = this.totp.uri(admin.email, secret);
    return { secret, uri, qrCode: await this.totp.qrCode(uri) };
  }
}
