// Pure helpers of the international phone input, on libphonenumber-js (min metadata).
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

export type { CountryCode };

/** E.164 numbers hold at most 15 digits, calling code included. */
const MAX_E164_DIGITS = 15;

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The national digits the person keeps: every digit typed, up to what an E.164 number can hold.
 * Nothing is cut to the country's longest number (docs/decisions.md#phone-numbers: a digit dropped
 * silently could leave
 * a wrong number that still looked valid); a number too long for its country is refused by the
 * form's validation instead (lib/phone.ts).
 */
export function restrictDigits(text: string, country: CountryCode): string {
  return onlyDigits(text).slice(0, MAX_E164_DIGITS - getCountryCallingCode(country).length);
}

/**
 * The national digits grouped as in the international format ("91 123 4567" for +251), so the
 * groups read the same with the calling code shown beside them. Falls back to the national format
 * (e.g. a typed trunk prefix "091 123 4567"), else the bare digits.
 */
export function formatNational(digits: string, country: CountryCode): string {
  if (!digits) return '';
  const prefix = `+${getCountryCallingCode(country)} `;
  const international = new AsYouType().input(`${prefix}${digits}`);
  if (
    international.startsWith(prefix) &&
    onlyDigits(international.slice(prefix.length)) === digits
  ) {
    return international.slice(prefix.length);
  }
  const national = new AsYouType(country).input(digits);
  return onlyDigits(national) === digits ? national : digits;
}

/**
 * The value the form keeps and the server gets: '+<calling code><digits>', or '' when empty.
 * A typed trunk prefix (the 0 of "0911 …") is dropped once libphonenumber recognises the number.
 */
export function toE164(digits: string, country: CountryCode): string {
  if (!digits) return '';
  const code = getCountryCallingCode(country);
  const parsed = parsePhoneNumberFromString(digits, country);
  if (parsed?.isPossible() && parsed.countryCallingCode === code) return parsed.number;
  return `+${code}${digits}`;
}

/** Country and national digits of a '+…' value; `fallback` when it names no country. */
export function fromE164(
  value: string,
  fallback: CountryCode,
): { country: CountryCode; digits: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (!parsed) return { country: fallback, digits: '' };
  const code = parsed.countryCallingCode;
  const country =
    parsed.country ??
    (getCountryCallingCode(fallback) === code
      ? fallback
      : getCountries().find((c) => getCountryCallingCode(c) === code));
  return country
    ? { country, digits: restrictDigits(parsed.nationalNumber, country) }
    : { country: fallback, digits: '' };
}

/** Where the caret goes in `text` so that `digitsBefore` digits stand before it. */
export function caretAfterDigits(text: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i])) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return text.length;
}
