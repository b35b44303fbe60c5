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
import { CODE_MAIL_INTERVAL_MS, CODE_MAILS_PER_ADDRESS } from '../domain/abuse-limits';
import { AttemptCounters } from '../ports/attempt-counters';
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
    private readonly counters: AttemptCounters,
  ) {}

  /**
   * Makes a new code (replacing the previous one) and e-mails it; the code never leaves by HTTP.
   * An address gets at most one code mail per purpose a minute (a repeat inside that minute
   * leaves the mailed code valid) and ten a day: answers false when nothing was sent. Callers
   * pass that on (`codeSent`), so a screen never says a code went out when none did.
   */
  async issue(
    purpose: CodePurpose,
    email: string,
    customerId: string | null = null,
  ): Promise<boolean> {
    const interval = codeMailIntervalKey(purpose, email);
    if (!(await this.counters.claim(interval, CODE_MAIL_INTERVAL_MS))) return false;
    const mailsToday = await this.counters.add(
      `code-mails:${email}`,
      CODE_MAILS_PER_ADDRESS.windowMs,
    );
    if (mailsToday > CODE_MAILS_PER_ADDRESS.limit) return false;
    try {
      await this.replaceAndMail(purpose, email, customerId);
      return true;
    } catch (err) {
      await this.counters.clear(interval); // nothing was mailed: a retry may send at once
      throw err;
    }
  }

  private async replaceAndMail(
    purpose: CodePurpose,
    email: string,
    customerId: string | null,
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
   * final step (create the account, set the password, change the e-mail) may spend. A wrong
   * `typed` counts towards the five tries here too, or the final step would be a way round them.
   */
  async requireVerified(
    purpose: CodePurpose,
    email: string,
    typed: string | null,
    errors: CodeErrors,
  ): Promise<OneTimeCode> {
    const code = await this.codes.find(purpose, email);
    const check = checkCode(
      code,
      typed === null ? (code?.codeHash ?? '') : this.hasher.hash(normaliseCode(typed)),
      new Date(),
    );
    if (check === 'wrong') {
      if (typed !== null && code && !code.usedAt) await this.codes.recordFailure(code.id);
      throw new DomainError(errors.invalid);
    }
    if (check === 'expired') throw new DomainError(errors.expired);
    if (!code!.verifiedAt) throw new DomainError(errors.invalid);
    return code!;
  }
}

/** The marker that holds back a second code mail to an address for a minute. */
export function codeMailIntervalKey(purpose: CodePurpose, email: string): string {
  return `code-mail-interval:${purpose}:${email}`;
}
