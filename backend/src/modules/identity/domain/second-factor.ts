/**
 * An admin's second factor: a TOTP authenticator app (docs/specification.md#admin-login). The
 * secret is kept sealed (ports/secret-cipher.port.ts); recovery codes only as hashes.
 */
export interface SecondFactor {
  adminId: string;
  /** The TOTP secret as SecretCipher sealed it; never the Base32 text itself. */
  sealedSecret: string;
  /** Null while the enrolment waits for its first code. */
  enrolledAt: Date | null;
  /** The last time step a code was accepted for: that step and earlier ones are refused. */
  lastStep: number | null;
  recoveryCodeHashes: string[];
}

export const isEnrolled = (
  factor: SecondFactor | null,
): factor is SecondFactor & { enrolledAt: Date } => factor?.enrolledAt != null;

/** Shown in the authenticator app next to the admin's e-mail. */
export const TOTP_ISSUER = 'SelamTopup';
/**
 * Codes of one step before or after the server's clock are accepted (30 s each way): phones drift
 * and people type slowly; docs/decisions.md#clock-drift-window.
 */
export const TOTP_DRIFT_SECONDS = 30;
/** Recovery codes handed out at enrolment, each good once. */
export const RECOVERY_CODE_COUNT = 10;

/** A login past the password waits this long for its code (or its enrolment). */
export const PENDING_LOGIN_TTL_SECONDS = 5 * 60;
/** Wrong codes one pending login may send before the password is asked again. */
export const PENDING_LOGIN_CODE_TRIES = 5;

/** What the admin types at the second step: the app's 6 digits, or a recovery code. */
export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** `123 456` and `123456` are TOTP codes; anything else is read as a recovery code (any case, dashes). */
export function readSecondFactorCode(typed: string): SecondFactorCode {
  const compact = typed.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  return { kind: 'recovery', code: compact.toLowerCase() };
}

/** Recovery codes as shown: ten characters in two groups, `k7m2p-9xq4d`. */
export const formatRecoveryCode = (compact: string): string =>
  `${compact.slice(0, 5)}-${compact.slice(5)}`;
