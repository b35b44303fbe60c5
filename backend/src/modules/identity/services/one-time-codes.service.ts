import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { Mailer } from '../../../shared/ports/mailer.port';
import {
  checkCode,
  CODE_ALPHABET,
  CODE_LENGTH,
  CODE_TTL_MS,
  CodePurpose,
  normaliseCode,
  OneTimeCode,
} from '../domain/one-time-code';
import { CodeHasher } from '../ports/code-hasher';
import { OneTimeCodeRepository } from '../ports/one-time-code.repository';
import { codeMail } from './code-mail';

/** The error codes a caller wants for "no such code" and "too old or tried too often". */
export interface CodeErrors {
  invalid: string;
  expired: string;
}

@Injectable()
export class OneTimeCodesService {
  constructor(
    private readonly codes: OneTimeCodeRepository,
    private readonly hasher: CodeHasher,
    private readonly mailer: Mailer,
  ) {}

  /** Makes a new code (replacing the previous one) and e-mails it; the code never leaves by HTTP. */
  async issue(
    purpose: CodePurpose,
    email: string,
    customerId: string | null = null,
  ): Promise<void> {
    const code = Array.from(
      { length: CODE_LENGTH },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
    await this.codes.replace({
      purpose,
      email,
      customerId,
      codeHash: this.hasher.hash(code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    await this.mailer.send(codeMail(purpose, email, code));
  }

  /** Checks a typed code; a wrong one counts towards the five tries. Marks it verified. */
  async verify(
    purpose: CodePurpose,
    email: string,
    typed: string,
    errors: CodeErrors,
  ): Promise<OneTimeCode> {
    const code = await this.codes.find(purpose, email);
    const result = checkCode(code, this.hasher.hash(normaliseCode(typed)), new Date());
    if (result === 'expired') throw new DomainError(errors.expired);
    if (result === 'wrong') {
      if (code && !code.usedAt) await this.codes.recordFailure(code.id);
      throw new DomainError(errors.invalid);
    }
    if (!code!.verifiedAt) await this.codes.markVerified(code!.id);
    return code!;
  }

  /**
   * The verified, unused code for (purpose, email) — optionally also equal to `typed` — that a
   * final step (create the account, set the password, change the e-mail) may spend.
   */
  async requireVerified(
    purpose: CodePurpose,
    email: string,
    typed: string | null,
    errors: CodeErrors,
  ): Promise<OneTimeCode> {
    const code = await this.codes.find(purpose, email);
    if (!code || !code.verifiedAt || code.usedAt) throw new DomainError(errors.invalid);
    const check = checkCode(
      code,
      typed === null ? code.codeHash : this.hasher.hash(normaliseCode(typed)),
      new Date(),
    );
    if (check === 'expired') throw new DomainError(errors.expired);
    if (check === 'wrong') throw new DomainError(errors.invalid);
    return code;
  }
}
