import type { ProductKind, ProviderProduct } from '@modules/catalog/ports/offer-source.port';
import { Cents } from '@shared/domain/money';
import { SandboxCountry, SandboxOperator, sandboxCatalogue } from './sandbox-catalogue';

/** Cost over the exchange rate, and the retail margin DT One would suggest. */
const WHOLESALE_FACTOR = 1.02;
const RETAIL_FACTOR = 1.12;

/** Every sandbox product, built once from the catalogue. */
export const sandboxProducts: readonly ProviderProduct[] = sandboxCatalogue.flatMap((country) =>
  country.operators.flatMap((operator) => operatorProducts(country, operator)),
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

function operatorProducts(country: SandboxCountry, operator: SandboxOperator): ProviderProduct[] {
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
  const ranged = operator.anyAmount ? [rangedProduct(country, operator, operator.anyAmount)] : [];
  return [...items.map(fixedProduct(country, operator)), ...ranged];
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
  }): ProviderProduct => {
    const usd = item.price / country.perUsd;
    const kind = item.kind ?? 'fixed';
    return {
      id: sandboxProductId(
        operator.id,
        kind === 'pin' ? `PIN:${item.name}` : `${item.subService}:${item.name}`,
      ),
      name: item.name,
      description: item.description,
      service: 'Mobile',
      subService: item.subService,
      operatorId: String(operator.id),
      operatorName: operator.name,
      countryIso3: country.iso3,
      countryName: country.name,
      destination: { amount: String(item.price), unit: country.currency },
      retailUsdCents: country.retailPrices ? retailCents(usd) : null,
      wholesaleUsdCents: ceilCents(usd * 100 * WHOLESALE_FACTOR),
      promotion: kind === 'pin' ? '' : (operator.promotions?.[item.subService] ?? ''),
      kind,
    };
  };
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
