import { useEffect, useState } from 'react';

// libphonenumber's metadata (~19 KB gzipped) is fetched once a country is chosen, not with the
// home page: the calling code is only needed from the phone step on.
const cache = new Map<string, string | null>();

async function callingCodeOf(code: string): Promise<string | null> {
  const { getCountryCallingCode, isSupportedCountry } = await import('libphonenumber-js/min');
  return isSupportedCountry(code) ? getCountryCallingCode(code) : null;
}

/** The calling code without '+' (e.g. '255' for 'TZ'); undefined while loading or unknown. */
export function useCallingCode(countryCode: string | null | undefined): string | undefined {
  const code = countryCode?.toUpperCase() ?? '';
  const [answer, setAnswer] = useState<{ code: string; callingCode: string | null }>();
  const known = cache.has(code)
    ? cache.get(code)
    : answer?.code === code
      ? answer.callingCode
      : null;

  useEffect(() => {
    if (!code || cache.has(code)) return;
    let active = true;
    callingCodeOf(code).then(
      (callingCode) => {
        cache.set(code, callingCode);
        if (active) setAnswer({ code, callingCode });
      },
      () => undefined, // The field then takes a full number starting with '+'.
    );
    return () => {
      active = false;
    };
  }, [code]);

  return known ?? undefined;
}
