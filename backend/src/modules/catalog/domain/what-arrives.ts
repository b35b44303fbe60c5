/**
 * What the recipient's phone receives (docs/specification.md#what-arrives): the
 * amount in local currency or units, how long it is valid and, for bundles, every benefit. Made
 * once at the sync from the provider's figures, kept with the offer and copied onto the order at
 * checkout, so mails and the history read the order, never today's catalogue.
 */
export interface WhatArrives {
  /** e.g. '100 ETB', '1.5 GB + 100 min'. */
  summary: string;
  /** e.g. '30 days', 'No expiry'; null when the provider does not know it. */
  validity: string | null;
  /** Every benefit of the product, in the provider's order (one for plain airtime). */
  benefits: BenefitLine[];
}

export interface BenefitLine {
  /** The provider's benefit type: 'TALKTIME', 'DATA', 'SMS', 'CREDITS', 'PAYMENT'. */
  type: string;
  /** e.g. '1.5 GB', '100 ETB', 'Unlimited SMS'. */
  text: string;
  /** The provider's remark on it (e.g. 'Night data 00:00-06:00'), or null. */
  note: string | null;
}

/** One benefit as the provider states it; `amount` includes tax, -1 is unlimited. */
export interface Benefit {
  type: string;
  unitType: string;
  unit: string;
  amount: number;
  additionalInformation: string | null;
}

export type ValidityUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH';

/** DT One's validity: quantity -1 never expires, null unknown. */
export interface Validity {
  quantity: number | null;
  unit: string;
}

const UNIT_WORDS: Record<string, [string, string]> = {
  HOUR: ['hour', 'hours'],
  DAY: ['day', 'days'],
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
};

/** Units of time benefits, written the way phone plans write them. */
const TIME_UNITS: Record<string, string> = {
  MINUTES: 'min',
  MINUTE: 'min',
  MIN: 'min',
  SECONDS: 's',
  SECOND: 's',
  HOURS: 'h',
};

const TYPE_WORDS: Record<string, string> = {
  TALKTIME: 'talk time',
  DATA: 'data',
  SMS: 'SMS',
  CREDITS: 'credit',
  PAYMENT: 'payment',
};

/** '30 days', '1 day', 'No expiry'; null when unknown or unreadable. */
export function validityText(validity: Validity | null): string | null {
  if (!validity || validity.quantity === null) return null;
  if (validity.quantity === -1) return 'No expiry';
  const words = UNIT_WORDS[validity.unit.toUpperCase()];
  if (!words || !Number.isInteger(validity.quantity) || validity.quantity <= 0) return null;
  return `${validity.quantity} ${validity.quantity === 1 ? words[0] : words[1]}`;
}

/** '1.5 GB', '2,000 TZS', '100 min', 'Unlimited data'. */
export function benefitText(benefit: Pick<Benefit, 'type' | 'unit' | 'amount' | 'unitType'>) {
  if (benefit.amount === -1) return `Unlimited ${TYPE_WORDS[benefit.type] ?? 'use'}`;
  const unit =
    benefit.unitType === 'TIME'
      ? (TIME_UNITS[benefit.unit.toUpperCase()] ?? benefit.unit)
      : benefit.type === 'SMS' && benefit.unitType === 'QUANTITY'
        ? 'SMS'
        : benefit.unit;
  return `${amountText(benefit.amount)} ${unit}`.trim();
}

/** Up to three decimals, thousands grouped: 1.5, 2,000, 0.125. */
function amountText(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/**
 * What arrives, from the product's destination, benefits and validity: the benefits when the
 * provider lists readable ones (a bundle's every part), else the destination amount.
 */
export function describeWhatArrives(product: {
  destination: { amount: string; unit: string };
  benefits: readonly Benefit[];
  validity: Validity | null;
}): WhatArrives {
  const benefits = product.benefits
    .filter((b) => Number.isFinite(b.amount) && (b.amount > 0 || b.amount === -1))
    .map((b) => ({ type: b.type, text: benefitText(b), note: b.additionalInformation }));
  const destination = Number(product.destination.amount);
  const summary = benefits.length
    ? benefits.map((b) => b.text).join(' + ')
    : `${Number.isFinite(destination) ? amountText(destination) : product.destination.amount} ${product.destination.unit}`;
  return { summary, validity: validityText(product.validity), benefits };
}
