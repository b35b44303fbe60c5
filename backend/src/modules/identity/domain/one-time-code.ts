/**
 * One-time codes (signup activation, password reset, e-mail change): 8 characters from an
 * unambiguous alphabet, stored hashed, valid 15 minutes, void after 5 wrong tries; a new code
 * replaces the old one (shared/design/DECISIONS.md).
 */
export type CodePurpose = 'signup' | 'reset' | 'email_change';

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I
export const CODE_LENGTH = 8;
export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

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

/** What checking a typed code against the stored one means. */
export type CodeCheck = 'valid' | 'wrong' | 'expired';

export function checkCode(code: OneTimeCode | null, typedHash: string, now: Date): CodeCheck {
  if (!code || code.usedAt) return 'wrong';
  if (code.expiresAt <= now || code.failedAttempts >= CODE_MAX_ATTEMPTS) return 'expired';
  return code.codeHash === typedHash ? 'valid' : 'wrong';
}

/** Codes are typed by people: ignore case and surrounding spaces. */
export function normaliseCode(typed: string): string {
  return typed.trim().toUpperCase();
}
