// The home form's phone entry: the national number typed after the shown calling code.

/** Keys that type something other than a digit or '+' are refused (editing keys still work). */
export function isRefusedKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false; // copy, paste, shortcuts
  return event.key.length === 1 && !/[\d+]/.test(event.key);
}

/**
 * What the field keeps of typed or pasted text: digits, and '+' only in front (a full
 * international number); a leading 0 (the national trunk prefix) is dropped.
 */
export function sanitizePhoneEntry(raw: string): string {
  const international = raw.trimStart().startsWith('+');
  const digits = raw.replace(/\D/g, '');
  return international ? `+${digits}` : digits.replace(/^0+/, '');
}

/** The entry as shown next to the calling code: a restored full number loses its '+code'. */
export function nationalPart(entry: string, callingCode: string | undefined): string {
  const prefix = callingCode ? `+${callingCode}` : undefined;
  if (prefix && entry.startsWith(prefix)) return entry.slice(prefix.length).replace(/^0+/, '');
  return entry;
}

/** The full number for the lookup and the payment, e.g. '+255754123456'. */
export function fullPhoneNumber(entry: string, callingCode: string | undefined): string {
  if (entry.startsWith('+')) return entry;
  return `+${callingCode ?? ''}${entry}`;
}
