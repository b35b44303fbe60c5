import { Injectable } from '@nestjs/common';
import { OfferSource, ProviderProduct } from '@modules/catalog/ports/offer-source.port';
import { sandboxProducts } from './sandbox-products';

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
}
