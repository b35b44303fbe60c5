import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { alpha2Of } from './countries';

/** Why a number cannot receive a product's top-up; null when it can. */
export type RecipientProblem = 'not-in-country' | 'not-mobile' | null;

/** Number types a mobile top-up can reach ('FIXED_LINE_OR_MOBILE' where plans are mixed). */
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Whether `telenumber` (international form) belongs to the country of a product (ISO alpha-3):
 * the calling code must be the country's, and where libphonenumber's metadata tells the country
 * (calling codes several countries share) or the number's type, they must fit. Lenient where the
 * metadata is silent: a range newer than the metadata is not refused for being unknown.
 */
export function recipientProblem(telenumber: string, countryIso3: string): RecipientProblem {
  const country = alpha2Of(countryIso3) as CountryCode | null;
  // A country our table does not know cannot be checked; DT One refuses a wrong number anyway.
  if (!country) return null;
  const phone = parsePhoneNumberFromString(telenumber);
  if (!phone) return 'not-in-country';
  let callingCode: string;
  try {
    callingCode = getCountryCallingCode(country);
  } catch {
    return null; // not in the metadata at all
  }
  if (phone.countryCallingCode !== callingCode) return 'not-in-country';
  if (phone.country && phone.country !== country) return 'not-in-country';
  const type = phone.getType();
  if (type && !MOBILE_TYPES.has(type)) return 'not-mobile';
  return null;
}
