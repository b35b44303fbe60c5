// Texts of docs/specification.md#admin-login for the second factor, shared by the login page, the
// profile and their tests.
export const CODE_LABEL = 'Authentication code';
export const CODE_REQUIRED = 'This field is required';
export const CODE_DIGITS = 'Enter the 6 digits your app shows';
export const SCAN_TEXT =
  'Scan this QR code with your authenticator app, or type the key into it, then enter the 6-digit code the app shows.';
export const RECOVERY_TEXT =
  'Each code logs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.';

/** The key in groups of four, as authenticator apps show and take it. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A 6-digit code, spaces allowed; else the text to show. */
export function validateTotpCode(code: string): string | undefined {
  const compact = code.replace(/\s/g, '');
  if (!compact) return CODE_REQUIRED;
  if (!/^\d{6}$/.test(compact)) return CODE_DIGITS;
  return undefined;
}
