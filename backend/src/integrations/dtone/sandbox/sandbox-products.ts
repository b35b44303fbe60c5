import type { ProductKind, ProviderProduct } from '@modules/catalog/ports/offer-source.port';
import { Cents } from '@shared/domain/money';
import { toProviderProduct } from '../dvs-product.mapper';
import { dvsFixedProductSchema } from '../dvs-schemas';
import { SandboxCountry, SandboxOperator, sandboxCatalogue } from './sandbox-catalogue';

const DAY_MS = 86_400_000;
/**
 * The sandbox's promotions run from a week before the process started to two weeks after it
 * (whole UTC days), so the demo always shows one with an end date ahead.
 */
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
export const SANDBOX_PROMOTION_START = new Date(today - 7 * DAY_MS).toISOString();
export const SANDBOX_PROMOTION_END = new Date(today + 15 * DAY_MS - 1000).toISOString();

/** Cost over the exchange rate, and the retail margin DT One would suggest. */
const WHOLESALE_FACTOR = 1.02;
const RETAIL_FACTOR = 1.12;

type Json = Record<string, unknown>;

/**
 * Every sandbox product as DT One's GET /products writes it (DVS 1.23.0's
 * `product_fixed_value_recharge`), built once from the catalogue.
 */
export const sandboxDvsProducts: readonly Json[] = sandboxCatalogue.flatMap((country) =>
  country.operators.flatMap((operator) => operatorProducts(country, operator)),
);

/**
 * The same products read the way the real adapter reads DT One's (dvs-product.mapper.ts), and
 * the ranged ones ("any amount"), built in our units.
 */
export const sandboxProducts: readonly ProviderProduct[] = [
  ...sandboxDvsProducts.map((raw) =>
    toProviderProduct(dvsFixedProductSchema.parse(raw), new Date(today)),
  ),
  ...sandboxCatalogue.flatMap((country) =>
    country.operators.flatMap((operator) =>
      operator.anyAmount ? [rangedProduct(country, operator, operator.anyAmount)] : [],
    ),
  ),
];

/** The promotions as DT One's GET /promotions writes them, one per operator and sub-service. */
export const sandboxDvsPromotions: readonly Json[] = sandboxCatalogue.flatMap((country) =>
  country.operators.flatMap((operator) =>
    Object.entries(operator.promotions ?? {}).map(([subService, title], index) => ({
      id: operator.id * 10 + index,
      title,
      description: `${operator.name}: ${title}`,
      terms: `Applies to ${subService.toLowerCase()} top-ups sent before the end date.`,
      start_date: SANDBOX_PROMOTION_START,
      end_date: SANDBOX_PROMOTION_END,
      operator: {
        id: operator.id,
        name: operator.name,
        country: { name: country.name, iso_code: country.iso3 },
      },
      products: sandboxDvsProducts
        .filter(
          (p) =>
            p.type === 'FIXED_VALUE_RECHARGE' &&
            (p.operator as { id: number }).id === operator.id &&
            (p.service as { subservice: { name: string } }).subservice.name === subService,
        )
        .map((p) => ({ id: p.id, name: p.name, description: p.description, type: p.type })),
    })),
  ),
);

const byId = new Map(sandboxProducts.map((p) => [p.id, p]));

export function sandboxProduct(id: string): ProviderProduct | undefined {
  return byId.get(id);
}

/**
 * A numeric id (DT One's are numeric) from operator and product name, so it never changes when
 * lists are edited or reordered: a re-sync updates offers rather than adding new ones.
 */
export function sandboxProductId(operatorId: number, name: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const char of `${operatorId}:${name}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(1_000_000 + (hash % 9_000_000));
}

function operatorProducts(country: SandboxCountry, operator: SandboxOperator): Json[] {
  const airtime = operator.airtime.map((amount) => ({
    subService: 'Airtime' as const,
    name: `${formatAmount(amount)} ${country.currency} Airtime`,
    description: `${operator.name} airtime top-up of ${formatAmount(amount)} ${country.currency}`,
    price: amount,
  }));
  const bundles = (operator.bundles ?? []).map((b) => ({
    ...b,
    description: `${operator.name} ${b.subService === 'Data' ? 'data' : 'voice and data'} bundle: ${b.name}`,
  }));
  const pins = (operator.pins ?? []).map((amount) => ({
    subService: 'Airtime' as const,
    name: `${formatAmount(amount)} ${country.currency} Airtime PIN`,
    description: `${operator.name} airtime voucher (PIN) of ${formatAmount(amount)} ${country.currency}`,
    price: amount,
    kind: 'pin' as const,
  }));
  const items: {
    subService: 'Airtime' | 'Data' | 'Bundle';
    name: string;
    description: string;
    price: number;
    kind?: ProductKind;
  }[] = [...airtime, ...bundles, ...pins];
  return items.map(fixedProduct(country, operator));
}

/**
 * A ranged top-up at the country's rate: the base rate is `perUsd`, DT One's wholesale rate 2 %
 * less, its retail rate 12 % less (as the fixed products' factors).
 */
function rangedProduct(
  country: SandboxCountry,
  operator: SandboxOperator,
  range: { minUsd: number; maxUsd: number },
): ProviderProduct {
  const name = `${country.currency} Airtime, any amount`;
  const wholesaleRate = country.perUsd / WHOLESALE_FACTOR;
  const retailRate = country.retailPrices ? country.perUsd / RETAIL_FACTOR : null;
  return {
    id: sandboxProductId(operator.id, `Ranged:${name}`),
    name,
    description: `${operator.name} airtime top-up of the amount you choose`,
    service: 'Mobile',
    subService: 'Airtime',
    operatorId: String(operator.id),
    operatorName: operator.name,
    countryIso3: country.iso3,
    countryName: country.name,
    destination: { amount: String(range.minUsd * country.perUsd), unit: country.currency },
    retailUsdCents: retailRate
      ? ceilCents((range.minUsd * country.perUsd * 100) / retailRate)
      : null,
    wholesaleUsdCents: ceilCents((range.minUsd * country.perUsd * 100) / wholesaleRate),
    promotion: '',
    // What arrives depends on the amount typed: the quote says it.
    benefits: [],
    validity: { quantity: 30, unit: 'DAY' },
    promotions: [],
    requiredFields: {
      creditParty: [['mobile_number']],
      debitParty: [],
      sender: [],
      beneficiary: [],
      statement: [],
      additional: [],
    },
    kind: 'ranged',
    range: {
      minCents: Math.round(range.minUsd * 100),
      maxCents: Math.round(range.maxUsd * 100),
      destinationPerUsd: country.perUsd,
      destinationUnit: country.currency,
      wholesaleRate,
      retailRate,
      feeCents: 0,
    },
  };
}

/** What DT One charges for a ranged product's typed amount (USD cents): its wholesale price. */
export function sandboxRangedWholesaleCents(
  product: ProviderProduct,
  sentUsdCents: number,
): number {
  const range = product.range!;
  const receives = Math.round(sentUsdCents * range.destinationPerUsd) / 100;
  return ceilCents((receives / range.wholesaleRate) * 100);
}

function fixedProduct(country: SandboxCountry, operator: SandboxOperator) {
  return (item: {
    subService: 'Airtime' | 'Data' | 'Bundle';
    name: string;
    description: string;
    price: number;
    kind?: ProductKind;
  }): Json => {
    const usd = item.price / country.perUsd;
    const wholesale = ceilCents(usd * 100 * WHOLESALE_FACTOR) / 100;
    const retail = country.retailPrices ? retailCents(usd) / 100 : null;
    const kind = item.kind ?? 'fixed';
    // Operators promote their top-ups; a PIN voucher carries none here.
    const promotion = kind === 'pin' ? undefined : operator.promotions?.[item.subService];
    const currency = (amount: number) => ({ unit_type: 'CURRENCY', unit: 'USD', amount });
    return {
      id: Number(
        sandboxProductId(
          operator.id,
          kind === 'pin' ? `PIN:${item.name}` : `${item.subService}:${item.name}`,
        ),
      ),
      name: item.name,
      description: item.description,
      type: kind === 'pin' ? 'FIXED_VALUE_PIN_PURCHASE' : 'FIXED_VALUE_RECHARGE',
      service: { id: 1, name: 'Mobile', subservice: { id: 1, name: item.subService } },
      operator: {
        id: operator.id,
        name: operator.name,
        country: { name: country.name, iso_code: country.iso3 },
      },
      validity:
        item.subService === 'Airtime' ? { quantity: 30, unit: 'DAY' } : validityOf(item.name),
      required_debit_party_identifier_fields: null,
      required_credit_party_identifier_fields: [['mobile_number']],
      required_sender_fields: null,
      required_beneficiary_fields: null,
      required_statement_identifier_fields: null,
      required_additional_identifier_fields: null,
      availability_zones: ['INTERNATIONAL'],
      source: currency(wholesale),
      destination: { unit_type: 'CURRENCY', unit: country.currency, amount: item.price },
      prices: {
        wholesale: { ...currency(wholesale), fee: 0 },
        retail: retail === null ? null : { ...currency(retail), fee: 0 },
      },
      rates: { base: country.perUsd, retail: country.perUsd, wholesale: country.perUsd },
      benefits:
        item.subService === 'Airtime'
          ? [benefit('CREDITS', 'CURRENCY', country.currency, item.price)]
          : bundleBenefits(item.name),
      promotions: promotion
        ? [
            {
              id: operator.id * 10,
              title: promotion,
              description: `${operator.name}: ${promotion}`,
              terms: null,
              start_date: SANDBOX_PROMOTION_START,
              end_date: SANDBOX_PROMOTION_END,
            },
          ]
        : null,
    };
  };
}

function benefit(type: string, unitType: string, unit: string, amount: number): Json {
  return {
    type,
    unit_type: unitType,
    unit,
    amount: {
      base: amount,
      promotion_bonus: 0,
      total_excluding_tax: amount,
      total_including_tax: amount,
    },
    additional_information: null,
  };
}

/** A bundle's benefits from its name ('300 min + 1GB 7 days'): the sandbox's names say them. */
function bundleBenefits(name: string): Json[] {
  const minutes = /(\d+) min/.exec(name);
  const data = /([\d.]+)GB/.exec(name);
  return [
    ...(minutes ? [benefit('TALKTIME', 'TIME', 'MINUTES', Number(minutes[1]))] : []),
    ...(data ? [benefit('DATA', 'DATA', 'GB', Number(data[1]))] : []),
  ];
}

/** '7 days' -> 7 DAY, '24 hours' -> 24 HOUR. */
function validityOf(name: string): Json | null {
  const match = /(\d+) (day|hour)s?$/.exec(name);
  return match ? { quantity: Number(match[1]), unit: match[2]!.toUpperCase() } : null;
}

/** Retail prices end in 0 or 5 cents, as price lists do. */
function retailCents(usd: number): Cents {
  return ceilCents((usd * 100 * RETAIL_FACTOR) / 5) * 5;
}

/** Rounds up, ignoring float noise (40.000000001 stays 40). */
function ceilCents(value: number): Cents {
  return Math.ceil(value - 1e-9);
}

function formatAmount(amount: number): string {
  return amount.toLocaleString('en-US');
}
