/**
 * The mailbox an address reaches, as the daily cap counts it: case and a `+tag` in the local
 * part (which most providers deliver to the same mailbox) make no new recipient.
 */
export function recipientMailbox(address: string): string {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const local = normalised.slice(0, at).replace(/\+.*$/, '');
  return `${local}${normalised.slice(at)}`;
}
