// Whether a phone number is valid for its country, on libphonenumber-js (shared by the signup
// phone input and the profile). The "min" metadata checks each country's possible lengths and
// leading digits, which is what a person gets wrong when a number lands in the wrong country.
import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';

export type PhoneProblem = 'TOO_SHORT' | 'TOO_LONG' | 'INVALID';

/**
 * What is wrong with `number` ('+<calling code><digits>', or national digits of `country`), or
 * undefined when it is a valid number of its country (the one chosen, or the one its calling
 * code names).
 */
export function phoneProblem(number: string, country?: CountryCode): PhoneProblem | undefined {
  const length = validatePhoneNumberLength(number, country);
  if (length === 'TOO_SHORT' || length === 'NOT_A_NUMBER') return 'TOO_SHORT';
  if (length === 'TOO_LONG') return 'TOO_LONG';
  if (length) return 'INVALID';
  const parsed = parsePhoneNumberFromString(number, country);
  if (!parsed?.isValid()) return 'INVALID';
  if (country && parsed.country && parsed.country !== country) return 'INVALID';
  return undefined;
}
