import type {
  ProviderProduct,
  ProviderPromotion,
  RequiredFields,
} from '@modules/catalog/ports/offer-source.port';
import { Cents, toCents } from '@shared/domain/money';
import type { DvsFixedProduct, DvsPromotion, DvsRangedProduct } from './dvs-schemas';

type DvsProductPromotion = NonNullable<DvsFixedProduct['promotions']>[number];

/** What names a product and its operator, read the same for every product type. */
function identityOf(product: DvsFixedProduct | DvsRangedProduct) {
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? '',
    service: product.service.name,
    subService: product.service.subservice?.name ?? null,
    operatorId: product.operator.id,
    operatorName: product.operator.name,
    countryIso3: product.operator.country.iso_code,
    countryName: product.operator.country.name,
  };
}

/** A DVS fixed-value product in our units: ids as text, USD prices in cents. */
export function toProviderProduct(product: DvsFixedProduct, now: Date): ProviderProduct {
  return {
    ...identityOf(product),
    destination: {
      amount: String(product.destination.amount),
      unit: product.destination.unit,
    },
    retailUsdCents: usdCents(product.prices?.retail),
    // `source` is what we pay too; older answers carry it without prices.wholesale.
    wholesaleUsdCents: usdCents(product.prices?.wholesale) ?? usdCents(product.source),
    promotion: currentPromotionTitle(product.promotions, now),
    benefits: benefitsOf(product.benefits),
    validity: product.validity ?? null,
    promotions: (product.promotions ?? []).flatMap(toPromotion),
    requiredFields: requiredFieldsOf(product),
    kind: product.type === 'FIXED_VALUE_PIN_PURCHASE' ? 'pin' : 'fixed',
  };
}

/** A promotion of GET /promotions with the ids of the products it applies to. */
export function toProviderPromotion(promotion: DvsPromotion): ProviderPromotion | null {
  const [read] = toPromotion(promotion);
  if (!read) return null;
  return { ...read, productIds: (promotion.products ?? []).map((p) => p.id) };
}

/** The product's `required_*_fields`, by party; the sync leaves out what needs more than a number. */
function requiredFieldsOf(product: DvsFixedProduct | DvsRangedProduct): RequiredFields {
  return {
    creditParty: product.required_credit_party_identifier_fields ?? [],
    debitParty: product.required_debit_party_identifier_fields ?? [],
    sender: product.required_sender_fields ?? [],
    beneficiary: product.required_beneficiary_fields ?? [],
    statement: product.required_statement_identifier_fields ?? [],
    additional: product.required_additional_identifier_fields ?? [],
  };
}

/** What arrives is the amount including tax (the recipient's operator deducts the tax). */
function benefitsOf(benefits: DvsFixedProduct['benefits']): ProviderProduct['benefits'] {
  return (benefits ?? []).flatMap((b) => {
    if (!b) return [];
    const raw = b.amount.total_including_tax ?? b.amount.total_excluding_tax ?? b.amount.base;
    const amount = raw === null || raw === undefined ? NaN : Number(raw);
    if (!Number.isFinite(amount)) return [];
    return [
      {
        type: b.type,
        unitType: b.unit_type,
        unit: b.unit,
        amount,
        additionalInformation: b.additional_information?.trim() || null,
      },
    ];
  });
}

function toPromotion(p: DvsProductPromotion): ProviderProduct['promotions'] {
  const title = p.title?.trim();
  if (!title) return [];
  return [
    {
      title,
      description: p.description?.trim() ?? '',
      terms: p.terms?.trim() ?? '',
      startsAt: isoOrNull(p.start_date),
      endsAt: isoOrNull(p.end_date),
    },
  ];
}

/** A readable date as ISO 8601; an unreadable one leaves that side open, as before. */
function isoOrNull(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function usdCents(
  value: { amount: number | string; unit: string } | null | undefined,
): Cents | null {
  if (!value || value.unit.toUpperCase() !== 'USD') return null;
  try {
    return toCents(value.amount);
  } catch {
    return null; // an amount we cannot read is treated as no price, never as zero
  }
}

/** The first promotion running now (a missing or unreadable date leaves that side open). */
function currentPromotionTitle(promotions: DvsFixedProduct['promotions'], now: Date): string {
  const at = now.getTime();
  const current = (promotions ?? []).find((p) => {
    if (!p.title?.trim()) return false;
    const start = p.start_date ? Date.parse(p.start_date) : NaN;
    const end = p.end_date ? Date.parse(p.end_date) : NaN;
    return !(start > at) && !(end < at);
  });
  return current?.title?.trim() ?? '';
}

/**
 * A DVS ranged-value product in our units, or null when we cannot sell it: we send it with
 * calculation_mode SOURCE_AMOUNT and price in USD, so it must accept that mode and its source
 * (what the sender types) must be USD with usable rates (docs/decisions.md#ranged-products).
 * Its prices are those of the range's minimum (the offer list's "from").
 */
export function toRangedProviderProduct(
  product: DvsRangedProduct,
  now: Date,
): ProviderProduct | null {
  const modes = product.accepted_calculation_modes;
  if (modes && !modes.includes('SOURCE_AMOUNT')) return null;
  if (product.source.unit.toUpperCase() !== 'USD') return null;
  const number = (value: number | string | null | undefined) =>
    value == null || value === '' ? NaN : Number(value);
  let minCents: Cents, maxCents: Cents, feeCents: Cents;
  try {
    minCents = toCents(product.source.amount.min);
    maxCents = toCents(product.source.amount.max);
    const fee = product.prices.wholesale;
    feeCents = fee && fee.unit.toUpperCase() === 'USD' ? toCents(fee.fee ?? 0) : 0;
  } catch {
    return null;
  }
  const base = number(product.rates.base);
  const wholesaleRate = number(product.rates.wholesale);
  const retail = number(product.rates.retail);
  if (!(minCents > 0) || maxCents < minCents || !(base > 0) || !(wholesaleRate > 0)) return null;
  const retailRate = retail > 0 ? retail : null;
  const atMin = (rate: number) => Math.ceil(((minCents / 100) * base * 100) / rate - 1e-9);
  return {
    ...identityOf(product),
    destination: { amount: String(product.destination.amount.min), unit: product.destination.unit },
    retailUsdCents: retailRate ? atMin(retailRate) : null,
    wholesaleUsdCents: atMin(wholesaleRate),
    promotion: currentPromotionTitle(product.promotions, now),
    // What arrives depends on the amount typed: the quote says it (pricing.ts, rangedQuote).
    benefits: [],
    validity: product.validity ?? null,
    promotions: (product.promotions ?? []).flatMap(toPromotion),
    requiredFields: requiredFieldsOf(product),
    kind: 'ranged',
    range: {
      minCents,
      maxCents,
      destinationPerUsd: base,
      destinationUnit: product.destination.unit,
      wholesaleRate,
      retailRate,
      feeCents,
    },
  };
}
