import { Logger } from '@nestjs/common';
import {
  OfferSource,
  ProviderProduct,
  ProviderPromotion,
} from '@modules/catalog/ports/offer-source.port';
import {
  toProviderProduct,
  toProviderPromotion,
  toRangedProviderProduct,
} from './dvs-product.mapper';
import { DtoneUnavailableError } from './dvs-errors';
import { DvsHttpClient } from './dvs-http-client';
import {
  dvsFixedProductSchema,
  dvsProductTypeSchema,
  dvsPromotionSchema,
  dvsRangedProductSchema,
} from './dvs-schemas';

/** DVS allows at most 100 per page. */
const PER_PAGE = 100;

/**
 * The product types we sell, each asked for separately (DVS's `type` filter takes one):
 * fixed top-ups, fixed PINs, then ranged top-ups (docs/specification.md#product-kinds).
 */
const SOLD_TYPES = [
  'FIXED_VALUE_RECHARGE',
  'FIXED_VALUE_PIN_PURCHASE',
  'RANGED_VALUE_RECHARGE',
] as const;
type SoldType = (typeof SOLD_TYPES)[number];

interface CountryPage {
  items: ProviderProduct[];
  /** How many products DVS sent before we dropped ranged or unreadable ones. */
  received: number;
  /** This country's page count as far as we know it. */
  totalPages: number;
}

type Page = { page: number; totalPages: number; items: ProviderProduct[] };

/**
 * Fixed-value products from DVS, country by country and type by type, page by page
 * (X-Total-Pages).
 */
export class DtoneOfferSource extends OfferSource {
  private readonly logger = new Logger('DtOne');

  constructor(
    private readonly http: DvsHttpClient,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  async *products(countries: string[]): AsyncGenerator<Page> {
    // Every country's first page comes first, so progress counts against a true total.
    const firsts: { country: string; type: SoldType; first: CountryPage }[] = [];
    for (const country of countries)
      for (const type of SOLD_TYPES)
        firsts.push({ country, type, first: await this.page(country, type, 1) });
    let totalPages = firsts.reduce((sum, { first }) => sum + pagesOf(first), 0);

    let page = 0;
    for (const { country, type, first } of firsts) {
      if (!pagesOf(first)) continue;
      yield { page: ++page, totalPages, items: first.items };
      let countryPages = first.totalPages;
      for (let n = 2; n <= countryPages; n++) {
        const next = await this.page(country, type, n);
        if (next.received === 0) {
          totalPages -= countryPages - (n - 1); // fewer pages than announced
          break;
        }
        totalPages += next.totalPages - countryPages; // only moves when the header was missing
        countryPages = next.totalPages;
        yield { page: ++page, totalPages, items: next.items };
      }
    }
  }

  /**
   * GET /promotions, country by country and page by page; an unreadable promotion is skipped
   * (logged), an ended one left out (docs/specification.md#promotions).
   */
  async promotions(countries: string[], now: Date): Promise<ProviderPromotion[]> {
    const found: ProviderPromotion[] = [];
    for (const country of countries) {
      for (let page = 1, pages = 1; page <= pages; page++) {
        const response = await this.http.get('/promotions', {
          country_iso_code: country,
          page,
          per_page: PER_PAGE,
        });
        if (!Array.isArray(response.body)) {
          throw new DtoneUnavailableError(`DT One answered promotions of ${country} with no list`);
        }
        const answeredPage = headerInt(response.headers, 'x-page');
        if (!response.body.length || (answeredPage !== undefined && answeredPage !== page)) break;
        pages =
          headerInt(response.headers, 'x-total-pages') ??
          (response.body.length < PER_PAGE ? page : page + 1);
        for (const item of response.body) {
          const parsed = dvsPromotionSchema.safeParse(item);
          const promotion = parsed.success ? toProviderPromotion(parsed.data) : null;
          if (!promotion) {
            this.logger.warn(`Skipped DT One promotion ${String((item as { id?: unknown }).id)}`);
            continue;
          }
          if (!(promotion.endsAt && Date.parse(promotion.endsAt) <= now.getTime()))
            found.push(promotion);
        }
      }
    }
    return found;
  }

  private async page(country: string, type: SoldType, page: number): Promise<CountryPage> {
    const response = await this.http.get('/products', {
      type,
      country_iso_code: country,
      page,
      per_page: PER_PAGE,
    });
    if (!Array.isArray(response.body)) {
      throw new DtoneUnavailableError(`DT One answered products of ${country} with no list`);
    }
    const answeredPage = headerInt(response.headers, 'x-page');
    if (answeredPage !== undefined && answeredPage !== page) {
      // A server clamping an out-of-range page would otherwise repeat its last page for ever.
      return { items: [], received: 0, totalPages: page - 1 };
    }
    const received = response.body.length;
    const totalPages =
      headerInt(response.headers, 'x-total-pages') ?? (received < PER_PAGE ? page : page + 1);
    return { items: this.readProducts(response.body, type), received, totalPages };
  }

  /** Only products of the type asked for: another type is read by its own request, or not sold. */
  private readProducts(raw: unknown[], asked: SoldType): ProviderProduct[] {
    const now = this.now();
    return raw.flatMap((item) => {
      const type = dvsProductTypeSchema.safeParse(item);
      if (!type.success || type.data.type !== asked) return [];
      if (asked === 'RANGED_VALUE_RECHARGE') return this.readRanged(item, now);
      const product = dvsFixedProductSchema.safeParse(item);
      if (!product.success) {
        const id = (item as { id?: unknown }).id;
        const issue = product.error.issues[0];
        this.logger.warn(
          `Skipped DT One product ${String(id)}: ${issue?.path.join('.')} ${issue?.message}`,
        );
        return [];
      }
      return [toProviderProduct(product.data, now)];
    });
  }

  /** A ranged top-up we can send and price, or nothing (the reason logged, as for the others). */
  private readRanged(item: unknown, now: Date): ProviderProduct[] {
    const product = dvsRangedProductSchema.safeParse(item);
    const id = (item as { id?: unknown }).id;
    if (!product.success) {
      const issue = product.error.issues[0];
      this.logger.warn(
        `Skipped DT One product ${String(id)}: ${issue?.path.join('.')} ${issue?.message}`,
      );
      return [];
    }
    // One that needs fields we do not collect is left out by the sync (uncollectedFields).
    const mapped = toRangedProviderProduct(product.data, now);
    if (!mapped) this.logger.warn(`Skipped DT One ranged product ${String(id)}: not sellable`);
    return mapped ? [mapped] : [];
  }
}

/** Pages a country contributes; a country without products contributes none. */
function pagesOf(first: CountryPage): number {
  return first.received === 0 ? 0 : first.totalPages;
}

function headerInt(headers: Headers, name: string): number | undefined {
  const value = Number(headers.get(name)?.trim() || NaN);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}
