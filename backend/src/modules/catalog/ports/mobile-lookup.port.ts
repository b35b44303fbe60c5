/** An operator a mobile number may belong to. `identified` marks the provider's direct match. */
export interface LookedUpOperator {
  id: string;
  name: string;
  countryIso3: string;
  identified: boolean;
}

export type LookupResult = { valid: true; operators: LookedUpOperator[] } | { valid: false };

/** Which operators serve a number (numbers get ported, so this is a hint the person confirms). */
export abstract class MobileLookup {
  /** `mobileNumber` in international form, e.g. '+255712345678'. */
  abstract lookup(mobileNumber: string): Promise<LookupResult>;
}
