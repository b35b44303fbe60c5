/**
 * The fields DT One wants with a top-up of a product (its `required_*_fields`), by party. Each
 * list holds alternatives: one inner list of field names is enough, and an empty outer list
 * wants nothing (docs/decisions.md#products-needing-fields-we-do-not-collect).
 */
export interface RequiredFields {
  creditParty: string[][];
  debitParty: string[][];
  sender: string[][];
  beneficiary: string[][];
  statement: string[][];
  additional: string[][];
}

/** What our top-up request sends: the recipient's mobile number, nothing else. */
const COLLECTED: Record<keyof RequiredFields, ReadonlySet<string>> = {
  creditParty: new Set(['mobile_number']),
  debitParty: new Set(),
  sender: new Set(),
  beneficiary: new Set(),
  statement: new Set(),
  additional: new Set(),
};

/**
 * The parties whose required fields we cannot send (empty: the product can be sold). A product
 * with any is never offered: sold, it would only be refused by DT One after payment.
 */
export function uncollectedFields(required: RequiredFields): (keyof RequiredFields)[] {
  return (Object.keys(COLLECTED) as (keyof RequiredFields)[]).filter((party) => {
    const alternatives = required[party];
    if (!alternatives.length) return false;
    return !alternatives.some((fields) => fields.every((f) => COLLECTED[party].has(f)));
  });
}
