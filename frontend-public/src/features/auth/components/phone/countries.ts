import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { currentLanguage } from '@/i18n/i18n';

export interface Country {
  iso2: CountryCode;
  /** Name in the page's language from the browser's own Intl data (no name list shipped). */
  name: string;
  callingCode: string;
}

const byLanguage = new Map<string, Country[]>();

/** Every country libphonenumber knows, by name. Built once per language, on first use. */
export function listCountries(): Country[] {
  const language = currentLanguage();
  let countries = byLanguage.get(language);
  if (!countries) {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    countries = getCountries()
      .map((iso2) => ({
        iso2,
        name: names.of(iso2) ?? iso2,
        callingCode: getCountryCallingCode(iso2),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
    byLanguage.set(language, countries);
  }
  return countries;
}
