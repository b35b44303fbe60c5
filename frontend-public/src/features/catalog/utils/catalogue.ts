// The dropdown choices of the home form, derived from the flat offers list. Countries, operators
// and offers are identified by what the visitor sees (names and labels), as the navigation state
// to /Login and /Payment carries them.
import { formatUsd } from '@/lib/money';
import type { Offer } from '@/api/offer';

export interface CountryChoice {
  name: string;
  /** ISO alpha-2, or null when no offer of the country gives one. */
  code: string | null;
}

export interface OperatorChoice {
  id: string;
  name: string;
}

/** The offer (service) label: the service plus the optional subService, e.g. 'Mobile Airtime'. */
export function offerLabel(offer: Offer): string {
  return [offer.service, offer.subService].filter(Boolean).join(' ');
}

/**
 * e.g. '2,000 TZS 20% bonus airtime ($1.00)'; no double space when there is no promotion. A
 * promotion with dates is the badge under the label instead (docs/specification.md).
 */
export function amountLabel(offer: Offer): string {
  // A ranged offer: the sender types the amount (docs/specification.md).
  if (offer.kind === 'ranged' && offer.range)
    return `Type an amount (${formatUsd(offer.range.min)} to ${formatUsd(offer.range.max)})`;
  const bonus = offer.promotion ? '' : offer.promotionBonus.trim();
  return [offer.productName, bonus, `(${formatUsd(offer.amount)})`].filter(Boolean).join(' ');
}

/**
 * One collator for every sort: `localeCompare(b, 'en')` sets up a collator per comparison when
 * 'en' is not the browser's own locale (~6 ms of a phone's main thread for the country list).
 */
let collator: Intl.Collator | undefined;
const byName = (a: string, b: string) => (collator ??= new Intl.Collator('en')).compare(a, b);

export function countriesOf(offers: readonly Offer[]): CountryChoice[] {
  const countries = new Map<string, string | null>();
  for (const offer of offers) {
    const known = countries.get(offer.operatorCountry);
    countries.set(offer.operatorCountry, known ?? offer.countryCode);
  }
  return [...countries]
    .map(([name, code]) => ({ name, code }))
    .sort((a, b) => byName(a.name, b.name));
}

export function operatorsOf(offers: readonly Offer[], country: string): OperatorChoice[] {
  const operators = new Map<string, string>();
  for (const offer of offers) {
    if (offer.operatorCountry === country) operators.set(offer.operatorName, offer.operatorId);
  }
  return [...operators].map(([name, id]) => ({ id, name })).sort((a, b) => byName(a.name, b.name));
}

function offersOfOperator(offers: readonly Offer[], country: string, operator: string): Offer[] {
  return offers.filter((o) => o.operatorCountry === country && o.operatorName === operator);
}

export function offerLabelsOf(offers: readonly Offer[], country: string, operator: string) {
  return [...new Set(offersOfOperator(offers, country, operator).map(offerLabel))].sort(byName);
}

export interface AmountChoice {
  label: string;
  offer: Offer;
}

/** The amounts of one offer, cheapest first; the first product wins a (rare) duplicate label. */
export function amountsOf(
  offers: readonly Offer[],
  country: string,
  operator: string,
  offer: string,
): AmountChoice[] {
  const amounts = new Map<string, Offer>();
  for (const candidate of offersOfOperator(offers, country, operator)) {
    const label = amountLabel(candidate);
    if (offerLabel(candidate) === offer && !amounts.has(label)) amounts.set(label, candidate);
  }
  return [...amounts]
    .map(([label, product]) => ({ label, offer: product }))
    .sort((a, b) => a.offer.amount - b.offer.amount);
}

export interface ChosenProduct {
  country: string;
  operator: string;
  offer: string;
  amount: string;
}

/** The product behind the chosen amount label, operator and country (Go to Payment). */
export function findOffer(offers: readonly Offer[], chosen: ChosenProduct): Offer | undefined {
  return amountsOf(offers, chosen.country, chosen.operator, chosen.offer).find(
    (choice) => choice.label === chosen.amount,
  )?.offer;
}
