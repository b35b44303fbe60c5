// A recipient number as people read it: grouped the way its country writes it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** '+251911234567' -> '+251 91 123 4567'; a number libphonenumber cannot read stays as it is. */
export function formatNumber(telenumber: string): string {
  return parsePhoneNumberFromString(telenumber)?.formatInternational() ?? telenumber;
}

/** The number with its operator, e.g. '+251 91 123 4567 · Ethio telecom'. */
export const numberLine = (telenumber: string, operator: string): string =>
  [formatNumber(telenumber), operator].filter(Boolean).join(' · ');
