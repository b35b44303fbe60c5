import { Injectable } from '@nestjs/common';
import { LookupResult, MobileLookup } from '@modules/catalog/ports/mobile-lookup.port';
import { sandboxCatalogue, SandboxCountry, SandboxOperator } from './sandbox-catalogue';

/** What a number resolves to in the sandbox numbering plan, or null when it is not a mobile number there. */
export function sandboxNumberOwner(
  mobileNumber: string,
): { country: SandboxCountry; operator: SandboxOperator } | null {
  const digits = international(mobileNumber);
  if (!digits) return null;
  const country = sandboxCatalogue.find((c) => digits.startsWith(c.callingCode));
  if (!country) return null;
  const national = digits.slice(country.callingCode.length);
  if (national.length !== country.nationalLength) return null;
  let best: { operator: SandboxOperator; length: number } | null = null;
  for (const operator of country.operators) {
    for (const prefix of operator.prefixes) {
      if (national.startsWith(prefix) && prefix.length > (best?.length ?? 0)) {
        best = { operator, length: prefix.length };
      }
    }
  }
  return best ? { country, operator: best.operator } : null;
}

/** The digits of '+255 712-345-678' or '00255712345678'; null when not in international form. */
function international(mobileNumber: string): string | null {
  const compact = mobileNumber.replace(/[\s().-]/g, '');
  const match = /^(?:\+|00)(\d{6,15})$/.exec(compact);
  return match ? match[1] : null;
}

/** Lookup by number prefix over the built-in catalogue: unknown country, length or prefix is invalid. */
@Injectable()
export class SandboxMobileLookup extends MobileLookup {
  lookup(mobileNumber: string): Promise<LookupResult> {
    const owner = sandboxNumberOwner(mobileNumber);
    if (!owner) return Promise.resolve({ valid: false });
    const { country, operator } = owner;
    return Promise.resolve({
      valid: true,
      operators: [
        {
          id: String(operator.id),
          name: operator.name,
          countryIso3: country.iso3,
          identified: true,
        },
      ],
    });
  }
}
