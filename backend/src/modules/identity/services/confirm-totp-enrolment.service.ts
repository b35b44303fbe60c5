import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Admin } from '../domain/admin';
import { IdentityErrors } from '../domain/identity.errors';
import { formatRecoveryCode, isEnrolled } from '../domain/second-factor';
import { CodeHasher } from '../ports/code-hasher.port';
import { SecondFactorRepository } from '../ports/second-factor-repository.port';
import { SecretCipher } from '../ports/secret-cipher.port';
import { TotpAuthenticator } from '../ports/totp-authenticator.port';
import { newRecoveryCodes } from './recovery-codes';
import { RecordAdminActionService } from './record-admin-action.service';

/**
 * Second half of enrolling: the app's first code proves it holds the secret. Only then is the
 * second factor on, and the recovery codes are shown, this once (only their hashes are kept).
 */
@Injectable()
export class ConfirmTotpEnrolmentService {
  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly totp: TotpAuthenticator,
    private readonly cipher: SecretCipher,
    private readonly hasher: CodeHasher,
    private readonly audit: RecordAdminActionService,
  ) {}

  /** Answers the recovery codes, formatted `xxxxx-xxxxx`. */
  async confirm(admin: Pick<Admin, 'id' | 'email'>, code: string): Promise<string[]> {
    const factor = await this.factors.find(admin.id);
    if (isEnrolled(factor)) throw new DomainError(IdentityErrors.TOTP_ALREADY_ENROLLED);
    if (!factor) throw new DomainError(IdentityErrors.TOTP_NO_PENDING_ENROLMENT);
    const secret = this.cipher.open(factor.sealedSecret);
    const step = this.totp.matchingStep(secret, code.replace(/\s/g, ''), null);
    if (step === null) throw new DomainError(IdentityErrors.TOTP_ENROL_CODE_INVALID);
    const codes = newRecoveryCodes();
    const hashes = codes.map((c) => this.hasher.hash(c));
    // The sealed secret names the enrolment: one restarted meanwhile is not confirmed by this.
    if (!(await this.factors.confirm(admin.id, factor.sealedSecret, step, hashes)))
      throw new DomainError(IdentityErrors.TOTP_NO_PENDING_ENROLMENT);
    await this.audit.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'admin.totp_enrolled',
    });
    return codes.map(formatRecoveryCode);
  }
}
