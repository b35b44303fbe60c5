import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface Country {
  iso2: CountryCode;
  /** English name from the browser's own Intl data (no name list shipped). */
  name: string;
  callingCode: string;
}

let countries: Country[] | undefined;

/** Every country libphonenumber knows, by name. Built once, on first use. */
export function listCountries(): Country[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countries = getCountries()
      .map((iso2) => ({
        iso2,
        name: names.of(iso2) ?? iso2,
        callingCode: getCountryCallingCode(iso2),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  return countries;
}
