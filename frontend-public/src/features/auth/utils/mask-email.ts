/**
 * Hides most of an e-mail's local part: its first 3 and last 2 characters stay, stars replace the
 * rest, the domain stays whole (docs/specification.md#verification). Local parts of 5 characters or
 * fewer keep only their
 * first character, so that no address is shown in full.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const domain = email.slice(at);
  if (local.length <= 5) return `${local.slice(0, 1)}${'*'.repeat(local.length - 1)}${domain}`;
  return `${local.slice(0, 3)}${'*'.repeat(local.length - 5)}${local.slice(-2)}${domain}`;
}
