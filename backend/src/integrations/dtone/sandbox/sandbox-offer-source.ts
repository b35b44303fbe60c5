import { Injectable } from '@nestjs/common';
import {
  OfferSource,
  ProviderProduct,
  ProviderPromotion,
} from '@modules/catalog/ports/offer-source.port';
import { toProviderPromotion } from '../dvs-product.mapper';
import { dvsPromotionSchema } from '../dvs-schemas';
import { sandboxDvsPromotions, sandboxProducts } from './sandbox-products';

/** Small pages, so a sync in sandbox mode goes through paging and progress like the real one. */
const PAGE_SIZE = 25;

@Injectable()
export class SandboxOfferSource extends OfferSource {
  async *products(
    countries: string[],
  ): AsyncGenerator<{ page: number; totalPages: number; items: ProviderProduct[] }> {
    const wanted = new Set(countries.map((c) => c.toUpperCase()));
    const items = sandboxProducts.filter((p) => wanted.has(p.countryIso3));
    const totalPages = Math.ceil(items.length / PAGE_SIZE);
    for (let page = 1; page <= totalPages; page++) {
      const slice = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      yield {
        page,
        totalPages,
        items: slice.map((p) => ({ ...p, destination: { ...p.destination } })),
      };
    }
  }

  /** DT One's GET /promotions of the sandbox, read as the real adapter reads them. */
  async promotions(countries: string[], now: Date): Promise<ProviderPromotion[]> {
    const wanted = new Set(countries.map((c) => c.toUpperCase()));
    const countryOf = (raw: (typeof sandboxDvsPromotions)[number]) =>
      (raw.operator as { country: { iso_code: string } }).country.iso_code;
    return sandboxDvsPromotions
      .filter((raw) => wanted.has(countryOf(raw)))
      .map((raw) => dvsPromotionSchema.parse(raw))
      .flatMap((p) => toProviderPromotion(p) ?? [])
      .filter((p) => !(p.endsAt && Date.parse(p.endsAt) <= now.getTime()));
  }
}
