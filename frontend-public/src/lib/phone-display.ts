// A phone number as people read it: grouped the way its country writes it. libphonenumber's
// metadata (about 26 KB brotli) comes with this module: pages that show a number at their first
// render import it lazily, or read the display kept with the selection (stored-number-check.ts).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** '+251911234567' -> '+251 91 123 4567'; a number libphonenumber cannot read stays as it is. */
export function formatNumber(telenumber: string): string {
  return parsePhoneNumberFromString(telenumber)?.formatInternational() ?? telenumber;
}
