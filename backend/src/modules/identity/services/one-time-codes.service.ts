import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import type { Language } from '@shared/domain/language';
import { Mailer } from '@shared/ports/mailer.port';
import {
  checkCode,
  CODE_ALPHABET,
  CODE_LENGTH,
  CODE_TTL_MS,
  CodePurpose,
  CodeTry,
  normaliseCode,
  OneTimeCode,
} from '../domain/one-time-code';
import { CODE_MAIL_INTERVAL_MS, CODE_MAILS_PER_ADDRESS } from '../domain/abuse-limits';
import { AttemptCounters } from '../ports/attempt-counters.port';
import { CodeHasher } from '../ports/code-hasher.port';
import { OneTimeCodeRepository } from '../ports/one-time-code-repository.port';
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
    customerId: string | null,
    language: Language,
  ): Promise<boolean> {
    const interval = codeMailIntervalKey(purpose, email);
    if (!(await this.counters.claim(interval, CODE_MAIL_INTERVAL_MS))) return false;
    const mailsToday = await this.counters.add(
      `code-mails:${email}`,
      CODE_MAILS_PER_ADDRESS.windowMs,
    );
    if (mailsToday > CODE_MAILS_PER_ADDRESS.limit) return false;
    try {
      await this.replaceAndMail(purpose, email, customerId, language);
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
    language: Language,
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
    await this.mailer.send(codeMail(purpose, email, code, language));
  }

  /**
   * Checks a typed code and marks it verified. A wrong one counts towards the tries from the
   * client IP it came from and towards the code's total (domain/one-time-code.ts), so strangers
   * cannot use up the owner's tries.
   */
  async verify(
    purpose: CodePurpose,
    email: string,
    attempt: CodeTry,
    errors: CodeErrors,
  ): Promise<OneTimeCode> {
    const code = await this.codes.find(purpose, email);
    const result = await this.check(code, attempt);
    if (result === 'expired') throw new DomainError(errors.expired);
    if (result === 'wrong') {
      await this.recordFailure(code, attempt);
      throw new DomainError(errors.invalid);
    }
    if (!code!.verifiedAt) await this.codes.markVerified(code!.id);
    return code!;
  }

  /**
   * The verified, unused code for (purpose, email) — optionally also equal to the typed one —
   * that a final step (create the account, set the password, change the e-mail) may spend. A
   * wrong typed code counts here too, or the final step would be a way round the tries.
   */
  async requireVerified(
    purpose: CodePurpose,
    email: string,
    attempt: CodeTry | null,
    errors: CodeErrors,
  ): Promise<OneTimeCode> {
    const code = await this.codes.find(purpose, email);
    const check = attempt
      ? await this.check(code, attempt)
      : checkCode(code, code?.codeHash ?? '', new Date());
    if (check === 'wrong') {
      if (attempt) await this.recordFailure(code, attempt);
      throw new DomainError(errors.invalid);
    }
    if (check === 'expired') throw new DomainError(errors.expired);
    if (!code!.verifiedAt) throw new DomainError(errors.invalid);
    return code!;
  }

  private async check(code: OneTimeCode | null, attempt: CodeTry) {
    const failuresHere = code ? await this.counters.count(placeFailuresKey(code, attempt.ip)) : 0;
    return checkCode(
      code,
      this.hasher.hash(normaliseCode(attempt.typed)),
      new Date(),
      failuresHere,
    );
  }

  /** Counts a wrong try for the place (as long as the code lives) and for the code. */
  private async recordFailure(code: OneTimeCode | null, attempt: CodeTry): Promise<void> {
    if (!code || code.usedAt) return;
    await this.counters.add(placeFailuresKey(code, attempt.ip), CODE_TTL_MS);
    await this.codes.recordFailure(code.id);
  }
}

/** Wrong tries at one code from one place; a new code starts afresh. */
const placeFailuresKey = (code: OneTimeCode, ip: string) => `code-failures:${code.id}:${ip}`;

/** The marker that holds back a second code mail to an address for a minute. */
export function codeMailIntervalKey(purpose: CodePurpose, email: string): string {
  return `code-mail-interval:${purpose}:${email}`;
}
