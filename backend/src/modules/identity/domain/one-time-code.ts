/**
 * One-time codes (signup activation, password reset, e-mail change): 8 characters from an
 * unambiguous alphabet, stored hashed, valid 15 minutes; a new code replaces the old one.
 * Wrong tries count per place (client IP) and in total, so a stranger's guesses use up the
 * stranger's tries, not the owner's (docs/decisions.md#one-time-codes and
 * #wrong-code-tries).
 */
export type CodePurpose = 'signup' | 'reset' | 'email_change';

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I
export const CODE_LENGTH = 8;
export const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong tries from one place (client IP) before the code is void for that place. */
export const CODE_MAX_ATTEMPTS_PER_PLACE = 5;
/** Wrong tries from all places together before the code is void for everyone. */
export const CODE_MAX_ATTEMPTS = 50;

export interface OneTimeCode {
  id: string;
  purpose: CodePurpose;
  email: string;
  customerId: string | null;
  codeHash: string;
  failedAttempts: number;
  expiresAt: Date;
  verifiedAt: Date | null;
  usedAt: Date | null;
}

/** A code as someone typed it, and the place (client IP) it was typed from. */
export interface CodeTry {
  typed: string;
  ip: string;
}

/** What checking a typed code against the stored one means. */
export type CodeCheck = 'valid' | 'wrong' | 'expired';

/** `failuresHere`: the wrong tries already made on this code from the typing client's place. */
export function checkCode(
  code: OneTimeCode | null,
  typedHash: string,
  now: Date,
  failuresHere = 0,
): CodeCheck {
  if (!code || code.usedAt) return 'wrong';
  if (
    code.expiresAt <= now ||
    code.failedAttempts >= CODE_MAX_ATTEMPTS ||
    failuresHere >= CODE_MAX_ATTEMPTS_PER_PLACE
  )
    return 'expired';
  return code.codeHash === typedHash ? 'valid' : 'wrong';
}

/** Codes are typed by people: ignore case and surrounding spaces. */
export function normaliseCode(typed: string): string {
  return typed.trim().toUpperCase();
}
